import { describe, expect, it } from 'vitest';
import { FUTURE_SELF_MESSAGES } from '@content/future-self-messages';
import { fillFutureSelfMessage, greetingName, pickFutureSelfMessage } from './future-self-message';
import { roles } from '@content/roles';
import {
  canCloneRecording,
  canContinueWithRecording,
  continueLabel,
  formatRecordingTime,
  measuredDurationCanClone,
  measuredDurationIsLongEnough,
  pickVoice,
  recordingHint,
  spokenPreviewSettings,
} from './voice';
import {
  CONSENT_TEXT,
  VOICE_MAX_SECONDS,
  VOICE_MIN_SECONDS,
  VOICE_RECOMMENDED_SECONDS,
  voiceConsentRequestSchema,
  voiceSpeakRequestSchema,
} from '@core/contracts/voice';

describe('spokenPreviewSettings', () => {
  it('uses rate 0.9 and pitch 1.1 without a measured pitch', () => {
    expect(spokenPreviewSettings(null)).toEqual({ rate: 0.9, pitch: 1.1 });
    expect(spokenPreviewSettings({ pitchHz: null })).toEqual({ rate: 0.9, pitch: 1.1 });
    expect(spokenPreviewSettings({ pitchHz: Number.NaN })).toEqual({ rate: 0.9, pitch: 1.1 });
  });

  it('keeps 1.1 at the reference pitch, lowers it for low voices and raises it for high ones', () => {
    expect(spokenPreviewSettings({ pitchHz: 165 }).pitch).toBe(1.1);
    const low = spokenPreviewSettings({ pitchHz: 110 }).pitch;
    const high = spokenPreviewSettings({ pitchHz: 230 }).pitch;
    expect(low).toBeLessThan(1.1);
    expect(low).toBeGreaterThan(0.8);
    expect(high).toBeGreaterThan(1.1);
    expect(high).toBeLessThan(1.4);
    expect(spokenPreviewSettings({ pitchHz: 230 }).rate).toBe(0.9);
  });

  it('clamps to 0.5..2', () => {
    expect(spokenPreviewSettings({ pitchHz: 20 }).pitch).toBe(0.5);
    expect(spokenPreviewSettings({ pitchHz: 2000 }).pitch).toBe(2);
  });
});

describe('pickVoice', () => {
  const v = (name: string, lang: string, extra: Partial<{ default: boolean }> = {}) => ({ name, lang, ...extra });

  it('prefers an English neural or natural voice', () => {
    const voices = [
      v('Thomas', 'fr-FR', { default: true }),
      v('Samantha', 'en-US'),
      v('Microsoft Aria Online (Natural) - English (United States)', 'en-US'),
      v('Google Deutsch', 'de-DE'),
    ];
    expect(pickVoice(voices)?.name).toContain('Natural');
    expect(pickVoice([v('en-GB-SoniaNeural', 'en-GB'), v('Daniel', 'en-GB')])?.name).toBe('en-GB-SoniaNeural');
  });

  it('takes Google or Premium English voices over plain English ones, and English over a neural foreign one', () => {
    expect(pickVoice([v('Alex', 'en-US'), v('Google UK English Female', 'en-GB')])?.name).toBe(
      'Google UK English Female',
    );
    expect(pickVoice([v('Alex', 'en-US'), v('Ava (Premium)', 'en_US')])?.name).toBe('Ava (Premium)');
    expect(pickVoice([v('de-DE-KatjaNeural', 'de-DE'), v('Alex', 'en-US')])?.name).toBe('Alex');
  });

  it('falls back to any voice, and to null for none', () => {
    expect(pickVoice([v('Thomas', 'fr-FR')])?.name).toBe('Thomas');
    expect(pickVoice([])).toBeNull();
  });
});

