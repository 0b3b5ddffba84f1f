import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { AGE_MESSAGES } from '@core/age';
import { CONSENT_TEXT, VOICE_MESSAGES } from '@core/contracts/voice';
import { formatRecordingTime } from '@core/voice';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { BirthYearQuestion, useAge } from '@web/features/trust';
import { rememberConsent, useVoiceConsent } from './voice-api';
import { StepHeading } from './voice-frame';

const [FAILED_TITLE, FAILED_BODY] = VOICE_MESSAGES.cloneFailed.split(': ') as [string, string];

interface ConsentScreenProps {
  messageId: string;
  seconds: number;
  onDone(voiceId: string | null): void;
}

/**
 * 'Voice Cloning Consent' (docs/product/voice.md#voice-cloning-consent) for a recording of 60 s or more: the exact
 * CONSENT_TEXT, and either answer goes to the server with that text. A failed clone still continues, without a voice
 * id.
 */
export function ConsentScreen({ messageId, seconds, onDone }: ConsentScreenProps) {
  const [busy, setBusy] = useState<'yes' | 'no' | null>(null);
  const consent = useVoiceConsent();
  // Decision 034: the year of birth is asked once before the cloning consent; under the digital age of consent there is
  // no cloning (the server refuses it too) and the visitor continues with the default voice.
  const age = useAge();
  const ageKnown = age.data?.birthYear != null;
  const underAge = ageKnown && age.data?.underConsentAge === true;

  const answer = async (agreed: boolean) => {
    if (busy) return;
    setBusy(agreed ? 'yes' : 'no');
    let voiceId: string | null = null;
    try {
      const res = await consent.mutateAsync({ messageId, agreed });
      voiceId = agreed && res.cloned ? res.voiceId : null;
      if (agreed && voiceId)
        toast.success(VOICE_MESSAGES.cloneSucceededTitle, { description: VOICE_MESSAGES.cloneSucceededBody });
      else if (agreed) toast.error(FAILED_TITLE, { description: FAILED_BODY });
    } catch (err) {
      if (agreed) toast.error(FAILED_TITLE, { description: FAILED_BODY });
      else console.warn('Consent answer not saved:', (err as Error).message);
    }
    rememberConsent(messageId, { agreed, voiceId });
    onDone(voiceId);
  };

  const decline = (
    <Button
      size="lg"
      variant="secondary"
      onClick={() => void answer(false)}
      loading={busy === 'no'}
      disabled={busy === 'yes'}
    >
      No Thanks, Continue
    </Button>
  );

  return (
    <div className="mx-auto max-w-2xl animate-rise">
      <div className="text-center">
        <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-violet/10 text-violet">
          <ShieldCheck className="size-8" aria-hidden="true" />
        </span>
        <StepHeading className="mt-5">Voice Cloning Consent</StepHeading>
        <p className="mx-auto mt-3 max-w-xl text-lg text-ink-soft">
          Your message is <span className="font-semibold text-ink">{formatRecordingTime(seconds)}</span> long: enough
          for your future self to speak to you in your own voice. It&apos;s completely up to you.
        </p>
      </div>

      {age.isPending ? (
        <p className="mt-7 flex items-center justify-center gap-2 text-ink-soft" role="status">
          <Spinner className="size-4" /> Just a moment...
        </p>
      ) : !ageKnown ? (
        <div className="mt-7">
          <BirthYearQuestion why="Voice cloning has an age limit, so we need your year of birth." />
          {/* A 'no' needs no year: declining is always one tap away (docs/product/voice.md#voice-cloning-consent). */}
          <div className="mt-4 flex justify-center">{decline}</div>
        </div>
      ) : underAge ? (
        <div className="mt-7 rounded-3xl bg-white p-5 text-center shadow-card ring-1 ring-line/70 sm:p-7">
          <p className="text-[17px] leading-relaxed text-ink" data-testid="voice-under-age">
            {AGE_MESSAGES.voiceUnderAge(age.data?.consentAge ?? 16)}
          </p>
          <p className="mt-2 text-sm text-ink-soft">
            Your future self will speak to you with a friendly default voice.
          </p>
          <Button
            size="lg"
            className="mt-5"
            onClick={() => {
              rememberConsent(messageId, { agreed: false, voiceId: null });
              onDone(null);
            }}
          >
            Continue
          </Button>
        </div>
      ) : (
        <>
          <figure className="mt-7 rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-7">
            <figcaption className="text-xs font-bold uppercase tracking-[0.14em] text-violet">
              What you agree to
            </figcaption>
            <p className="mt-3 text-[17px] leading-relaxed text-ink" data-testid="consent-text">
              {CONSENT_TEXT}
            </p>
          </figure>

          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <Button
              size="lg"
              variant="coral"
              className="aria-busy:opacity-100"
              onClick={() => void answer(true)}
              loading={busy === 'yes'}
              disabled={busy === 'no'}
            >
              {busy === 'yes' ? 'Cloning Voice...' : 'Yes, Clone My Voice'}
            </Button>
            {decline}
          </div>
        </>
      )}

      <p className="mt-4 text-center text-sm text-ink-soft">
        Either way, your recording stays private to you, and you can delete it anytime.{' '}
        <a
          href="/privacy"
          target="_blank"
          rel="noopener"
          className="font-semibold underline underline-offset-2 hover:text-ink"
        >
          Privacy
        </a>{' '}
        ·{' '}
        <a
          href="/terms"
          target="_blank"
          rel="noopener"
          className="font-semibold underline underline-offset-2 hover:text-ink"
        >
          Terms
        </a>
      </p>
      <p className="sr-only" role="status">
        {busy === 'yes' ? 'Cloning your voice. This can take a moment.' : ''}
      </p>
    </div>
  );
}
