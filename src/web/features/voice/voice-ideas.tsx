import { Lightbulb, Lock } from 'lucide-react';
import { VOICE_PROMPTS } from '@content/voice-prompts';

/** 'Need ideas?' beside the recorder, and the privacy promise. */
export function VoiceIdeas() {
  return (
    <aside
      className="[grid-area:ideas] space-y-4 animate-rise"
      style={{ animationDelay: '120ms' }}
      aria-labelledby="voice-ideas"
    >
      <div className="rounded-3xl bg-white/70 p-5 ring-1 ring-line/70 sm:p-6">
        <h2
          id="voice-ideas"
          className="flex items-center gap-2 text-sm font-bold uppercase tracking-[0.14em] text-violet"
        >
          <Lightbulb className="size-4" aria-hidden="true" /> Need ideas?
        </h2>
        <ul className="mt-3 space-y-2.5">
          {VOICE_PROMPTS.map((p, i) => (
            <li key={p} className="flex gap-3 text-[15px] leading-snug text-ink">
              <span
                className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-gold/20 text-xs font-bold text-ink"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              {p}
            </li>
          ))}
        </ul>
      </div>
      <p className="flex items-start gap-2.5 px-1 text-sm leading-relaxed text-ink-soft">
        <Lock className="mt-0.5 size-4 shrink-0 text-ink" aria-hidden="true" />
        <span>
          Your recording is private: only you can play it back. A copy of your voice is made only if you say yes, and
          you can delete the recording anytime.
        </span>
      </p>
    </aside>
  );
}
