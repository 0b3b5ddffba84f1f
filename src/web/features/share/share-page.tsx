import { useQuery } from '@tanstack/react-query';
import {
  ArrowRight,
  Compass,
  Lightbulb,
  Newspaper,
  RefreshCw,
  Route,
  Sparkles,
  TrendingUp,
  WifiOff,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { attributionQuery } from '@core/attribution';
import { SHARE_PAGE_METHOD, type MethodIcon } from '@content/site';
import type { GalleryResponse, SharedMagazine } from '@core/contracts/share';
import { buttonClass } from '@web/components/ui/button';
import { api, ApiError } from '@web/lib/api';
import { brandName } from '@web/lib/brand';
import { cn } from '@web/lib/cn';
import { useAttribution } from '@web/lib/attribution';
import { formatDate, trackClientEvent } from './share-client';

/**
 * /share/{shareId} inside the web app: a shared magazine cover for anyone with the link
 * (docs/product/share.md#public-share-page). A visitor who opens a share link gets the page the server writes whole
 * (src/server/features/share/page-body.ts, the same markup with no React, decision 057); this page draws it when the
 * app itself navigates here, and shows 'Magazine Not Found' for an unknown, expired or revoked link (the server answers
 * those with the app). It loads the share, shows the cover, the method and the gallery, and invites the visitor to make
 * their own. Kept light on purpose: no Radix, no zod, no toasts.
 */

// Mirrors of core/share.ts constants: importing that module would pull zod (via contracts/share) into this chunk.
const SHARE_ID_RE = /^[A-Za-z0-9_-]{16,64}$/;
const GALLERY_LIMIT = 8;
const FALLBACK_ROLE = 'Future Professional';
const COVER = { width: 1080, height: 1350 } as const;
const coverPath = (id: string) => `/share-images/${encodeURIComponent(id)}/cover.webp`;

const METHOD_ICONS: Record<MethodIcon, LucideIcon> = {
  sparkles: Sparkles,
  'trending-up': TrendingUp,
  lightbulb: Lightbulb,
  route: Route,
};

type LoadError = 'not-found' | 'failed';

function useSharedMagazine(shareId: string) {
  const { raw, sessionId } = useAttribution();
  const valid = SHARE_ID_RE.test(shareId);
  return useQuery({
    queryKey: ['shared-magazine', shareId],
    queryFn: () => {
      // The viewer's session and UTM ride along: the server records shared_magazine_viewed with them.
      const q = new URLSearchParams({ sessionId });
      for (const [k, v] of Object.entries(raw)) if (k.startsWith('utm_') && v) q.set(k, v);
      return api(`/api/shares/${encodeURIComponent(shareId)}?${q}`) as Promise<SharedMagazine>;
    },
    enabled: valid,
    staleTime: 60_000,
    retry: (n, err) => n < 1 && (!(err instanceof ApiError) || err.status === 0 || err.status >= 500),
  });
}

function useGallery() {
  return useQuery({
    queryKey: ['shared-gallery'],
    queryFn: () => api('/api/shares/gallery') as Promise<GalleryResponse>,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function SharePage() {
  const { shareId = '' } = useParams();
  // A new id (a gallery link) is a new page: fresh image state.
  return <SharedCover key={shareId} shareId={shareId} />;
}

function SharedCover({ shareId }: { shareId: string }) {
  const { sessionId, raw } = useAttribution();
  const magazine = useSharedMagazine(shareId);
  const [imageFailed, setImageFailed] = useState(false);
  const [heroSettled, setHeroSettled] = useState(false);

  const error: LoadError | null = !SHARE_ID_RE.test(shareId)
    ? 'not-found'
    : magazine.isError
      ? magazine.error instanceof ApiError && (magazine.error.status === 404 || magazine.error.status === 400)
        ? 'not-found'
        : 'failed'
      : null;
  const data = magazine.data;
  const role = data?.user_role.trim() || FALLBACK_ROLE;

  useEffect(() => {
    if (error === 'not-found') document.title = `Magazine Not Found | ${brandName}`;
    else if (data) document.title = `${brandName} Magazine Cover: ${role}`;
  }, [error, data, role]);

  if (error) return <ShareError kind={error} onRetry={() => void magazine.refetch()} retrying={magazine.isFetching} />;

  const loading = !data;
  // The cover path is known from the id alone, so the image starts loading with the page, not after the API call.
  const showImage = !imageFailed && (loading || data.magazine_image_url !== null);
  const imageSrc = data?.magazine_image_url ?? coverPath(shareId);
  const homeWithAttribution = `/${attributionQuery({ cohort: data?.cohort_id, ambassador: data?.ambassador_code })}`;
  const onCreateOwn = () => {
    if (!data) return;
    trackClientEvent({
      sessionId,
      eventType: 'shared_magazine_conversion',
      eventData: { share_id: shareId, source_user_role: data.user_role },
      attribution: { ...raw },
    });
  };

  return (
    <div
      className="mx-auto w-full max-w-6xl overflow-x-clip px-4 pb-16 pt-6 sm:px-6 sm:pt-10"
      aria-busy={loading || undefined}
    >
      {/*
        Phones: title, cover, then who and what. The block above the cover has a fixed height (one line of title),
        so neither the web fonts nor the loaded text move the cover (no layout shift). Wide screens: cover on the left.
        The blocks come in the order they show on a phone: the server writes the same markup into the HTML
        (server/features/share/page-top.ts), and a page painted before all of it has arrived grows only downwards.
      */}
      <div className="grid gap-x-14 gap-y-6 [grid-template-areas:'head'_'cover'_'meta'_'side'] lg:grid-cols-[minmax(0,420px)_1fr] lg:grid-rows-[auto_auto_1fr] lg:gap-y-0 lg:[grid-template-areas:'cover_head'_'cover_meta'_'cover_side']">
        <header className="min-w-0 text-center [grid-area:head] lg:pt-4 lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-violet/10 px-3 py-1 text-sm font-semibold text-violet-dark">
            <Newspaper className="size-4" aria-hidden="true" /> A cover from the future
          </p>
          <h1 className="mt-3 whitespace-nowrap font-display text-[clamp(1.7rem,8.4vw,2.1rem)] leading-[1.1] tracking-tight sm:whitespace-normal sm:text-5xl sm:text-balance">
            Hey, look at Future Me...
          </h1>
        </header>

        <div className="[grid-area:cover] lg:sticky lg:top-24 lg:self-start">
          <figure className="relative mx-auto w-full max-w-[400px] lg:max-w-[420px]">
            <div
              className="absolute -inset-3 -z-10 rotate-2 rounded-[1.75rem] bg-gradient-to-br from-violet/25 via-coral/20 to-gold/25 blur-sm"
              aria-hidden="true"
            />
            <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-ink/10 shadow-[0_30px_60px_-25px_rgb(22_18_46/0.65)] ring-1 ring-black/10">
              {loading ? <div className="absolute inset-0 animate-pulse bg-ink/10" aria-hidden="true" /> : null}
              {showImage ? (
                <img
                  src={imageSrc}
                  width={COVER.width}
                  height={COVER.height}
                  fetchPriority="high"
                  alt={
                    data
                      ? `Magazine cover: ${data.user_name.trim() || 'Anonymous'} as The Future ${role}`
                      : 'Shared magazine cover'
                  }
                  onLoad={() => setHeroSettled(true)}
                  onError={() => {
                    setImageFailed(true);
                    setHeroSettled(true);
                  }}
                  className="relative size-full object-cover"
                  data-testid="shared-cover"
                />
              ) : (
                <MagazinePreview role={role} />
              )}
            </div>
          </figure>
        </div>

        <div className="min-w-0 text-center [grid-area:meta] lg:mt-3 lg:text-left">
          {loading ? (
            <div className="space-y-3 pt-1" aria-hidden="true">
              <div className="mx-auto h-8 w-64 max-w-full animate-pulse rounded-lg bg-ink/10 lg:mx-0" />
              <div className="mx-auto h-5 w-52 max-w-full animate-pulse rounded bg-ink/10 lg:mx-0" />
            </div>
          ) : (
            <>
              <p
                className="text-2xl font-semibold leading-snug text-balance text-ink sm:text-3xl"
                data-testid="shared-role"
              >
                {role === FALLBACK_ROLE ? role : <>The Future {role}</>}
              </p>
              <p className="mt-2 text-ink-soft">
                Shared by <span className="font-semibold text-ink">{data.user_name.trim() || 'Anonymous'}</span>
                {formatDate(data.created_at) ? (
                  <>
                    {' · '}
                    <time dateTime={data.created_at}>{formatDate(data.created_at)}</time>
                  </>
                ) : null}
              </p>
            </>
          )}
          {loading ? (
            <span className="sr-only" role="status">
              Loading the magazine cover...
            </span>
          ) : null}
        </div>

        <div className="min-w-0 [grid-area:side] lg:mt-7">
          <div className="grid gap-3 sm:grid-cols-2">
            <Link to={homeWithAttribution} onClick={onCreateOwn} className={buttonClass('primary', 'lg')}>
              <Sparkles className="size-5 text-gold" aria-hidden="true" /> Create Your Own Cover
            </Link>
            <Link to={`/chat/${encodeURIComponent(shareId)}`} className={buttonClass('secondary', 'lg')}>
              Start Your Journey <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
          </div>
          <p className="mt-3 text-center text-sm text-ink-soft lg:text-left">
            Two minutes, five questions, one selfie and a spin of the wheel.
          </p>

          <section
            aria-labelledby="method-title"
            className="mt-8 rounded-3xl [contain-intrinsic-size:auto_560px] [content-visibility:auto] bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-7"
          >
            <h2 id="method-title" className="font-display text-2xl text-ink">
              From a fun cover to a 90-day plan
            </h2>
            <p className="mt-1 text-ink-soft">
              How {brandName} helps you picture your future self, then build towards it.
            </p>
            <ol className="mt-5 grid gap-4 sm:grid-cols-2">
              {SHARE_PAGE_METHOD.map((step, i) => {
                const Icon = METHOD_ICONS[step.icon];
                return (
                  <li key={step.title} className="flex gap-3">
                    <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-cream text-violet-dark">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <div>
                      <h3 className="font-semibold text-ink">
                        <span className="mr-1.5 text-sm tabular-nums text-ink-soft">{i + 1}.</span>
                        {step.title}
                      </h3>
                      <p className="mt-0.5 text-sm leading-relaxed text-ink-soft">{step.text}</p>
                    </div>
                  </li>
                );
              })}
            </ol>
          </section>
        </div>
      </div>

      {/* The gallery's images wait for the hero, so they never compete with it for a phone's bandwidth. */}
      <Gallery
        currentId={shareId}
        homeHref={homeWithAttribution}
        onCreateOwn={onCreateOwn}
        imagesReady={heroSettled || (Boolean(data) && !showImage)}
      />
    </div>
  );
}

/** The 'Magazine Preview' placeholder: no image on the share, or it failed to load. */
function MagazinePreview({ role }: { role: string }) {
  return (
    <div
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-ink via-[#2a1f5c] to-violet-dark p-8 text-center text-white"
      data-testid="magazine-preview"
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-white/10 ring-1 ring-white/20">
        <Newspaper className="size-7 text-gold" aria-hidden="true" />
      </span>
      <p className="font-display text-3xl">Magazine Preview</p>
      <p className="max-w-[16rem] text-sm text-white/85">{role === FALLBACK_ROLE ? role : `The Future ${role}`}</p>
    </div>
  );
}

/** True once the element comes within `margin` of the viewport (stricter than the browser's own lazy loading). */
function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `${margin} 0px`,
    });
    io.observe(el);
    return () => io.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}

function Gallery({
  currentId,
  homeHref,
  onCreateOwn,
  imagesReady,
}: {
  currentId: string;
  homeHref: string;
  onCreateOwn(): void;
  imagesReady: boolean;
}) {
  const gallery = useGallery();
  const [ref, near] = useNearViewport<HTMLElement>();
  const showImages = imagesReady && near;
  const items = (gallery.data?.items ?? []).filter((i) => i.shareId !== currentId).slice(0, GALLERY_LIMIT);
  return (
    <section ref={ref} aria-labelledby="gallery-title" className="mt-14 border-t border-line/70 pt-10">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:justify-between sm:text-left">
        <div>
          <h2 id="gallery-title" className="font-display text-3xl leading-tight text-balance text-ink">
            Join 1000+ people who tested their {brandName} this month
          </h2>
          {gallery.isPending || items.length ? (
            <p className="mt-1 text-ink-soft">Recent covers their owners chose to show here.</p>
          ) : null}
        </div>
        <Link to={homeHref} onClick={onCreateOwn} className={buttonClass('outline', 'md', 'shrink-0')}>
          Create Your Own Cover
        </Link>
      </div>
      {gallery.isPending ? (
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="aspect-[4/5] animate-pulse rounded-2xl bg-ink/10" />
          ))}
        </ul>
      ) : items.length ? (
        <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-4">
          {items.map((item) => (
            <li key={item.shareId}>
              <Link to={`/share/${encodeURIComponent(item.shareId)}`} className="group block rounded-2xl">
                <span className="block aspect-[4/5] overflow-hidden rounded-2xl bg-ink/10 shadow-card ring-1 ring-black/5">
                  {showImages ? (
                    <img
                      src={item.imageUrl}
                      width={COVER.width}
                      height={COVER.height}
                      loading="lazy"
                      decoding="async"
                      alt=""
                      className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
                    />
                  ) : null}
                </span>
                <span className="mt-2 block text-sm font-semibold leading-snug text-ink group-hover:text-violet-dark">
                  The Future {item.roleTitle}
                </span>
                <span className="block text-sm text-ink-soft">{item.userName}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ShareError({ kind, onRetry, retrying }: { kind: LoadError; onRetry(): void; retrying: boolean }) {
  const notFound = kind === 'not-found';
  const Icon = notFound ? Compass : WifiOff;
  return (
    <section className="mx-auto grid min-h-[60dvh] max-w-md place-items-center px-6 py-16 text-center">
      <div className="space-y-5 animate-rise">
        <div className="mx-auto grid size-16 place-items-center rounded-2xl bg-ink text-gold shadow-card">
          <Icon className="size-8" aria-hidden="true" />
        </div>
        <h1 className="font-display text-4xl leading-tight text-ink">
          {notFound ? 'Magazine Not Found' : 'Unable to Load Magazine'}
        </h1>
        <p className="text-ink-soft">
          {notFound
            ? 'The magazine cover you are looking for does not exist or has been removed. Links expire after 30 days, and their owner can remove them sooner.'
            : 'Failed to load shared magazine. Please check your connection and try again.'}
        </p>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          {notFound ? null : (
            <button type="button" onClick={onRetry} disabled={retrying} className={buttonClass('secondary', 'lg')}>
              <RefreshCw className={cn('size-5', retrying && 'animate-spin')} aria-hidden="true" /> Try Again
            </button>
          )}
          <Link to="/" className={buttonClass('primary', 'lg')}>
            {notFound ? 'Create Your Own Cover' : 'Go to Home'}
          </Link>
        </div>
      </div>
    </section>
  );
}
