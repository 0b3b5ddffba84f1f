import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A form's messages by field, and the focus on the first field to fix. `flag` sets the messages (replacing the
 * old ones) and asks for the focus on the first flagged field in `order`; the focus moves once the messages are on
 * the page (so the field's aria-describedby already names its message when a screen reader reads it), and not
 * while `hold` (a form disabled while it is sent). The field is scrolled to the middle of the screen: at 390 px it
 * can be far above the button that was tapped. Editing a field clears its message (`clear`).
 */
export function useFieldErrors<F extends string>(order: readonly F[], { hold = false }: { hold?: boolean } = {}) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const elements = useRef<Partial<Record<F, HTMLElement | null>>>({});
  const [focusRequest, setFocusRequest] = useState<{ field: F; n: number } | null>(null);

  useEffect(() => {
    if (!focusRequest || hold) return;
    const el = elements.current[focusRequest.field];
    if (!el) return;
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'center' });
  }, [focusRequest, hold]);

  /** Sets the messages; returns the first flagged field (it gets the focus), or null. */
  const flag = useCallback(
    (next: Partial<Record<F, string>>): F | null => {
      setErrors(next);
      const first = order.find((f) => next[f]) ?? null;
      if (first) setFocusRequest((r) => ({ field: first, n: (r?.n ?? 0) + 1 }));
      return first;
    },
    [order],
  );

  const clear = useCallback(
    (k: F) =>
      setErrors((errs) => {
        if (!errs[k]) return errs;
        const next = { ...errs };
        delete next[k];
        return next;
      }),
    [],
  );

  /** The field's element, once on the page. */
  const element = useCallback((k: F): HTMLElement | null => elements.current[k] ?? null, []);

  return {
    /** The field's message, or null. */
    error: (k: F): string | null => errors[k] ?? null,
    flag,
    clear,
    /** The ref to give the field's element. */
    fieldRef: (k: F) => (el: HTMLElement | null) => {
      elements.current[k] = el;
    },
    element,
  };
}
