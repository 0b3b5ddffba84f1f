import { useEffect, useRef } from 'react';
import { cn } from '@web/lib/cn';

const BARS = 28;
/** A new bar every this many frames: about 1.5 s of history across the meter at 60 frames a second. */
const FRAMES_PER_BAR = 3;

/** RMS of a frame of samples as 0-1 on a -60..-12 dBFS scale (speech sits in the upper half). */
export function levelOf(samples: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  if (rms <= 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.max(0, Math.min(1, (db + 60) / 48));
}

interface LevelMeterProps {
  analyser: AnalyserNode | null;
  /** Every animation frame with the current level (0-1); no React state is touched per frame. */
  onLevel?(level: number): void;
  className?: string;
}

/**
 * A live level meter while recording: bars that scroll to the left with the microphone's level, so people see that
 * the microphone hears them. Purely visual (aria-hidden); the step announces what matters in words.
 */
export function LevelMeter({ analyser, onLevel, className }: LevelMeterProps) {
  const bars = useRef<Array<HTMLSpanElement | null>>([]);
  const onLevelRef = useRef(onLevel);
  useEffect(() => {
    onLevelRef.current = onLevel;
  }, [onLevel]);

  useEffect(() => {
    if (!analyser) {
      bars.current.forEach((b) => b && (b.style.transform = 'scaleY(0.08)'));
      return;
    }
    const data = new Float32Array(analyser.fftSize);
    const history = new Array<number>(BARS).fill(0);
    let frame = 0;
    let peak = 0;
    let raf = 0;
    const loop = () => {
      analyser.getFloatTimeDomainData(data);
      const level = levelOf(data);
      onLevelRef.current?.(level);
      peak = Math.max(peak, level);
      if (++frame % FRAMES_PER_BAR === 0) {
        history.shift();
        history.push(peak);
        peak = 0;
        for (let i = 0; i < BARS; i++) {
          const el = bars.current[i];
          if (el) el.style.transform = `scaleY(${Math.max(0.08, history[i]!).toFixed(3)})`;
        }
      }
      raf = requestAnimationFrame(loop);
    };
    raf = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(raf);
  }, [analyser]);

  return (
    <div
      className={cn('flex h-12 items-center justify-center gap-[3px]', className)}
      aria-hidden="true"
      data-testid="level-meter"
    >
      {Array.from({ length: BARS }, (_, i) => (
        <span
          key={i}
          ref={(el) => {
            bars.current[i] = el;
          }}
          className="h-full w-1.5 origin-center rounded-full bg-gradient-to-t from-violet via-coral to-gold transition-transform duration-75"
          style={{ transform: 'scaleY(0.08)', opacity: 0.35 + (0.65 * (i + 1)) / BARS }}
        />
      ))}
    </div>
  );
}
