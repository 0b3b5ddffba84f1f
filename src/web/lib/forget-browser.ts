/**
 * After 'Delete my account' (decision 067): this browser keeps nothing of the person. Local and
 * session storage (the journey with its name, answers, photo and cover, the visitor id, the attribution), the
 * Cache Storage and any service worker of this site are cleared (the server's Clear-Site-Data header does the same
 * where the browser honours it); then restartAtWelcome loads the welcome afresh, so nothing held in memory (the
 * journey's state, TanStack Query's cache) survives either.
 */
export async function forgetThisBrowser(): Promise<void> {
  try {
    window.localStorage.clear();
  } catch {
    /* storage disabled: nothing kept there */
  }
  try {
    window.sessionStorage.clear();
  } catch {
    /* as above */
  }
  try {
    if ('caches' in window) await Promise.all((await caches.keys()).map((k) => caches.delete(k)));
  } catch {
    /* not available (an insecure origin) */
  }
  try {
    const regs = (await navigator.serviceWorker?.getRegistrations?.()) ?? [];
    await Promise.all(regs.map((r) => r.unregister()));
  } catch {
    /* none */
  }
}

/** A fresh page load at the welcome: nothing held in memory (the journey's state, the query cache) survives. */
export function restartAtWelcome(): void {
  window.location.replace('/');
}
