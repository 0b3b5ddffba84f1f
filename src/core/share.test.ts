import { describe, expect, it } from 'vitest';
import {
  COPIED_MS,
  coverFileName,
  fallbackShareUrl,
  fillTemplate,
  GALLERY_LIMIT,
  isShareActive,
  POSTER_PLATFORMS,
  POSTER_SIZES,
  posterFileName,
  posterLayout,
  SHARE_TTL_DAYS,
  shareExpiry,
  shareTitle,
  shareUrl,
  slugify,
  SOCIAL_IMAGE_SIZE,
} from './share';
import { createShareRequestSchema, shareIdSchema } from '@core/contracts/share';

describe('share constants', () => {
  it('match the spec', () => {
    expect(SHARE_TTL_DAYS).toBe(30);
    expect(GALLERY_LIMIT).toBe(8);
    expect(COPIED_MS).toBe(2000);
    expect(SOCIAL_IMAGE_SIZE).toEqual({ width: 1200, height: 630 });
    expect(POSTER_SIZES.instagram_story).toMatchObject({ width: 1080, height: 1920, safeTop: 250, safeBottom: 250 });
    expect(POSTER_SIZES.instagram_feed).toMatchObject({ width: 1080, height: 1350 });
    expect(POSTER_SIZES.linkedin).toMatchObject({ width: 1200, height: 627 });
    expect(POSTER_SIZES.twitter).toMatchObject({ width: 1200, height: 675 });
    expect(POSTER_SIZES.tiktok).toMatchObject({ width: 1080, height: 1920, safeTop: 250, safeBottom: 250 });
  });

  it('expires 30 days after creation and knows an active share', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(shareExpiry(now).toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(isShareActive({ revokedAt: null, expiresAt: shareExpiry(now) }, now)).toBe(true);
    expect(isShareActive({ revokedAt: now, expiresAt: shareExpiry(now) }, now)).toBe(false);
    expect(isShareActive({ revokedAt: null, expiresAt: now }, now)).toBe(false);
  });
});

describe('file names', () => {
  it('poster: {brand}-poster-{platform}-{timestamp}.jpg with the brand slugified', () => {
    expect(posterFileName('FutureSelf', 'instagram_story', 1767225600000)).toBe(
      'futureself-poster-instagram_story-1767225600000.jpg',
    );
    expect(posterFileName('Future Self Ü', 'linkedin', new Date(5))).toBe('future-self-u-poster-linkedin-5.jpg');
  });

  it('cover: {brand}-{role}.png slugified', () => {
    expect(coverFileName('FutureSelf', 'AI Ethics Philosopher')).toBe('futureself-ai-ethics-philosopher.png');
    expect(coverFileName('FutureSelf', 'Space Janitor / Café <3')).toBe('futureself-space-janitor-cafe-3.png');
    expect(coverFileName('FutureSelf', '???')).toBe('futureself-cover.png');
    expect(slugify('  --Hello__World--  ')).toBe('hello-world');
  });
});

describe('share links', () => {
  it('carries utm_source {brand}share, medium social, campaign = cohort, content platform_share', () => {
    const url = new URL(
      shareUrl('https://futureself.example/', 'abcdefghijklmnop1234', { brand: 'FutureSelf', cohort: 'demo-academy' }),
    );
    expect(url.origin + url.pathname).toBe('https://futureself.example/share/abcdefghijklmnop1234');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'futureselfshare',
      utm_medium: 'social',
      utm_campaign: 'demo-academy',
      utm_content: 'platform_share',
    });
    expect(
      new URL(shareUrl('http://x', 'abcdefghijklmnop1234', { brand: 'Future Self' })).searchParams.get('utm_campaign'),
    ).toBe('public');
    expect(
      new URL(shareUrl('http://x', 'abcdefghijklmnop1234', { brand: 'Future Self' })).searchParams.get('utm_source'),
    ).toBe('futureselfshare');
  });

  it('falls back to the home page with cohort, ref and the same utm parameters', () => {
    const url = new URL(
      fallbackShareUrl('https://futureself.example', {
        brand: 'FutureSelf',
        cohort: 'demo-academy',
        ambassador: 'DEMO1',
      }),
    );
    expect(url.pathname).toBe('/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      cohort: 'demo-academy',
      ref: 'DEMO1',
      utm_source: 'futureselfshare',
      utm_medium: 'social',
      utm_campaign: 'demo-academy',
      utm_content: 'platform_share',
    });
    const pub = new URL(fallbackShareUrl('https://futureself.example', { brand: 'FutureSelf' }));
    expect(pub.searchParams.get('cohort')).toBeNull();
    expect(pub.searchParams.get('utm_campaign')).toBe('public');
  });
});

