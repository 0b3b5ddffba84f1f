import type { SharedMagazine } from '@core/contracts/share.js';
import { escapeHtml } from '@server/http/static.js';

/**
 * The top of /share/{id} as HTML, written into <div id="root"> by the server: the header, the title, the role,
 * who shared it and when, and the cover image. It paints with the HTML and its inlined stylesheet, before any
 * JavaScript; the cover is the page's largest paint and starts loading at once.
 *
 * It is the same markup, class for class, that the React page (src/web/features/share/share-page.tsx, inside the
 * layout's header of src/web/app/layout.tsx) renders once its data is there. The web app waits for the route's code
 * and then draws the page over this in one commit, with the same data (embedded as JSON, read as the query's
 * placeholder), so nothing moves. tests/e2e/share.spec.ts compares the boxes of the two.
 * Change both together.
 */

const FALLBACK_ROLE = 'Future Professional';

/** 'November 21, 2026' in UTC, as share-client.ts formatDate writes it in the browser. */
const dateFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dateFormat.format(d);
}

// lucide icons as lucide-react renders them (aria-hidden).
const svg = (name: string, className: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-${name} ${className}" aria-hidden="true">${body}</svg>`;
const sparkles = (c: string) =>
  svg(
    'sparkles',
    c,
    '<path d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z"></path><path d="M20 2v4"></path><path d="M22 4h-4"></path><circle cx="4" cy="20" r="2"></circle>',
  );
const newspaper = (c: string) =>
  svg(
    'newspaper',
    c,
    '<path d="M15 18h-5"></path><path d="M18 14h-8"></path><path d="M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-4 0v-9a2 2 0 0 1 2-2h2"></path><rect width="8" height="4" x="10" y="6" rx="1"></rect>',
  );
const userRound = (c: string) =>
  svg('user-round', c, '<circle cx="12" cy="8" r="5"></circle><path d="M20 21a8 8 0 0 0-16 0"></path>');

/** The layout's header as a signed-out visitor sees it on this route (no back button, no strip). */
function header(brand: string): string {
  return [
    '<a href="#main" class="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:shadow-card">Skip to content</a>',
    '<header class="sticky top-0 z-30 border-b border-line/60 bg-paper/85 backdrop-blur-md"><div class="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">',
    `<a class="flex items-center gap-2 rounded-full" aria-label="${escapeHtml(brand)} home" href="/"><span class="grid size-9 place-items-center rounded-xl bg-ink text-gold shadow-card">${sparkles('size-5')}</span><span class="font-display text-xl tracking-tight">${escapeHtml(brand)}</span></a>`,
    '<div class="flex-1"></div>',
    `<a class="grid size-10 place-items-center rounded-full bg-white text-ink ring-1 ring-line hover:ring-ink/40" aria-label="Sign in" href="/auth">${userRound('size-5')}</a>`,
    '</div></header>',
  ].join('');
}

/** The 'Magazine Preview' placeholder of a share without an image. */
function magazinePreview(roleLine: string): string {
  return (
    '<div class="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-ink via-[#2a1f5c] to-violet-dark p-8 text-center text-white" data-testid="magazine-preview">' +
    `<span class="grid size-14 place-items-center rounded-2xl bg-white/10 ring-1 ring-white/20">${newspaper('size-7 text-gold')}</span>` +
    '<p class="font-display text-3xl">Magazine Preview</p>' +
    `<p class="max-w-[16rem] text-sm text-white/85">${escapeHtml(roleLine)}</p></div>`
  );
}

/** The HTML that goes inside <div id="root"> for an active share. */
export function sharePageTop(share: SharedMagazine, brand: string): string {
  const role = share.user_role.trim() || FALLBACK_ROLE;
  const roleLine = role === FALLBACK_ROLE ? role : `The Future ${role}`;
  const name = share.user_name.trim() || 'Anonymous';
  const date = formatDate(share.created_at);
  const image = share.magazine_image_url
    ? `<img src="${escapeHtml(share.magazine_image_url)}" width="1080" height="1350" fetchpriority="high" alt="${escapeHtml(`Magazine cover: ${name} as The Future ${role}`)}" class="relative size-full object-cover" data-testid="shared-cover">`
    : magazinePreview(roleLine);
  return [
    '<div class="flex min-h-dvh flex-col bg-grain">',
    header(brand),
    '<main id="main" class="flex-1"><div class="mx-auto w-full max-w-6xl overflow-x-clip px-4 pb-16 pt-6 sm:px-6 sm:pt-10">',
    `<div class="grid gap-x-14 gap-y-6 [grid-template-areas:'head'_'cover'_'meta'_'side'] lg:grid-cols-[minmax(0,420px)_1fr] lg:grid-rows-[auto_auto_1fr] lg:gap-y-0 lg:[grid-template-areas:'cover_head'_'cover_meta'_'cover_side']">`,
    '<header class="min-w-0 text-center [grid-area:head] lg:pt-4 lg:text-left">',
    `<p class="inline-flex items-center gap-2 rounded-full bg-violet/10 px-3 py-1 text-sm font-semibold text-violet-dark">${newspaper('size-4')} A cover from the future</p>`,
    '<h1 class="mt-3 whitespace-nowrap font-display text-[clamp(1.7rem,8.4vw,2.1rem)] leading-[1.1] tracking-tight sm:whitespace-normal sm:text-5xl sm:text-balance">Hey, look at Future Me...</h1>',
    '</header>',
    '<div class="[grid-area:cover] lg:sticky lg:top-24 lg:self-start"><figure class="relative mx-auto w-full max-w-[400px] lg:max-w-[420px]">',
    '<div class="absolute -inset-3 -z-10 rotate-2 rounded-[1.75rem] bg-gradient-to-br from-violet/25 via-coral/20 to-gold/25 blur-sm" aria-hidden="true"></div>',
    `<div class="relative aspect-[4/5] overflow-hidden rounded-2xl bg-ink/10 shadow-[0_30px_60px_-25px_rgb(22_18_46/0.65)] ring-1 ring-black/10">${image}</div>`,
    '</figure></div>',
    '<div class="min-w-0 text-center [grid-area:meta] lg:mt-3 lg:text-left">',
    `<p class="text-2xl font-semibold leading-snug text-balance text-ink sm:text-3xl" data-testid="shared-role">${escapeHtml(roleLine)}</p>`,
    `<p class="mt-2 text-ink-soft">Shared by <span class="font-semibold text-ink">${escapeHtml(name)}</span>${date ? ` · <time datetime="${escapeHtml(share.created_at)}">${escapeHtml(date)}</time>` : ''}</p>`,
    '</div>',
    '</div></div></main></div>',
  ].join('');
}

/** The share's data for the web app (read as the query's placeholder, so its first render is this page). */
export function sharePageData(shareId: string, share: SharedMagazine): string {
  const json = JSON.stringify({ shareId, ...share }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="fs-share-data">${json}</script>`;
}
