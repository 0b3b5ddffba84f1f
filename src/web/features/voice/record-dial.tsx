import { Mic, Pause, Play, Square } from 'lucide-react';
import { forwardRef, type Ref } from 'react';
import { VOICE_MAX_SECONDS, VOICE_RECOMMENDED_SECONDS } from '@core/contracts/voice';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';

export type DialMode = 'record' | 'starting' | 'stop' | 'play' | 'pause';

const R = 88;
const C = 2 * Math.PI * R;
/** The 60-90 s stretch of the ring: the recommended zone, tinted. */
const ZONE_START = VOICE_RECOMMENDED_SECONDS / VOICE_MAX_SECONDS;

interface RecordDialProps {
  mode: DialMode;
  /** Seconds on the ring (0-90). */
  seconds: number;
  label: string;
  onPress(): void;
  disabled?: boolean;
  /** The button itself (the step moves focus here after Record Again). */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * The big round button (record, stop, play, pause) inside a ring that fills towards 90 s; its 60-90 s stretch is
 * tinted as the recommended zone.
 * Idle (ready to record, or the microphone starting) the ring is a plain still track: no tinted stretch, no arc,
 * no transition, so it does not read as something loading.
 * The element behind it (ref) is the level halo: the step scales it with the microphone's level.
 */
export const RecordDial = forwardRef<HTMLSpanElement, RecordDialProps>(function RecordDial(
  { mode, seconds, label, onPress, disabled, buttonRef },
  haloRef,
) {
  const frac = Math.max(0, Math.min(1, seconds / VOICE_MAX_SECONDS));
  const long = seconds >= VOICE_RECOMMENDED_SECONDS;
  const live = mode === 'stop';
  const idle = mode === 'record' || mode === 'starting';
  const Icon = { record: Mic, starting: Mic, stop: Square, play: Play, pause: Pause }[mode];
  return (
    <div className="relative mx-auto grid size-[172px] place-items-center sm:size-[192px]">
      <svg
        viewBox="0 0 200 200"
        className="absolute inset-0 size-full -rotate-90"
        aria-hidden="true"
        data-testid="record-ring"
        data-idle={idle || undefined}
      >
        <circle cx="100" cy="100" r={R} fill="none" stroke="currentColor" strokeWidth="7" className="text-ink/8" />
        {idle ? null : (
          <>
            <circle
              cx="100"
              cy="100"
              r={R}
              fill="none"
              stroke="currentColor"
              strokeWidth="7"
              strokeDasharray={`${C * (1 - ZONE_START)} ${C}`}
              strokeDashoffset={-C * ZONE_START}
              className="text-mint/30"
            />
            <circle
              cx="100"
              cy="100"
              r={R}
              fill="none"
              stroke="currentColor"
              strokeWidth="7"
              strokeLinecap="round"
              strokeDasharray={C}
              strokeDashoffset={C * (1 - frac)}
              className={cn(
                'transition-[stroke-dashoffset,color] duration-200 ease-linear',
                long ? 'text-mint' : 'text-violet',
                frac === 0 && 'opacity-0',
              )}
            />
          </>
        )}
      </svg>
      <span
        ref={haloRef}
        className={cn(
          'absolute size-[120px] rounded-full bg-coral/25 sm:size-[136px] transition-transform duration-100',
          !live && 'scale-100 opacity-0',
        )}
        style={{ transform: 'scale(1)' }}
        aria-hidden="true"
      />
      {live ? (
        <span
          className="absolute size-[120px] animate-ping sm:size-[136px] rounded-full bg-coral/15 [animation-duration:2s]"
          aria-hidden="true"
        />
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        onClick={onPress}
        disabled={disabled}
        aria-disabled={mode === 'starting' || undefined}
        aria-label={label}
        data-testid="record-dial"
        className={cn(
          'relative grid size-[120px] place-items-center rounded-full sm:size-[136px] text-white shadow-pop transition-[background,transform] duration-150 active:scale-95 disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-wait',
          'focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-violet',
          mode === 'play' || mode === 'pause' ? 'bg-ink hover:bg-violet' : 'bg-coral hover:bg-coral-dark',
        )}
      >
        {mode === 'starting' ? (
          <Spinner className="size-10" />
        ) : (
          <Icon
            className={cn(
              mode === 'stop' ? 'size-9 fill-current sm:size-11' : 'size-10 sm:size-12',
              mode === 'play' && 'translate-x-1 fill-current',
              mode === 'pause' && 'fill-current',
            )}
            aria-hidden="true"
            strokeWidth={mode === 'record' ? 2 : 1.5}
          />
        )}
      </button>
    </div>
  );
});