describe('fillTemplate', () => {
  it('fills every placeholder and appends hashtags as #Tag', () => {
    const text = fillTemplate('I am The Future {role} on {brand}! {url} ({role})', {
      role: 'Space Janitor',
      url: 'https://x/share/1',
      brand: 'FutureSelf',
      hashtags: ['FutureMe', '#CoverStory', 'Career Goals', ''],
    });
    expect(text).toBe(
      'I am The Future Space Janitor on FutureSelf! https://x/share/1 (Space Janitor)\n\n#FutureMe #CoverStory #CareerGoals',
    );
    expect(fillTemplate('{role} {url}', { role: 'R', url: 'U', brand: 'B' })).toBe('R U');
  });

  it('does not re-expand placeholders inside the values', () => {
    expect(fillTemplate('{role}', { role: '{url}', url: 'U', brand: 'B' })).toBe('{url}');
  });

  it('builds the page title', () => {
    expect(shareTitle('FutureSelf', 'Space Janitor')).toBe('FutureSelf Magazine Cover: Space Janitor');
  });
});

describe('posterLayout', () => {
  it.each(POSTER_PLATFORMS)('%s: the cover sits inside the poster (and its safe area), aspect kept', (platform) => {
    const size = POSTER_SIZES[platform];
    const { cover, width, height } = posterLayout(size);
    expect([width, height]).toEqual([size.width, size.height]);
    expect(cover.left).toBeGreaterThanOrEqual(0);
    expect(cover.left + cover.width).toBeLessThanOrEqual(size.width);
    expect(cover.top).toBeGreaterThanOrEqual(size.safeTop);
    expect(cover.top + cover.height).toBeLessThanOrEqual(size.height - size.safeBottom);
    expect(Math.abs(cover.width / cover.height - 1080 / 1350)).toBeLessThan(0.01);
    expect(cover.height).toBeGreaterThan(size.height * 0.6);
  });

  it('story formats keep the top and bottom 250 px clear', () => {
    for (const p of ['instagram_story', 'tiktok'] as const) {
      const { cover } = posterLayout(POSTER_SIZES[p]);
      expect(cover.top).toBeGreaterThan(250);
      expect(cover.top + cover.height).toBeLessThan(1920 - 250);
    }
  });

  it('landscape formats leave a text column left of the cover', () => {
    const l = posterLayout(SOCIAL_IMAGE_SIZE);
    expect(l.text).not.toBeNull();
    expect(l.text!.left + l.text!.width).toBeLessThan(l.cover.left);
    expect(l.text!.width).toBeGreaterThan(500);
  });
});

describe('contracts', () => {
  it('accepts server-made ids only', () => {
    expect(shareIdSchema.safeParse('AbCdEfGhIjKlMnOpQrStUv').success).toBe(true);
    expect(shareIdSchema.safeParse('../etc/passwd').success).toBe(false);
    expect(shareIdSchema.safeParse('short').success).toBe(false);
    expect(createShareRequestSchema.safeParse({ coverId: 'AbCdEfGhIjKlMnOpQrStUv', userName: 'Ada' }).success).toBe(
      true,
    );
    expect(createShareRequestSchema.safeParse({}).success).toBe(false);
  });
});
