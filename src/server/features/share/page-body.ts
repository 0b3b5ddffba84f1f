import type { GalleryItem, SharedMagazine } from '@core/contracts/share.js';
import { attributionQuery } from '@core/attribution.js';
import { PUBLIC_NAME_FALLBACK } from '@core/public-name.js';
import { GALLERY_LIMIT } from '@core/share.js';
import { SHARE_PAGE_METHOD, TAGLINE, type MethodIcon } from '@content/site.js';
import { escapeHtml } from '@server/http/static.js';

/**
 * The whole of /share/{id} as HTML, written by the server into share.html's <div id="root">: the header, the title,
 * the cover, the role, who shared it and when, the two ways on ('Create Your Own Cover', 'Start Your Journey'), the
 * method, the gallery and the footer. It is complete without JavaScript and needs no React: the page's small script
 * (src/web/features/share/public-page.ts) only records the view and the conversion, swaps in the placeholder when the cover
 * does not load and fills the gallery's images once the cover is in (decision 057).
 *
 * It is the same markup, class for class, that the web app's React page (src/web/features/share/share-page.tsx,
 * inside the layout of src/web/app/layout.tsx) renders when the app navigates to a share itself. Change both
 * together: tests/e2e/share.spec.ts compares the boxes of the two. Its stylesheet (src/web/features/share/public-page.css) is
 * made from the classes in this file only.
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
const ICONS: Record<MethodIcon | 'newspaper' | 'user-round' | 'arrow-right', string> = {
  sparkles:
    '<path d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z"></path><path d="M20 2v4"></path><path d="M22 4h-4"></path><circle cx="4" cy="20" r="2"></circle>',
  newspaper:
    '<path d="M15 18h-5"></path><path d="M18 14h-8"></path><path d="M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-4 0v-9a2 2 0 0 1 2-2h2"></path><rect width="8" height="4" x="10" y="6" rx="1"></rect>',
  'user-round': '<circle cx="12" cy="8" r="5"></circle><path d="M20 21a8 8 0 0 0-16 0"></path>',
  'arrow-right': '<path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path>',
  'trending-up': '<path d="M16 7h6v6"></path><path d="m22 7-8.5 8.5-5-5L2 17"></path>',
  lightbulb:
    '<path d="M15 14c.2-1 .7-1.7 1.5-2.5 1-.9 1.5-2.2 1.5-3.5A6 6 0 0 0 6 8c0 1 .2 2.2 1.5 3.5.7.7 1.3 1.5 1.5 2.5"></path><path d="M9 18h6"></path><path d="M10 22h4"></path>',
  route:
    '<path d="M9 5h8.5a1 1 0 010 7h-11a1 1 0 000 7H15"></path><circle cx="18" cy="19" r="3"></circle><circle cx="6" cy="5" r="3"></circle>',
};
const icon = (name: keyof typeof ICONS, className: string) => svg(name, className, ICONS[name]);

/** web/components/ui/button.tsx buttonClass(variant, size), as it comes out for the three buttons of this page. */
const BUTTON_BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-[background,transform,box-shadow,color] duration-150 select-none disabled:cursor-not-allowed disabled:opacity-50 active:scale-[0.98] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet';
const BUTTON = {
  primaryLg: `${BUTTON_BASE} bg-ink text-white hover:bg-violet shadow-card h-14 px-7 text-base`,
  secondaryLg: `${BUTTON_BASE} bg-white text-ink ring-1 ring-line hover:ring-ink/40 shadow-card h-14 px-7 text-base`,
  outlineMd: `${BUTTON_BASE} bg-transparent text-ink ring-2 ring-ink hover:bg-ink hover:text-white h-11 px-5 text-[15px] shrink-0`,
};

/** The class of a gallery image (the page's script makes the <img> once the cover is in). */
export const GALLERY_IMAGE_CLASS = 'size-full object-cover transition duration-300 group-hover:scale-[1.03]';

/**
 * The layout's header as a signed-out visitor sees it on this route (no back button, no strip). The page's script
 * turns 'Sign in' into 'Profile' in a browser signed in to an account (web/lib/account-hint.ts).
 */
