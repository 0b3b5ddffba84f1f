import { useCallback, useEffect, useRef, useState } from 'react';
import { TALK_MESSAGE_MAX, type ChatMessage } from '@core/contracts/talk';
import { TALK_VOICE_MESSAGES, VOICE_MODE_SILENCE_MS, type TalkVoiceCapabilities } from '@core/contracts/talk-voice';
import { SPOKEN_PREVIEW_PITCH, SPOKEN_PREVIEW_RATE } from '@core/voice';
import { ApiError } from '@web/lib/api';
import { sentencesOf, speakSentences, speechAvailable, useVoiceRecorder } from '@web/features/voice';
import { replySpeechUrl, transcribeSpoken } from './talk-voice-api';

/**
 * Talk by voice in the browser (docs/decisions/081-talk-by-voice.md): the microphone to words (the server's
 * provider, or the browser's own recognition where the server has none), and replies read aloud (the cloned voice
 * streamed into an <audio> element, or speechSynthesis at rate 0.9 and pitch 1.1).
 */

/** The browser's own speech recognition (Chrome, Safari, Edge), only used when the server has no provider. */
type Recognition = {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  onerror: ((e: { error?: string }) => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};
function browserRecognition(): (new () => Recognition) | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as Record<string, unknown>;
  return ((w.SpeechRecognition ?? w.webkitSpeechRecognition) as (new () => Recognition) | undefined) ?? null;
}

function recorderAvailable(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder === 'function' &&
    typeof navigator !== 'undefined' &&
    !!navigator.mediaDevices?.getUserMedia
  );
}

export type MicState = 'idle' | 'listening' | 'transcribing';

/** A level (0-1, levelOf's -60..-12 dBFS scale) above this is someone speaking; below, a pause. */
const SPEAKING_LEVEL = 0.3;
/** Hands-free: nobody spoke for this long after the microphone opened: it closes again. */
const NOBODY_SPOKE_MS = 8000;

/**
 * The microphone for one Talk message. `onWords(text, final)`: interim words (browser recognition) and the final
 * ones; `handsFree` (voice mode) closes the microphone by itself after a pause.
 */