describe('recording rules', () => {
  it('enables Continue from 10 s and offers cloning from 60 s', () => {
    expect(canContinueWithRecording(9.9)).toBe(false);
    expect(canContinueWithRecording(VOICE_MIN_SECONDS)).toBe(true);
    expect(canCloneRecording(59.9)).toBe(false);
    expect(canCloneRecording(VOICE_RECOMMENDED_SECONDS)).toBe(true);
    expect(continueLabel(30)).toBe('Continue to Photo');
    expect(continueLabel(60)).toBe('Continue & Consider Voice Cloning');
  });

  it('gives the server half a second of slack on measured durations', () => {
    expect(measuredDurationIsLongEnough(9.6)).toBe(true);
    expect(measuredDurationIsLongEnough(9.4)).toBe(false);
    expect(measuredDurationCanClone(59.7)).toBe(true);
    expect(measuredDurationCanClone(59)).toBe(false);
  });

  it('shows the spec hints and an m:ss timer', () => {
    expect(recordingHint(12)).toBe('Minimum 60 seconds recommended');
    expect(recordingHint(75)).toBeNull();
    expect(recordingHint(VOICE_MAX_SECONDS)).toBe('Maximum recording time reached');
    expect(formatRecordingTime(0)).toBe('0:00');
    expect(formatRecordingTime(65.7)).toBe('1:05');
    expect(formatRecordingTime(90)).toBe('1:30');
  });
});

describe('voice contracts', () => {
  it('has a short, complete consent text', () => {
    expect(CONSENT_TEXT.length).toBeLessThan(400);
    for (const word of ['copy of my voice', 'future self', 'never shared or sold', 'delete', 'profile'])
      expect(CONSENT_TEXT).toContain(word);
  });

  it('validates consent and speak bodies', () => {
    expect(
      voiceConsentRequestSchema.safeParse({ voiceMessageId: 'abc', agreed: true, consentText: CONSENT_TEXT }).success,
    ).toBe(true);
    expect(
      voiceConsentRequestSchema.safeParse({ voiceMessageId: 'abc', agreed: 'yes', consentText: CONSENT_TEXT }).success,
    ).toBe(false);
    expect(voiceSpeakRequestSchema.safeParse({ text: 'x'.repeat(300) }).success).toBe(true);
    expect(voiceSpeakRequestSchema.safeParse({ text: 'x'.repeat(301) }).success).toBe(false);
    expect(voiceSpeakRequestSchema.safeParse({ text: '   ' }).success).toBe(false);
  });
});

describe('future-self messages', () => {
  const longestRole = roles.map((r) => r.title).reduce((a, b) => (b.length > a.length ? b : a));

  it('has about a dozen distinct templates that stay under 240 characters when filled', () => {
    expect(FUTURE_SELF_MESSAGES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(FUTURE_SELF_MESSAGES.map((m) => m.id)).size).toBe(FUTURE_SELF_MESSAGES.length);
    for (const m of FUTURE_SELF_MESSAGES) {
      expect(m.text.match(/\{name\}/g)?.length).toBe(1);
      expect(m.text).toContain('{role}');
      const filled = fillFutureSelfMessage(m.text, { name: 'Maximiliana-Josefina', role: longestRole });
      expect(filled.length, m.id).toBeLessThanOrEqual(240);
      expect(filled).not.toMatch(/[{}]/);
    }
  });

  it('greets by first name, or "you" without one', () => {
    expect(greetingName('  Ada Lovelace ')).toBe('Ada');
    expect(greetingName('')).toBe('you');
    expect(greetingName(null)).toBe('you');
    // Without a name the greeting is bare ('Hi you.'); 'you' elsewhere stays.
    expect(fillFutureSelfMessage('Hey {name}, the {role}.', { role: 'Space Janitor' })).toBe('Hey, the Space Janitor.');
    expect(fillFutureSelfMessage('Hi {name}. Keep going, {name}.', { role: 'X' })).toBe('Hi. Keep going, you.');
    expect(fillFutureSelfMessage('Hi {name}.', { name: 'Ada', role: 'X' })).toBe('Hi Ada.');
  });

  it('picks the same message for the same seed and role, and spreads over the list', () => {
    const a = pickFutureSelfMessage({ name: 'Sam', role: 'Space Janitor', seed: 'user-1' });
    expect(pickFutureSelfMessage({ name: 'Sam', role: 'Space Janitor', seed: 'user-1' })).toEqual(a);
    expect(a.text).toContain('Sam');
    expect(a.text).toContain('Space Janitor');
    const ids = new Set(
      Array.from({ length: 200 }, (_, i) => pickFutureSelfMessage({ role: 'Space Janitor', seed: `s${i}` }).id),
    );
    expect(ids.size).toBeGreaterThanOrEqual(10);
  });
});
