import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { chargeFraction } from '@core/wheel';

/**
 * Hold-to-charge for a button: mouse, touch and pen through pointer events (captured, so sliding off the button keeps
 * the hold), and a held Space or Enter key. `onRelease(heldMs)` gets the hold length; the caller decides if it spins.
 */
export function useHoldCharge({ disabled, onRelease }: { disabled: boolean; onRelease(heldMs: number): void }) {
  const [charging, setCharging] = useState(false);
  const [charge, setCharge] = useState(0);
  const started = useRef<number | null>(null);
  const raf = useRef(0);
  const release = useRef(onRelease);
  release.current = onRelease;

  const tick = useCallback(() => {
    if (started.current === null) return;
    setCharge(chargeFraction(performance.now() - started.current));
    raf.current = requestAnimationFrame(tick);
  }, []);

  const begin = useCallback(() => {
    if (disabled || started.current !== null) return;
    started.current = performance.now();
    setCharging(true);
    setCharge(0);
    raf.current = requestAnimationFrame(tick);
  }, [disabled, tick]);

  const end = useCallback((commit: boolean) => {
    if (started.current === null) return;
    const held = performance.now() - started.current;
    started.current = null;
    cancelAnimationFrame(raf.current);
    setCharging(false);
    setCharge(0);
    if (commit) release.current(held);
  }, []);

  useEffect(() => () => cancelAnimationFrame(raf.current), []);
  useEffect(() => {
    if (disabled) end(false);
  }, [disabled, end]);

  const isHoldKey = (e: KeyboardEvent) => e.key === ' ' || e.key === 'Enter' || e.key === 'Spacebar';

  const handlers = {
    onPointerDown(e: PointerEvent<HTMLButtonElement>) {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      e.preventDefault();
      e.currentTarget.focus({ preventScroll: true });
      try {
        e.currentTarget.setPointerCapture(e.pointerId);
      } catch {
        /* an already released pointer */
      }
      begin();
    },
    onPointerUp(e: PointerEvent<HTMLButtonElement>) {
      if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
      end(true);
    },
    onPointerCancel() {
      end(false);
    },
    onKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
      if (!isHoldKey(e)) return;
      e.preventDefault();
      if (!e.repeat) begin();
    },
    onKeyUp(e: KeyboardEvent<HTMLButtonElement>) {
      if (!isHoldKey(e)) return;
      e.preventDefault();
      end(true);
    },
    onBlur() {
      end(false);
    },
    onContextMenu(e: React.MouseEvent) {
      e.preventDefault();
    },
  };

  return { charging, charge, handlers };
}