export function useSpokenMessage(
  listen: TalkVoiceCapabilities['listen'] | undefined,
  onWords: (text: string, info: { final: boolean; handsFree: boolean }) => void,
) {
  const recorder = useVoiceRecorder();
  const [state, setState] = useState<MicState>('idle');
  const [notice, setNotice] = useState<string | null>(null);
  /** A recording the provider could not write down, kept for "Try again" (nothing is lost). */
  const [kept, setKept] = useState<Blob | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const handsFree = useRef(false);
  const level = useRef({ heard: false, lastLoud: 0, openedAt: 0 });
  const wordsRef = useRef(onWords);
  wordsRef.current = onWords;
  const Recognition = listen === 'browser' ? browserRecognition() : null;
  const available = listen === 'server' ? recorderAvailable() : !!Recognition;

  const send = useCallback(async (blob: Blob, hitMax = false) => {
    setState('transcribing');
    setNotice(TALK_VOICE_MESSAGES.transcribing);
    try {
      const res = await transcribeSpoken(blob);
      if (res.text) {
        setKept(null);
        setNotice(hitMax ? TALK_VOICE_MESSAGES.maxReached : handsFree.current ? null : TALK_VOICE_MESSAGES.heard);
        wordsRef.current(res.text, { final: true, handsFree: handsFree.current });
      } else {
        setKept(res.outcome === 'failed' ? blob : null);
        setNotice(res.notice ?? TALK_VOICE_MESSAGES.silence);
      }
    } catch (err) {
      const sizeOrType = err instanceof ApiError && err.status >= 400 && err.status < 500;
      setKept(sizeOrType ? null : blob);
      setNotice(sizeOrType ? (err as ApiError).message : TALK_VOICE_MESSAGES.failed);
    } finally {
      setState('idle');
    }
  }, []);

  // The recorder stopped (by the person, a pause in voice mode, or the 90 s limit): write it down.
  const { recording, status, discard } = recorder;
  useEffect(() => {
    if (status === 'recorded' && recording) {
      const { blob, hitMax } = recording;
      discard();
      void send(blob, hitMax);
    } else if (status === 'blocked') {
      setNotice(TALK_VOICE_MESSAGES.micBlocked);
      setState('idle');
      discard();
    } else if (status === 'unsupported') {
      setNotice(TALK_VOICE_MESSAGES.typeInstead);
      setState('idle');
      discard();
    }
  }, [status, recording, discard, send]);

  const start = useCallback(
    async (opts: { handsFree?: boolean } = {}) => {
      handsFree.current = !!opts.handsFree;
      setKept(null);
      if (!available) {
        setNotice(TALK_VOICE_MESSAGES.typeInstead);
        return;
      }
      setNotice(TALK_VOICE_MESSAGES.listening);
      level.current = { heard: false, lastLoud: Date.now(), openedAt: Date.now() };
      if (listen === 'server') {
        setState('listening');
        await recorder.start();
        return;
      }
      if (!Recognition) return;
      const r = new Recognition();
      recognition.current = r;
      r.lang = document.documentElement.lang || 'en';
      r.interimResults = true;
      r.continuous = false;
      let words = '';
      let failed = false;
      r.onresult = (e) => {
        words = Array.from(e.results, (res) => res[0]?.transcript ?? '')
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, TALK_MESSAGE_MAX);
        if (words) wordsRef.current(words, { final: false, handsFree: handsFree.current });
      };
      r.onerror = (e) => {
        failed = true;
        setNotice(
          e.error === 'no-speech'
            ? TALK_VOICE_MESSAGES.silence
            : e.error === 'not-allowed' || e.error === 'service-not-allowed'
              ? TALK_VOICE_MESSAGES.micBlocked
              : TALK_VOICE_MESSAGES.browserFailed,
        );
      };
      r.onend = () => {
        recognition.current = null;
        setState('idle');
        if (failed) return;
        if (words) {
          setNotice(handsFree.current ? null : TALK_VOICE_MESSAGES.heard);
          wordsRef.current(words, { final: true, handsFree: handsFree.current });
        } else setNotice(TALK_VOICE_MESSAGES.silence);
      };
      setState('listening');
      try {
        r.start();
      } catch {
        setState('idle');
        setNotice(TALK_VOICE_MESSAGES.browserFailed);
      }
    },
    [available, listen, Recognition, recorder],
  );

  /** Stop listening and write down what was said. */
  const stop = useCallback(() => {
    if (recognition.current) recognition.current.stop();
    else recorder.stop();
  }, [recorder]);

  /** Close the microphone and forget what it heard (leaving voice mode, leaving the page). */
  const cancel = useCallback(() => {
    handsFree.current = false;
    recognition.current?.abort();
    recognition.current = null;
    discard();
    setState('idle');
    setNotice(null);
  }, [discard]);

  /** The level meter's reading each frame: in voice mode a pause after speech ends the turn. */
  const onLevel = useCallback(
    (value: number) => {
      if (!handsFree.current) return;
      const now = Date.now();
      const l = level.current;
      if (value >= SPEAKING_LEVEL) {
        l.heard = true;
        l.lastLoud = now;
      } else if (l.heard && now - l.lastLoud > VOICE_MODE_SILENCE_MS) {
        l.heard = false;
        recorder.stop();
      } else if (!l.heard && now - l.openedAt > NOBODY_SPOKE_MS) {
        l.openedAt = Infinity;
        discard();
        setState('idle');
        setNotice(TALK_VOICE_MESSAGES.silence);
      }
    },
    [recorder, discard],
  );

  const retry = useCallback(() => {
    if (kept) void send(kept);
  }, [kept, send]);

  useEffect(() => () => recognition.current?.abort(), []);

  return {
    available,
    state,
    notice,
    setNotice,
    canRetry: !!kept && state === 'idle',
    retry,
    start,
    stop,
    cancel,
    onLevel,
    analyser: recorder.analyser,
    elapsed: recorder.elapsed,
  };
}

