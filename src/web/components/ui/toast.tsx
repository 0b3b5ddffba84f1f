import { lazy, Suspense, useEffect, useState } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * Toasts: one import for the whole app, `toast.success(title, { description })`, `toast.error(...)`.
 * sonner (its code and the stylesheet it adds to the page) loads with the first toast, not with the page: adding a
 * stylesheet makes the browser restyle and lay out the whole page again, which on a phone is a long task right
 * after the first paint (decision 018).
 */
const load = () => import('sonner');
type Kind = 'success' | 'error' | 'info' | 'message';

let wanted = false;
let showToaster: (() => void) | null = null;
let toasterMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (toasterMounted = resolve));

const call = (kind: Kind) => (title: string, opts?: ExternalToast) => {
  wanted = true;
  showToaster?.();
  // After the Toaster has subscribed: a toast sent before it is there would not be shown.
  void Promise.all([load(), mounted]).then(([m]) =>
    kind === 'message' ? m.toast(title, opts) : m.toast[kind](title, opts),
  );
};

export const toast = { success: call('success'), error: call('error'), info: call('info'), message: call('message') };

const SonnerToaster = lazy(() => load().then((m) => ({ default: m.Toaster })));

/** Resolves `mounted` once sonner's Toaster (an earlier sibling in the same Suspense boundary) is in the page. */
function Mounted() {
  useEffect(() => toasterMounted(), []);
  return null;
}

export function Toaster() {
  const [on, setOn] = useState(wanted);
  useEffect(() => {
    if (on) return;
    showToaster = () => setOn(true);
    if (wanted) setOn(true);
    return () => {
      showToaster = null;
    };
  }, [on]);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" richColors closeButton toastOptions={{ className: 'font-sans' }} />
      <Mounted />
    </Suspense>
  );
}
