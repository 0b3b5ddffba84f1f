/**
 * Share links, file names, share messages and poster layouts: pure functions used by the server (links it
 * answers, posters it renders, meta tags it writes) and by the web share dialog. No I/O.
 */
import { attributionQuery } from './attribution.js';
import type { PosterPlatform } from '@core/contracts/share.js';

export { POSTER_PLATFORMS, type PosterPlatform } from '@core/contracts/share.js';

/** Share links expire after this many days. */
export const SHARE_TTL_DAYS = 30;
/** Covers shown in the public page's gallery. */
export const GALLERY_LIMIT = 8;
/** How long a copy button shows its copied state. */
export const COPIED_MS = 2000;
/** Name shown when a sharer gave none. */
export const DEFAULT_SHARE_USER_NAME = 'Future Professional';
/** The social (Open Graph / Twitter card) image. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** The cover image the pipeline stores (covers/<id>.png). */
export const COVER_IMAGE_SIZE = { width: 1080, height: 1350 } as const;

export interface PosterSize {
  width: number;
  height: number;
  /** Rows at the top and bottom that must hold background only (app UI overlays them in stories). */
  safeTop: number;
  safeBottom: number;
}

export const POSTER_SIZES: Readonly<Record<PosterPlatform, PosterSize>> = {
  instagram_story: { width: 1080, height: 1920, safeTop: 250, safeBottom: 250 },
  instagram_feed: { width: 1080, height: 1350, safeTop: 0, safeBottom: 0 },
  linkedin: { width: 1200, height: 627, safeTop: 0, safeBottom: 0 },
  twitter: { width: 1200, height: 675, safeTop: 0, safeBottom: 0 },
  tiktok: { width: 1080, height: 1920, safeTop: 250, safeBottom: 250 },
};

export function shareExpiry(now: Date = new Date()): Date {
  return new Date(now.getTime() + SHARE_TTL_DAYS * 24 * 60 * 60 * 1000);
}

/** A share is public while it is neither revoked nor expired. */
export function isShareActive(share: { revokedAt: Date | null; expiresAt: Date }, now: Date = new Date()): boolean {
  return share.revokedAt === null && share.expiresAt.getTime() > now.getTime();
}

/** Lower-case ASCII words joined by '-': 'AI Ethics Philosopher' → 'ai-ethics-philosopher'. */
export function slugify(value: string, fallback = 'cover'): string {
  const slug = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || fallback;
}

/** `{brand}-poster-{platform}-{timestamp}.jpg`, the brand slugified and lower-case. */
export function posterFileName(
  brand: string,
  platform: PosterPlatform | string,
  timestamp: number | Date = Date.now(),
): string {
  const ts = typeof timestamp === 'number' ? timestamp : timestamp.getTime();
  const p = /^[a-z0-9_]+$/.test(platform) ? platform : slugify(platform, 'poster');
  return `${slugify(brand, 'futureself')}-poster-${p}-${Math.trunc(ts)}.jpg`;
}

/** `{brand}-{role}.png`, both slugified. */
export function coverFileName(brand: string, role: string): string {
  return `${slugify(brand, 'futureself')}-${slugify(role, 'cover')}.png`;
}

/** The UTM parameters a share link carries: utm_source '{brand}share', medium 'social', campaign = cohort. */
export function shareUtm(brand: string, cohort: string | null | undefined) {
  const source = `${brand.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'futureself'}share`;
  return { utm_source: source, utm_medium: 'social', utm_campaign: cohort || 'public', utm_content: 'platform_share' };
}

const trimSlash = (u: string) => u.replace(/\/+$/, '');

export function sharePath(shareId: string): string {
  return `/share/${encodeURIComponent(shareId)}`;
}

/** Same-origin paths of a share's public images: the full cover, a 720 px WebP for pages, the social image. */
export function shareImagePaths(shareId: string) {
  const base = `/share-images/${encodeURIComponent(shareId)}`;
  return { cover: `${base}/cover.png`, web: `${base}/cover.webp`, og: `${base}/og.png` };
}