/** The help lines of a crisis reply, said after it: a voice never reads the reply without them. */
function spokenHelp(help: NonNullable<NonNullable<ChatMessage['metadata']>['help']>): string {
  const lines = help.lines.map((l) => `${l.name}: ${l.contact}.`).join(' ');
  return `${lines} In an emergency, call ${help.emergency}.`;
}

/**
 * Replies read aloud: the cloned voice (streamed from the server into the <audio> element) while the person's
 * consent stands, else the browser's speechSynthesis. A crisis reply is read by the browser's voice with its help
 * lines (coaching, and the older self's voice, pause for it: decision 062, 081). `speak` calls `onEnd` once.
 */
export function useReplyVoice(caps: TalkVoiceCapabilities | undefined, onFallback: () => void) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [speakingId, setSpeakingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const stopRef = useRef<(() => void) | null>(null);
  const fallbackRef = useRef(onFallback);
  fallbackRef.current = onFallback;

  const stop = useCallback(() => {
    const s = stopRef.current;
    stopRef.current = null;
    s?.();
    setSpeakingId(null);
  }, []);

  const speak = useCallback(
    (m: ChatMessage, onEnd?: () => void) => {
      stop();
      const crisis = m.metadata?.safety === 'crisis';
      const text = crisis && m.metadata?.help ? `${m.content} ${spokenHelp(m.metadata.help)}` : m.content;
      let live = true;
      const done = () => {
        if (!live) return;
        live = false;
        stopRef.current = null;
        setSpeakingId(null);
        onEnd?.();
      };
      setSpeakingId(m.id);
      setNotice(null);
      const settings = caps?.settings ?? { rate: SPOKEN_PREVIEW_RATE, pitch: SPOKEN_PREVIEW_PITCH };
      const browser = () => {
        if (!live) return;
        if (!speechAvailable()) {
          setNotice(TALK_VOICE_MESSAGES.noSpeech);
          done();
          return;
        }
        const cancel = speakSentences(sentencesOf(text), settings, {
          onEnd: done,
          onError: () => {
            setNotice(TALK_VOICE_MESSAGES.noSpeech);
            done();
          },
        });
        stopRef.current = () => {
          live = false;
          cancel();
        };
      };
      const audio = audioRef.current;
      if (caps?.speak !== 'cloned' || crisis || !audio) return browser();
      const quiet = () => {
        audio.onended = audio.onerror = null;
        audio.pause();
        audio.removeAttribute('src');
        audio.load();
      };
      const fallBack = () => {
        if (!live) return;
        quiet();
        setNotice(TALK_VOICE_MESSAGES.speechFallback);
        fallbackRef.current();
        browser();
      };
      audio.onended = () => {
        quiet();
        done();
      };
      audio.onerror = fallBack;
      audio.src = replySpeechUrl(m.id);
      stopRef.current = () => {
        live = false;
        quiet();
      };
      void audio.play().catch((err: unknown) => {
        if ((err as Error).name !== 'AbortError') fallBack();
      });
    },
    [caps, stop],
  );

  /** Called in a tap (turning voice mode on): lets a phone's browser play and speak later without another tap. */
  const unlock = useCallback(() => {
    const audio = audioRef.current;
    // A phone's browser lets an element play later once it was played in a tap: load it with nothing, then stop.
    if (audio && !audio.getAttribute('src')) audio.load();
    if (speechAvailable()) window.speechSynthesis.resume();
  }, []);

  useEffect(() => () => stopRef.current?.(), []);

  return { audioRef, speakingId, speak, stop, unlock, notice };
}
