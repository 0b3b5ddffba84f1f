import type { SpokenPreviewSettings } from '@core/contracts/voice';
import { pickVoice } from '@core/voice';

/**
 * The browser's speechSynthesis for the future self (docs/product/voice.md#spoken-preview: rate 0.9, pitch 1.1, English
 * neural voices first). Text is spoken one sentence per utterance: each start moves the caption on, and Chrome's
 * cut-off of long utterances never applies.
 */

export function speechAvailable(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

/** Split text into sentences for captions and utterances. */
export function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]+["')\]]*\s*|[^.!?]+$/g) ?? [text]).map((s) => s.trim()).filter(Boolean);
}

/** The voice list, waiting briefly for it on browsers that fill it late (Chrome fires voiceschanged). */
function loadVoices(timeoutMs = 800): Promise<SpeechSynthesisVoice[]> {
  const synth = window.speechSynthesis;
  const now = synth.getVoices();
  if (now.length) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', done);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, timeoutMs);
    synth.addEventListener('voiceschanged', done);
  });
}

export interface SpeakHandlers {
  /** A sentence starts (index into the sentences given). */
  onSentence?(index: number): void;
  /** Every sentence was spoken. */
  onEnd?(): void;
  /** The browser could not speak (no voices, an engine error, or nothing started within a few seconds). */
  onError?(): void;
}

/**
 * Speak sentences with the spoken-preview settings; returns a stop function (call it on leave). Handlers fire at
 * most once each for end and error, never after stop.
 */
export function speakSentences(
  sentences: readonly string[],
  settings: SpokenPreviewSettings,
  handlers: SpeakHandlers = {},
): () => void {
  let live = true;
  let started = false;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const finish = (kind: 'end' | 'error') => {
    if (!live) return;
    live = false;
    clearTimeout(watchdog);
    if (kind === 'error') window.speechSynthesis?.cancel();
    (kind === 'end' ? handlers.onEnd : handlers.onError)?.();
  };
  if (!speechAvailable() || sentences.length === 0) {
    queueMicrotask(() => finish('error'));
    return () => {
      live = false;
    };
  }
  const synth = window.speechSynthesis;
  synth.cancel();
  void loadVoices().then((voices) => {
    if (!live) return;
    const voice = pickVoice(voices);
    sentences.forEach((text, i) => {
      const u = new SpeechSynthesisUtterance(text);
      if (voice) u.voice = voice;
      u.lang = voice?.lang || 'en-US';
      u.rate = settings.rate;
      u.pitch = settings.pitch;
      u.onstart = () => {
        if (!live) return;
        started = true;
        clearTimeout(watchdog);
        handlers.onSentence?.(i);
      };
      u.onerror = (e) => {
        if (e.error === 'interrupted' || e.error === 'canceled') return;
        finish('error');
      };
      if (i === sentences.length - 1) u.onend = () => finish('end');
      synth.speak(u);
    });
    // A browser without a working engine accepts utterances and never starts them.
    watchdog = setTimeout(() => !started && finish('error'), 2500);
  });
  return () => {
    if (!live) return;
    live = false;
    clearTimeout(watchdog);
    synth.cancel();
  };
}