/** Width of the WebP cover that pages show (the full 1080x1350 PNG stays for downloads). */
export const WEB_COVER_WIDTH = 720;

/** The public link of a share: `{publicUrl}/share/{id}?utm_source=…&utm_medium=social&utm_campaign={cohort}&utm_content=platform_share`. */
export function shareUrl(publicUrl: string, shareId: string, opts: { brand: string; cohort?: string | null }): string {
  const q = new URLSearchParams(shareUtm(opts.brand, opts.cohort)).toString();
  return `${trimSlash(publicUrl)}${sharePath(shareId)}?${q}`;
}

/** When no share link can be made: the home page with the cohort, ref and the same UTM parameters. */
export function fallbackShareUrl(
  publicUrl: string,
  opts: { brand: string; cohort?: string | null; ambassador?: string | null },
): string {
  return `${trimSlash(publicUrl)}/${attributionQuery({ cohort: opts.cohort, ambassador: opts.ambassador }, shareUtm(opts.brand, opts.cohort))}`;
}

/** A '#Tag' from 'Tag', '#Tag' or 'Two words'. */
export function hashtag(tag: string): string {
  const t = tag.replace(/^#+/, '').replace(/[^\p{L}\p{N}_]+/gu, '');
  return t ? `#${t}` : '';
}

/** The message to share: {role}, {url} and {brand} filled in, the hashtags appended as '#Tag'. */
export function fillTemplate(
  template: string,
  values: { role: string; url: string; brand: string; hashtags?: readonly string[] },
): string {
  const text = template.replace(/\{(role|url|brand)\}/g, (_, k: 'role' | 'url' | 'brand') => values[k]);
  const tags = (values.hashtags ?? []).map(hashtag).filter(Boolean);
  return tags.length ? `${text}\n\n${tags.join(' ')}` : text;
}

/** '{product} Magazine Cover: {role}' (the public page's title and og:title). */
export function shareTitle(brand: string, role: string): string {
  return `${brand} Magazine Cover: ${role}`;
}

export function shareDescription(brand: string, name: string, role: string): string {
  return `${name} is The Future ${role}. Answer five questions, take a selfie and spin the wheel to see your own future self on a ${brand} magazine cover.`;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PosterLayout {
  width: number;
  height: number;
  /** Where the cover image goes (fitted, aspect kept). */
  cover: Box;
  /** Where the brand / role type goes on landscape formats; null on portrait ones (the cover carries its title). */
  text: Box | null;
}

/**
 * Where the cover sits on a poster (or the social image) of the given size. Portrait: centred inside the safe
 * area with a margin, so story formats keep the top and bottom `safeTop`/`safeBottom` rows background only.
 * Landscape: the cover on the right at full height minus the margin, the type column on the left.
 */
export function posterLayout(
  size: { width: number; height: number; safeTop?: number; safeBottom?: number },
  coverW: number = COVER_IMAGE_SIZE.width,
  coverH: number = COVER_IMAGE_SIZE.height,
): PosterLayout {
  const { width: W, height: H } = size;
  const safeTop = size.safeTop ?? 0;
  const safeBottom = size.safeBottom ?? 0;
  const aspect = coverW / coverH;
  if (W > H) {
    const margin = Math.round(H * 0.07);
    const h = H - 2 * margin;
    const w = Math.floor(h * aspect);
    const left = W - margin - w;
    const textLeft = Math.round(W * 0.05);
    return {
      width: W,
      height: H,
      cover: { left, top: margin, width: w, height: h },
      text: { left: textLeft, top: margin, width: Math.max(0, left - textLeft - margin), height: h },
    };
  }
  const margin = Math.round(W * 0.04);
  const areaW = W - 2 * margin;
  const areaH = H - safeTop - safeBottom - 2 * margin;
  let w = areaW;
  let h = Math.floor(w / aspect);
  if (h > areaH) {
    h = areaH;
    w = Math.floor(h * aspect);
  }
  return {
    width: W,
    height: H,
    cover: { left: Math.floor((W - w) / 2), top: safeTop + margin + Math.floor((areaH - h) / 2), width: w, height: h },
    text: null,
  };
}