function header(brand: string): string {
  return [
    '<header class="sticky top-0 z-30 border-b border-line/60 bg-paper/85 backdrop-blur-md"><div class="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">',
    `<a class="flex items-center gap-2 rounded-full" aria-label="${escapeHtml(brand)} home" href="/"><span class="grid size-9 place-items-center rounded-xl bg-ink text-gold shadow-card">${icon('sparkles', 'size-5')}</span><span class="font-display text-xl tracking-tight">${escapeHtml(brand)}</span></a>`,
    '<div class="flex-1"></div>',
    `<a class="grid size-10 place-items-center rounded-full bg-white text-ink ring-1 ring-line hover:ring-ink/40" aria-label="Sign in" href="/auth" data-account-link>${icon('user-round', 'size-5')}</a>`,
    '</div></header>',
  ].join('');
}

/** The layout's footer. */
function footer(brand: string, year: number): string {
  const link = (href: string, text: string) =>
    `<a class="underline-offset-2 hover:text-ink hover:underline" href="${href}">${text}</a>`;
  return (
    '<footer class="border-t border-line/60 bg-cream/60 [contain-intrinsic-size:auto_120px] [content-visibility:auto]"><div class="mx-auto flex max-w-6xl flex-col items-center gap-2 px-4 py-8 text-center sm:flex-row sm:justify-between sm:text-left">' +
    `<p class="font-display text-lg text-ink">${escapeHtml(TAGLINE)}</p>` +
    `<p class="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-ink-soft">${link('/terms', 'Terms')}${link('/privacy', 'Privacy')}<span>© ${year} ${escapeHtml(brand)}</span></p>` +
    '</div></footer>'
  );
}

/** The 'Magazine Preview' placeholder of a share without an image (or whose image does not load). */
function magazinePreview(roleLine: string): string {
  return (
    '<div class="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-ink via-[#2a1f5c] to-violet-dark p-8 text-center text-white" data-testid="magazine-preview">' +
    `<span class="grid size-14 place-items-center rounded-2xl bg-white/10 ring-1 ring-white/20">${icon('newspaper', 'size-7 text-gold')}</span>` +
    '<p class="font-display text-3xl">Magazine Preview</p>' +
    `<p class="max-w-[16rem] text-sm text-white/85">${escapeHtml(roleLine)}</p></div>`
  );
}

/** The two ways on and the method. 'Create Your Own Cover' carries the sharer's cohort and ambassador home. */
function side(shareId: string, home: string, brand: string): string {
  const steps = SHARE_PAGE_METHOD.map(
    (step, i) =>
      '<li class="flex gap-3">' +
      `<span class="grid size-10 shrink-0 place-items-center rounded-xl bg-cream text-violet-dark">${icon(step.icon, 'size-5')}</span>` +
      `<div><h3 class="font-semibold text-ink"><span class="mr-1.5 text-sm tabular-nums text-ink-soft">${i + 1}.</span>${escapeHtml(step.title)}</h3>` +
      `<p class="mt-0.5 text-sm leading-relaxed text-ink-soft">${escapeHtml(step.text)}</p></div></li>`,
  ).join('');
  return [
    '<div class="min-w-0 [grid-area:side] lg:mt-7">',
    '<div class="grid gap-3 sm:grid-cols-2">',
    `<a class="${BUTTON.primaryLg}" href="${escapeHtml(home)}" data-conversion="">${icon('sparkles', 'size-5 text-gold')} Create Your Own Cover</a>`,
    `<a class="${BUTTON.secondaryLg}" href="/chat/${encodeURIComponent(shareId)}">Start Your Journey ${icon('arrow-right', 'size-5')}</a>`,
    '</div>',
    '<p class="mt-3 text-center text-sm text-ink-soft lg:text-left">Two minutes, five questions, one selfie and a spin of the wheel.</p>',
    '<section aria-labelledby="method-title" class="mt-8 rounded-3xl [contain-intrinsic-size:auto_560px] [content-visibility:auto] bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-7">',
    '<h2 id="method-title" class="font-display text-2xl text-ink">From a fun cover to a 90-day plan</h2>',
    `<p class="mt-1 text-ink-soft">How ${escapeHtml(brand)} helps you picture your future self, then build towards it.</p>`,
    `<ol class="mt-5 grid gap-4 sm:grid-cols-2">${steps}</ol>`,
    '</section>',
    '</div>',
  ].join('');
}

/**
 * Recent covers their owners chose to show (without this one); their images come once the cover is in. With none,
 * the heading and its button stay and the line about the covers goes. Not `content-visibility: auto` (as the method
 * above): it clips what is drawn outside the section, the button's ring at its edge.
 */
