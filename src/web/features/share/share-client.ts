import type { ClientEventRequest } from '@core/contracts/tracking';

/**
 * Small browser helpers shared by the share dialog, the public share page and the owner's cover page.
 * No zod and no UI library here: the public page imports this and must stay light.
 */

/** Record a client event. Fire and forget (keepalive, so a navigation right after the click does not drop it). */
export function trackClientEvent(body: ClientEventRequest): void {
  try {
    void fetch('/api/track/event', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    /* tracking never stands in a visitor's way */
  }
}

/**
 * Put text on the clipboard: the async Clipboard API, then the legacy copy command (older iOS, http origins).
 * The fallback's textarea goes inside an open dialog when there is one, so a focus trap does not fight it.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* permission denied or no user activation: try the legacy way */
  }
  try {
    const host = document.activeElement?.closest('[role="dialog"]') ?? document.body;
    const ta = document.createElement('textarea');
    ta.value = text;
    ta.setAttribute('readonly', '');
    ta.style.cssText = 'position:fixed;top:0;left:0;opacity:0;pointer-events:none';
    host.append(ta);
    ta.select();
    const ok = document.execCommand('copy');
    ta.remove();
    return ok;
  } catch {
    return false;
  }
}

/** Make sure a message carries the link (a visitor may have edited it out of the template). */
export function withLink(text: string, url: string): string {
  const t = text.trim();
  if (!url || t.includes(url)) return t;
  return t ? `${t}\n\n${url}` : url;
}

// In UTC, so the server writes the same date into the share page's HTML (server/features/share/page-body.ts).
// Made on first use, not when the module loads: the first Intl.DateTimeFormat of a page loads the locale's and the
// time zones' data (~25 ms of CPU), which the share page's script, importing this module for trackClientEvent,
// paid on every visit and never used.
let dateFormat: Intl.DateTimeFormat | undefined;

/** 'November 21, 2026' ('' for a missing or bad value). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  dateFormat ??= new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return dateFormat.format(d);
}
