import { useCallback, useEffect, useRef, useState } from 'react';
import { VOICE_MAX_SECONDS } from '@core/contracts/voice';

/**
 * The microphone, a MediaRecorder and an AnalyserNode for the level meter (docs/product/voice.md#recording: idle →
 * recording, stopping by itself at 90 s → recorded). The microphone is released as soon as recording stops, and on
 * unmount.
 */

export type RecorderStatus = 'idle' | 'requesting' | 'recording' | 'recorded' | 'blocked' | 'unsupported';

/** Why the microphone could not be used (shown on the 'Microphone Access Required' screen). */
export type MicProblem = 'denied' | 'no-microphone' | 'in-use' | 'unsupported';

export interface Recording {
  blob: Blob;
  /** An object URL for playback (revoked when the recording is replaced or the step closes). */
  url: string;
  /** By the browser's timer, at most 90. */
  seconds: number;
  /** Stopped by the 90 s limit. */
  hitMax: boolean;
}

/** Preferred first: Opus in WebM (decoded and measured on the server), then what Safari and Firefox record. */
const MIME_CANDIDATES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/ogg;codecs=opus',
  'audio/mp4;codecs=mp4a.40.2',
  'audio/mp4',
  'audio/aac',
];

export function pickRecorderMimeType(): string {
  const MR = typeof window !== 'undefined' ? window.MediaRecorder : undefined;
  if (!MR || typeof MR.isTypeSupported !== 'function') return '';
  return MIME_CANDIDATES.find((t) => MR.isTypeSupported(t)) ?? '';
}

function problemOf(err: unknown): MicProblem {
  const name = (err as { name?: string } | null)?.name ?? '';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError')
    return 'no-microphone';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'in-use';
  return 'denied';
}

type AudioContextCtor = typeof AudioContext;
const audioContextCtor = (): AudioContextCtor | undefined =>
  window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext;

export interface VoiceRecorder {
  status: RecorderStatus;
  problem: MicProblem | null;
  /** Seconds recorded so far (updated a few times a second while recording). */
  elapsed: number;
  recording: Recording | null;
  /** The live analyser while recording (for the level meter), else null. */
  analyser: AnalyserNode | null;
  start(): Promise<void>;
  stop(): void;
  /** Forget the recording (and any microphone in use). */
  discard(): void;
}

export function useVoiceRecorder(maxSeconds = VOICE_MAX_SECONDS): VoiceRecorder {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [problem, setProblem] = useState<MicProblem | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [analyser, setAnalyser] = useState<AnalyserNode | null>(null);

  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const ctxRef = useRef<AudioContext | null>(null);
  const tickRef = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const limitRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const startedAtRef = useRef(0);
  const urlRef = useRef<string | null>(null);
  const chunksRef = useRef<Blob[]>([]);
  /** Bumped on every start, discard and unmount: late callbacks of an older attempt are ignored. */
  const attemptRef = useRef(0);

  const releaseMic = useCallback(() => {
    clearInterval(tickRef.current);
    clearTimeout(limitRef.current);
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    const ctx = ctxRef.current;
    ctxRef.current = null;
    if (ctx && ctx.state !== 'closed') void ctx.close().catch(() => undefined);
    setAnalyser(null);
  }, []);

  const revokeUrl = useCallback(() => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  }, []);

  const stop = useCallback(
    (hitMax = false) => {
      const rec = recorderRef.current;
      if (!rec || rec.state === 'inactive') return;
      const seconds = Math.min(maxSeconds, (Date.now() - startedAtRef.current) / 1000);
      const attempt = attemptRef.current;
      const chunks = chunksRef.current;
      rec.onstop = () => {
        if (attempt !== attemptRef.current) return;
        recorderRef.current = null;
        const blob = new Blob(chunks, { type: rec.mimeType || chunks[0]?.type || 'audio/webm' });
        revokeUrl();
        const url = URL.createObjectURL(blob);
        urlRef.current = url;
        setElapsed(seconds);
        setRecording({ blob, url, seconds, hitMax });
        setStatus('recorded');
      };
      setElapsed(seconds);
      try {
        rec.stop();
      } finally {
        releaseMic();
      }
    },
    [maxSeconds, releaseMic, revokeUrl],
  );

  const start = useCallback(async () => {
    const attempt = ++attemptRef.current;
    const rec = recorderRef.current;
    if (rec) {
      rec.onstop = null;
      if (rec.state !== 'inactive') rec.stop();
      recorderRef.current = null;
    }
    releaseMic();
    revokeUrl();
    setRecording(null);
    setElapsed(0);
    setProblem(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof window.MediaRecorder !== 'function') {
      setProblem('unsupported');
      setStatus('unsupported');
      return;
    }
    setStatus('requesting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true, channelCount: 1 },
      });
    } catch (err) {
      if (attempt !== attemptRef.current) return;
      setProblem(problemOf(err));
      setStatus('blocked');
      return;
    }
    if (attempt !== attemptRef.current) {
      stream.getTracks().forEach((t) => t.stop());
      return;
    }
    streamRef.current = stream;

    // The level meter: a failure here never stops the recording itself.
    const Ctx = audioContextCtor();
    if (Ctx) {
      try {
        const ctx = new Ctx();
        ctxRef.current = ctx;
        const node = ctx.createAnalyser();
        node.fftSize = 1024;
        node.smoothingTimeConstant = 0.6;
        ctx.createMediaStreamSource(stream).connect(node);
        if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
        setAnalyser(node);
      } catch (err) {
        console.warn('Level meter unavailable:', (err as Error).message);
      }
    }

    let recorder: MediaRecorder;
    try {
      const mimeType = pickRecorderMimeType();
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch {
      releaseMic();
      setProblem('unsupported');
      setStatus('unsupported');
      return;
    }
    const chunks: Blob[] = [];
    chunksRef.current = chunks;
    recorder.ondataavailable = (e) => {
      if (e.data && e.data.size > 0) chunks.push(e.data);
    };
    recorder.onerror = () => {
      if (attempt !== attemptRef.current) return;
      stop();
    };
    recorderRef.current = recorder;
    startedAtRef.current = Date.now();
    recorder.start(1000);
    setStatus('recording');
    tickRef.current = setInterval(() => {
      setElapsed(Math.min(maxSeconds, (Date.now() - startedAtRef.current) / 1000));
    }, 200);
    limitRef.current = setTimeout(() => stop(true), maxSeconds * 1000);
  }, [maxSeconds, releaseMic, revokeUrl, stop]);

  const discard = useCallback(() => {
    attemptRef.current++;
    const rec = recorderRef.current;
    recorderRef.current = null;
    if (rec) {
      rec.onstop = null;
      if (rec.state !== 'inactive') rec.stop();
    }
    releaseMic();
    revokeUrl();
    setRecording(null);
    setElapsed(0);
    setProblem(null);
    setStatus('idle');
  }, [releaseMic, revokeUrl]);

  // Leaving the step: stop the recorder, every track and the AudioContext, and free the playback URL.
  useEffect(
    () => () => {
      attemptRef.current++;
      const rec = recorderRef.current;
      recorderRef.current = null;
      if (rec) {
        rec.onstop = null;
        rec.ondataavailable = null;
        if (rec.state !== 'inactive') rec.stop();
      }
      releaseMic();
      revokeUrl();
    },
    [releaseMic, revokeUrl],
  );

  return { status, problem, elapsed, recording, analyser, start, stop: () => stop(false), discard };
}