function gallery(items: GalleryItem[], home: string, brand: string): string {
  const list = items.length
    ? `<ul class="mt-6 grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-4" data-gallery="">${items
        .map(
          (item) =>
            `<li><a class="group block rounded-2xl" href="/share/${encodeURIComponent(item.shareId)}">` +
            `<span class="block aspect-[4/5] overflow-hidden rounded-2xl bg-ink/10 shadow-card ring-1 ring-black/5" data-image="${escapeHtml(item.imageUrl)}"></span>` +
            `<span class="mt-2 block text-sm font-semibold leading-snug text-ink group-hover:text-violet-dark">The Future ${escapeHtml(item.roleTitle)}</span>` +
            `<span class="block text-sm text-ink-soft">${escapeHtml(item.userName)}</span></a></li>`,
        )
        .join('')}</ul>`
    : '';
  return [
    '<section aria-labelledby="gallery-title" class="mt-14 border-t border-line/70 pt-10">',
    '<div class="flex flex-col items-center gap-4 text-center sm:flex-row sm:justify-between sm:text-left">',
    `<div><h2 id="gallery-title" class="font-display text-3xl leading-tight text-balance text-ink">Join 1000+ people who tested their ${escapeHtml(brand)} this month</h2>`,
    items.length ? '<p class="mt-1 text-ink-soft">Recent covers their owners chose to show here.</p>' : '',
    '</div>',
    `<a class="${BUTTON.outlineMd}" href="${escapeHtml(home)}" data-conversion="">Create Your Own Cover</a>`,
    '</div>',
    list,
    '</section>',
  ].join('');
}

export interface SharePageInput {
  shareId: string;
  share: SharedMagazine;
  /** Other shares for the gallery (this one is left out here). */
  gallery: GalleryItem[];
  brand: string;
  now?: Date;
}

/** The HTML that goes inside <div id="root"> for an active share. */
export function sharePageBody({ shareId, share, gallery: items, brand, now = new Date() }: SharePageInput): string {
  const role = share.user_role.trim() || FALLBACK_ROLE;
  const roleLine = role === FALLBACK_ROLE ? role : `The Future ${role}`;
  const name = share.user_name.trim() || PUBLIC_NAME_FALLBACK;
  const date = formatDate(share.created_at);
  const home = `/${attributionQuery({ cohort: share.cohort_id, ambassador: share.ambassador_code })}`;
  const image = share.magazine_image_url
    ? `<img src="${escapeHtml(share.magazine_image_url)}" width="1080" height="1350" fetchpriority="high" alt="${escapeHtml(`Magazine cover: ${name} as The Future ${role}`)}" class="relative size-full object-cover" data-testid="shared-cover">` +
      `<template id="cover-fallback">${magazinePreview(roleLine)}</template>`
    : magazinePreview(roleLine);
  const others = items.filter((i) => i.shareId !== shareId).slice(0, GALLERY_LIMIT);
  return [
    '<div class="flex min-h-dvh flex-col bg-grain">',
    '<a href="#main" class="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:shadow-card">Skip to content</a>',
    header(brand),
    '<main id="main" class="flex-1"><div class="mx-auto w-full max-w-6xl overflow-x-clip px-4 pb-16 pt-6 sm:px-6 sm:pt-10">',
    `<div class="grid gap-x-14 gap-y-6 [grid-template-areas:'head'_'cover'_'meta'_'side'] lg:grid-cols-[minmax(0,420px)_1fr] lg:grid-rows-[auto_auto_1fr] lg:gap-y-0 lg:[grid-template-areas:'cover_head'_'cover_meta'_'cover_side']">`,
    '<header class="min-w-0 text-center [grid-area:head] lg:pt-4 lg:text-left">',
    `<p class="inline-flex items-center gap-2 rounded-full bg-violet/10 px-3 py-1 text-sm font-semibold text-violet-dark">${icon('newspaper', 'size-4')} A cover from the future</p>`,
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
    side(shareId, home, brand),
    '</div>',
    gallery(others, home, brand),
    '</div></main>',
    footer(brand, now.getUTCFullYear()),
    '</div>',
  ].join('');
}

/** What the page's script needs: the share's id and role (for the view and the conversion) and the gallery image class. */
export function sharePageData(shareId: string, share: SharedMagazine): string {
  const json = JSON.stringify({ shareId, role: share.user_role, imageClass: GALLERY_IMAGE_CLASS }).replace(
    /</g,
    '\\u003c',
  );
  return `<script type="application/json" id="fs-share-data">${json}</script>`;
}
