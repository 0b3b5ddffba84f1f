import { UTM_FIELDS, type Attribution } from '@core/attribution';
import { hasAccountHint } from '@web/lib/account-hint';
import { api } from '@web/lib/api';
import { currentAttribution, visitorSessionId } from '@web/lib/visitor';
import { trackClientEvent } from './share-client';

/**
 * The public share page's only script (share.html; the page itself is written whole by the server,
 * src/server/features/share/page-body.ts, decision 057). It records the page view and the share's view with the
 * visitor's session and UTM, records the conversion when 'Create Your Own Cover' is followed, gives a signed-in
 * browser 'Profile' in the place of 'Sign in', shows the 'Magazine Preview' placeholder when the cover does not load,
 * and gives the gallery its images once the cover is in and the gallery comes near the screen. No React: the page is
 * complete before this runs, and nothing here moves it.
 */

interface PageData {
  shareId: string;
  role: string;
  imageClass: string;
}

function pageData(): PageData | null {
  try {
    const data = JSON.parse(document.getElementById('fs-share-data')?.textContent ?? 'null') as PageData | null;
    return data && typeof data.shareId === 'string' ? data : null;
  } catch {
    return null;
  }
}

/**
 * One small piece of work per task, after the page has loaded: each of them (the first touch of local storage, a
 * request) takes a few milliseconds, and on a slow phone several in one task add up to a long one (Lighthouse's
 * Total Blocking Time), right when the visitor first looks at the cover.
 */
function afterLoad(steps: (() => void)[]): void {
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    try {
      step();
    } catch {
      /* tracking never stands in a visitor's way */
    }
    setTimeout(next, 0);
  };
  if (document.readyState === 'complete') setTimeout(next, 0);
  else window.addEventListener('load', () => setTimeout(next, 0), { once: true });
}

const data = pageData();
if (data) {
  let raw: Attribution = {};
  let sessionId = '';
  const ignore = () => undefined;

  // A browser signed in to an account gets its profile where the page, the same for everyone, says 'Sign in'
  // (/auth would send it there anyway). Then the page view (as the app records one on every page), then the share's
  // view with the session and UTM.
  afterLoad([
    () => {
      const link = document.querySelector<HTMLAnchorElement>('a[data-account-link]');
      if (link && hasAccountHint()) {
        link.href = '/profile';
        link.setAttribute('aria-label', 'Profile');
      }
    },
    () => {
      raw = currentAttribution(window.location.search);
      sessionId = visitorSessionId();
    },
    () =>
      void api('/api/track/page-view', {
        method: 'POST',
        json: { sessionId, path: window.location.pathname, referrer: document.referrer || undefined, attribution: raw },
      }).catch(ignore),
    () => {
      const q = new URLSearchParams({ sessionId });
      for (const k of UTM_FIELDS) if (raw[k]) q.set(k, raw[k]);
      void api(`/api/shares/${encodeURIComponent(data.shareId)}?${q}`).catch(ignore);
    },
  ]);

  // 'Create Your Own Cover' (both of them): the conversion, sent with keepalive so the navigation does not drop it.
  document.querySelectorAll<HTMLAnchorElement>('a[data-conversion]').forEach((a) =>
    a.addEventListener('click', () => {
      sessionId ||= visitorSessionId();
      trackClientEvent({
        sessionId,
        eventType: 'shared_magazine_conversion',
        eventData: { share_id: data.shareId, source_user_role: data.role },
        attribution: { ...currentAttribution(window.location.search) },
      });
    }),
  );
  // The cover: the placeholder in its place when it fails; the gallery's images wait until it is settled.
  const cover = document.querySelector<HTMLImageElement>('img[data-testid="shared-cover"]');
  const fallback = document.getElementById('cover-fallback') as HTMLTemplateElement | null;
  const coverSettled = new Promise<void>((resolve) => {
    if (!cover) return resolve();
    const failed = () => {
      if (fallback) cover.replaceWith(fallback.content.cloneNode(true));
      resolve();
    };
    if (cover.complete) return cover.naturalWidth ? resolve() : failed();
    cover.addEventListener('load', () => resolve(), { once: true });
    cover.addEventListener('error', failed, { once: true });
  });

  const slots = Array.from(document.querySelectorAll<HTMLElement>('[data-gallery] [data-image]'));
  const fill = (slot: HTMLElement) => {
    if (slot.firstChild) return;
    const img = document.createElement('img');
    img.src = slot.dataset.image ?? '';
    img.width = 1080;
    img.height = 1350;
    img.alt = '';
    img.decoding = 'async';
    img.className = data.imageClass;
    slot.append(img);
  };
  void coverSettled.then(() => {
    if (!slots.length) return;
    if (typeof IntersectionObserver === 'undefined') return slots.forEach(fill);
    // Near the screen only (300 px ahead), stricter than the browser's own lazy loading.
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        slots.forEach(fill);
      },
      { rootMargin: '300px 0px' },
    );
    io.observe(slots[0]!.closest('[data-gallery]')!);
  });
}
