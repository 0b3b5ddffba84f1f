// @vitest-environment jsdom
import type { AgeResponse } from '@core/contracts/trust';
import { ageKey } from '@web/features/trust';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CONSENT_TEXT } from '@core/contracts/voice';
import { VoiceStep } from './voice-step';

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn(), message: vi.fn() }));
vi.mock('@web/components/ui/toast', () => ({ toast: toastMock }));

// ---- minimal browser media fakes ----
const recorders: FakeRecorder[] = [];
class FakeRecorder {
  static isTypeSupported = (t: string) => t === 'audio/webm;codecs=opus';
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  stopCalls = 0;
  constructor(_stream: unknown, opts?: { mimeType?: string }) {
    this.mimeType = opts?.mimeType ?? 'audio/webm';
    recorders.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.stopCalls++;
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['opus-bytes'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

const contexts: FakeAudioContext[] = [];
class FakeAudioContext {
  state = 'running';
  closed = false;
  constructor() {
    contexts.push(this);
  }
  createAnalyser() {
    return { fftSize: 1024, smoothingTimeConstant: 0, getFloatTimeDomainData: (a: Float32Array) => a.fill(0.2) };
  }
  createMediaStreamSource() {
    return { connect: () => undefined };
  }
  resume() {
    return Promise.resolve();
  }
  close() {
    this.closed = true;
    this.state = 'closed';
    return Promise.resolve();
  }
}

const track = { stop: vi.fn() };
const getUserMedia = vi.fn();
const fetchMock = vi.fn();

function json(body: unknown, status = 200) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}
const message = (seconds: number) => ({
  id: 'msg_0123456789abcdef0123',
  url: '/api/voice/messages/msg_0123456789abcdef0123/audio',
  durationSeconds: seconds,
  mimeType: 'audio/webm',
  createdAt: new Date(0).toISOString(),
  profile: { durationSeconds: seconds, pitchHz: 180, loudnessDbfs: -22, voicedRatio: 0.6 },
  cloned: false,
});

beforeEach(() => {
  vi.useFakeTimers();
  recorders.length = 0;
  contexts.length = 0;
  track.stop.mockClear();
  toastMock.error.mockClear();
  toastMock.success.mockClear();
  getUserMedia.mockReset().mockResolvedValue({ getTracks: () => [track] });
  fetchMock.mockReset();
  sessionStorage.clear();
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  URL.createObjectURL = vi.fn(() => 'blob:recording');
  URL.revokeObjectURL = vi.fn();
  window.HTMLMediaElement.prototype.play = vi.fn(() => Promise.resolve());
  window.HTMLMediaElement.prototype.pause = vi.fn();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const ADULT: AgeResponse = { birthYear: 1995, country: null, consentAge: 16, underConsentAge: false, under18: false };

/** The visitor's age is known (an adult) unless a test says otherwise: the year question is decision 034's. */
function setup(age: AgeResponse | null = ADULT) {
  const onContinue = vi.fn();
  const onSkip = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  if (age) client.setQueryData(ageKey, age);
  render(
    <QueryClientProvider client={client}>
      <VoiceStep onContinue={onContinue} onSkip={onSkip} />
    </QueryClientProvider>,
  );
  return { onContinue, onSkip };
}

async function startRecording() {
  fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
  await flush();
  expect(screen.getByRole('button', { name: 'Stop recording' })).toBeInTheDocument();
}

async function record(seconds: number) {
  await startRecording();
  await advance(seconds * 1000);
  if (screen.queryByRole('button', { name: 'Stop recording' }))
    fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
  await flush();
}

const continueButton = () => screen.getByRole('button', { name: /^Continue/ });
const hint = () => screen.queryByTestId('voice-hint')?.textContent ?? null;

describe('VoiceStep: the 10 / 60 / 90 second rules', () => {
  it('starts idle: Continue disabled, the 60 s hint, Skip This Step', async () => {
    const { onSkip } = setup();
    expect(screen.getByRole('heading', { name: 'Share Your Future Vision' })).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    expect(continueButton()).toHaveTextContent('Continue to Photo');
    expect(hint()).toBe('Minimum 60 seconds recommended');
    fireEvent.click(screen.getByRole('button', { name: 'Skip This Step' }));
    expect(onSkip).toHaveBeenCalledTimes(1);
  });

  it('prefers Opus in WebM and shows the running timer and level meter while recording', async () => {
    setup();
    await startRecording();
    expect(recorders[0]!.mimeType).toBe('audio/webm;codecs=opus');
    expect(screen.getByTestId('level-meter')).toBeInTheDocument();
    await advance(42_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:42');
    expect(continueButton()).toBeDisabled();
  });

  it('keeps Continue disabled under 10 s', async () => {
    setup();
    await record(9.5);
    expect(screen.getByRole('button', { name: 'Play your recording' })).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    expect(continueButton()).toHaveTextContent('Continue to Photo');
    expect(screen.getByText(/record at least 10 seconds/)).toBeInTheDocument();
    expect(hint()).toBe('Minimum 60 seconds recommended');
  });

  it('enables Continue to Photo from 10 s, with the 60 s hint', async () => {
    setup();
    await record(10);
    expect(continueButton()).toBeEnabled();
    expect(continueButton()).toHaveTextContent('Continue to Photo');
    expect(hint()).toBe('Minimum 60 seconds recommended');
  });

  it('reads Continue & Consider Voice Cloning from 60 s, without the hint', async () => {
    setup();
    await record(59);
    expect(continueButton()).toHaveTextContent('Continue to Photo');
    // Record Again starts a new recording at once.
    fireEvent.click(screen.getByRole('button', { name: 'Record Again' }));
    await flush();
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    await advance(60_000);
    fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
    await flush();
    expect(continueButton()).toBeEnabled();
    expect(continueButton()).toHaveTextContent('Continue & Consider Voice Cloning');
    expect(hint()).toBeNull();
  });

  it('stops by itself at 90 s: maximum hint, microphone and AudioContext released', async () => {
    setup();
    await startRecording();
    await advance(89_000);
    expect(screen.getByRole('button', { name: 'Stop recording' })).toBeInTheDocument();
    await advance(1_000);
    expect(screen.queryByRole('button', { name: 'Stop recording' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Play your recording' })).toBeInTheDocument();
    expect(recorders[0]!.stopCalls).toBe(1);
    expect(track.stop).toHaveBeenCalled();
    expect(contexts[0]!.closed).toBe(true);
    expect(screen.getByRole('timer')).toHaveTextContent('1:30');
    expect(hint()).toBe('Maximum recording time reached');
    expect(continueButton()).toHaveTextContent('Continue & Consider Voice Cloning');
    await advance(10_000);
    expect(screen.getByRole('timer')).toHaveTextContent('1:30');
  });

  it('plays the recording back and pauses it', async () => {
    setup();
    await record(12);
    fireEvent.click(screen.getByRole('button', { name: 'Play your recording' }));
    expect(window.HTMLMediaElement.prototype.play).toHaveBeenCalled();
    fireEvent.play(document.querySelector('audio')!);
    expect(screen.getByRole('button', { name: 'Pause playback' })).toBeInTheDocument();
  });

  it('releases the microphone and the AudioContext when the step closes mid-recording', async () => {
    setup();
    await startRecording();
    await advance(3_000);
    cleanup();
    expect(track.stop).toHaveBeenCalled();
    expect(contexts[0]!.closed).toBe(true);
    expect(recorders[0]!.state).toBe('inactive');
  });
});

describe('VoiceStep: continue, consent and a denied microphone', () => {
  it('uploads a 10-60 s recording and continues without the consent screen', async () => {
    const { onContinue } = setup();
    await record(30);
    fetchMock.mockReturnValueOnce(json({ message: message(30) }, 201));
    fireEvent.click(continueButton());
    await flush();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/voice/messages');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(Blob);
    expect(onContinue).toHaveBeenCalledWith({ messageId: 'msg_0123456789abcdef0123', voiceId: null });
  });

  it("shows the server's message when the upload fails, and retries", async () => {
    const { onContinue } = setup();
    await record(20);
    fetchMock.mockReturnValueOnce(
      json({ error: { code: 'too_short', message: 'Please record at least 10 seconds.' } }, 400),
    );
    fireEvent.click(continueButton());
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Please record at least 10 seconds.');
    fetchMock.mockReturnValueOnce(json({ message: message(20) }, 201));
    fireEvent.click(screen.getByRole('button', { name: /Try Again/ }));
    await flush();
    expect(onContinue).toHaveBeenCalledWith({ messageId: 'msg_0123456789abcdef0123', voiceId: null });
  });

  it('asks for consent from 60 s and sends the exact text; yes clones', async () => {
    const { onContinue } = setup();
    await record(65);
    fetchMock.mockReturnValueOnce(json({ message: message(65) }, 201));
    fireEvent.click(continueButton());
    await flush();
    expect(screen.getByRole('heading', { name: 'Voice Cloning Consent' })).toBeInTheDocument();
    expect(screen.getByTestId('consent-text')).toHaveTextContent(CONSENT_TEXT);
    let release!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((r) => (release = r)));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Clone My Voice' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Cloning Voice...' })).toBeDisabled();
    const body = JSON.parse(fetchMock.mock.calls[1]![1].body as string);
    expect(body).toEqual({ voiceMessageId: 'msg_0123456789abcdef0123', agreed: true, consentText: CONSENT_TEXT });
    release(
      new Response(JSON.stringify({ consentId: 'c1', voiceId: 'local-voice-1', cloned: true }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    await flush();
    expect(toastMock.success).toHaveBeenCalledWith('Voice Cloned Successfully!', {
      description: 'Your future self will have your voice.',
    });
    expect(onContinue).toHaveBeenCalledWith({ messageId: 'msg_0123456789abcdef0123', voiceId: 'local-voice-1' });
    expect(JSON.parse(sessionStorage.getItem('fs.voice.consent.msg_0123456789abcdef0123')!)).toEqual({
      agreed: true,
      voiceId: 'local-voice-1',
    });
  });

  it('asks the year of birth first when it is not known', async () => {
    setup({ ...ADULT, birthYear: null, underConsentAge: null, under18: null });
    await record(65);
    fetchMock.mockReturnValueOnce(json({ message: message(65) }, 201));
    fireEvent.click(continueButton());
    await flush();
    expect(screen.getByRole('heading', { name: 'Voice Cloning Consent' })).toBeInTheDocument();
    expect(screen.getByLabelText('What year were you born?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes, Clone My Voice' })).toBeNull();
    fireEvent.change(screen.getByLabelText('What year were you born?'), { target: { value: '2999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent("That year hasn't happened yet.");
    fetchMock.mockReturnValueOnce(json(ADULT));
    fireEvent.change(screen.getByLabelText('What year were you born?'), { target: { value: '1995' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await flush();
    await flush();
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/trust/age');
    expect(JSON.parse(fetchMock.mock.calls[1]![1].body as string)).toEqual({ birthYear: 1995, country: null });
    expect(screen.getByRole('button', { name: 'Yes, Clone My Voice' })).toBeInTheDocument();
  });

  it('a no needs no year: No Thanks, Continue is there beside the question', async () => {
    const { onContinue } = setup({ ...ADULT, birthYear: null, underConsentAge: null, under18: null });
    await record(65);
    fetchMock
      .mockReturnValueOnce(json({ message: message(65) }, 201))
      .mockReturnValueOnce(json({ consentId: 'c3', voiceId: null, cloned: false }));
    fireEvent.click(continueButton());
    await flush();
    expect(screen.getByLabelText('What year were you born?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'No Thanks, Continue' }));
    await flush();
    expect(fetchMock.mock.calls[1]![0]).not.toBe('/api/trust/age');
    expect(JSON.parse(fetchMock.mock.calls[1]![1].body as string)).toMatchObject({
      agreed: false,
      consentText: CONSENT_TEXT,
    });
    expect(onContinue).toHaveBeenCalledWith({ messageId: 'msg_0123456789abcdef0123', voiceId: null });
  });

  it('offers no cloning under the digital age of consent', async () => {
    const { onContinue } = setup({
      birthYear: 2012,
      country: null,
      consentAge: 16,
      underConsentAge: true,
      under18: true,
    });
    await record(65);
    fetchMock.mockReturnValueOnce(json({ message: message(65) }, 201));
    fireEvent.click(continueButton());
    await flush();
    expect(screen.queryByRole('button', { name: 'Yes, Clone My Voice' })).toBeNull();
    expect(screen.getByTestId('voice-under-age')).toHaveTextContent('only for people aged 16 or older');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await flush();
    expect(onContinue).toHaveBeenCalledWith({ messageId: 'msg_0123456789abcdef0123', voiceId: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('continues without a voice id when cloning fails', async () => {
    const { onContinue } = setup();
    await record(70);
    fetchMock
      .mockReturnValueOnce(json({ message: message(70) }, 201))
      .mockReturnValueOnce(json({ consentId: 'c1', voiceId: null, cloned: false }));
    fireEvent.click(continueButton());
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Clone My Voice' }));
    await flush();
    expect(toastMock.error).toHaveBeenCalledWith('Voice Cloning Failed', {
      description: "We couldn't clone your voice, but you can still continue.",
    });
    expect(onContinue).toHaveBeenCalledWith({ messageId: 'msg_0123456789abcdef0123', voiceId: null });
  });

  it('No Thanks records the refusal and continues; a remembered answer is not asked again', async () => {
    const { onContinue } = setup();
    await record(61);
    fetchMock
      .mockReturnValueOnce(json({ message: message(61) }, 201))
      .mockReturnValueOnce(json({ consentId: 'c2', voiceId: null, cloned: false }));
    fireEvent.click(continueButton());
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'No Thanks, Continue' }));
    await flush();
    expect(JSON.parse(fetchMock.mock.calls[1]![1].body as string)).toMatchObject({
      agreed: false,
      consentText: CONSENT_TEXT,
    });
    expect(onContinue).toHaveBeenLastCalledWith({ messageId: 'msg_0123456789abcdef0123', voiceId: null });

    cleanup();
    const second = setup();
    await record(61);
    fetchMock.mockReturnValueOnce(json({ message: message(61) }, 201));
    fireEvent.click(continueButton());
    await flush();
    expect(screen.queryByRole('heading', { name: 'Voice Cloning Consent' })).toBeNull();
    expect(second.onContinue).toHaveBeenCalledWith({ messageId: 'msg_0123456789abcdef0123', voiceId: null });
  });

  it('shows Microphone Access Required and the error toast when the microphone is denied', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    const { onSkip } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    await flush();
    expect(screen.getByRole('heading', { name: 'Microphone Access Required' })).toBeInTheDocument();
    expect(toastMock.error).toHaveBeenCalledWith('Error', {
      description: 'Unable to access microphone. Please check your permissions.',
    });
    fireEvent.click(screen.getByRole('button', { name: /Skip Voice Recording/ }));
    expect(onSkip).toHaveBeenCalledTimes(1);
  });
});
