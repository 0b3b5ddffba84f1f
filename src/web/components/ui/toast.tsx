import { lazy, Suspense } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * Toasts: one import for the whole app, `toast.success(title, { description })`, `toast.error(...)`.
 * sonner loads in its own chunk right after the first paint, keeping it out of the home page's first bundle.
 */
const load = () => import('sonner');
type Kind = 'success' | 'error' | 'info' | 'message';
const call = (kind: Kind) => (title: string, opts?: ExternalToast) => {
  void load().then((m) => (kind === 'message' ? m.toast(title, opts) : m.toast[kind](title, opts)));
};

export const toast = { success: call('success'), error: call('error'), info: call('info'), message: call('message') };

const SonnerToaster = lazy(() => load().then((m) => ({ default: m.Toaster })));

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" richColors closeButton toastOptions={{ className: 'font-sans' }} />
    </Suspense>
  );
}
