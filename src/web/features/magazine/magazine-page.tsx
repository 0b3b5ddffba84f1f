import { useQueryClient } from '@tanstack/react-query';
import {
  AlertTriangle,
  Check,
  Download,
  ExternalLink,
  Globe2,
  Link2,
  Lock,
  Newspaper,
  SearchX,
  Share2,
  Sparkles,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { CoverState } from '@core/contracts/cover-generation';
import { COPIED_MS, COVER_IMAGE_SIZE, coverFileName } from '@core/share';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { PageFallback } from '@web/components/ui/page-fallback';
import { ApiError } from '@web/lib/api';
import { SignInPrompt } from '@web/components/ui/sign-in-prompt';
import { useAccount } from '@web/lib/session';
import { brandName } from '@web/lib/brand';
import { downloadUrl } from '@web/lib/download';
import { copyToClipboard, formatDate, revokeShare, shareKeys, useCoverShare } from '@web/features/share';
import { useCover } from './covers-api';

const ShareDialog = lazy(() => import('@web/features/share/share-dialog').then((m) => ({ default: m.ShareDialog })));

/**
 * /magazine/{id}: the owner's page for one cover: the image, Download, Share (the share dialog), and the state
 * of its public link with Revoke. Anyone else (or a cover that does not exist) gets a friendly not-found.
 */
export function MagazinePage() {
  const { id = '' } = useParams();
  // Still being made: useCover looks again until it is done.
  const cover = useCover(id);
  const { account, loading: accountLoading } = useAccount();

  useEffect(() => {
    if (cover.data) document.title = `The Future ${cover.data.roleTitle} | ${brandName}`;
  }, [cover.data]);

  if (cover.isPending || (cover.isError && accountLoading)) return <PageFallback />;
  if (cover.isError) {
    const missing = cover.error instanceof ApiError && [400, 401, 403, 404].includes(cover.error.status);
    if (!missing) return <CoverLoadFailed onRetry={() => void cover.refetch()} />;
    // Opened from an e-mail ('See my poster') in a browser that is not signed in: sign in and come back here.
    if (!account && !accountLoading)
      return (
        <SignInPrompt title="Sign in to see your cover">
          Covers stay private to the person who made them. Sign in with the account you saved it to and it opens here.
        </SignInPrompt>
      );
    return <CoverNotFound />;
  }
  return <CoverView cover={cover.data} />;
}

function CoverView({ cover }: { cover: CoverState }) {
  const [shareOpen, setShareOpen] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  const done = cover.status === 'done' && Boolean(cover.imageUrl);
  const name = cover.userName?.trim() || null;

  const download = () => {
    if (!cover.imageUrl) return;
    downloadUrl(cover.imageUrl, coverFileName(brandName, cover.roleTitle));
    toast.success('Cover downloaded!');
  };

  return (
    <section className="mx-auto w-full max-w-6xl overflow-x-clip px-4 pb-16 pt-6 sm:px-6 sm:pt-10">
      <div className="grid gap-x-14 gap-y-7 [grid-template-areas:'head'_'cover'_'side'] lg:grid-cols-[minmax(0,420px)_1fr] lg:grid-rows-[auto_1fr] lg:[grid-template-areas:'cover_head'_'cover_side']">
        <header className="min-w-0 text-center [grid-area:head] animate-rise lg:pt-4 lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-coral/10 px-3 py-1 text-sm font-semibold text-coral-dark">
            <Newspaper className="size-4" aria-hidden="true" /> Your cover
          </p>
          <h1 className="mt-3 font-display text-[2.1rem] leading-[1.08] tracking-tight text-balance sm:text-5xl">
            The Future {cover.roleTitle}
          </h1>
          <p className="mt-3 text-ink-soft">
            {name ? (
              <>
                Starring <span className="font-semibold text-ink">{name}</span> ·{' '}
              </>
            ) : null}
            Made <time dateTime={cover.createdAt}>{formatDate(cover.createdAt)}</time>
          </p>
        </header>

        <div className="[grid-area:cover] lg:sticky lg:top-24 lg:self-start">
          <figure className="relative mx-auto w-full max-w-[400px] animate-rise lg:max-w-[420px]">
            <div
              className="absolute -inset-3 -z-10 rotate-2 rounded-[1.75rem] bg-gradient-to-br from-violet/25 via-coral/20 to-gold/25 blur-sm"
              aria-hidden="true"
            />
            <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-ink shadow-[0_30px_60px_-25px_rgb(22_18_46/0.65)] ring-1 ring-black/10">
              {done && !imageFailed ? (
                <img
                  src={cover.imageUrl!}
                  width={COVER_IMAGE_SIZE.width}
                  height={COVER_IMAGE_SIZE.height}
                  fetchPriority="high"
                  alt={`Your magazine cover: The Future ${cover.roleTitle}`}
                  onError={() => setImageFailed(true)}
                  className="size-full object-cover"
                  data-testid="cover-image"
                />
              ) : (
                <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-ink via-[#2a1f5c] to-violet-dark p-8 text-center text-white">
                  {cover.status === 'failed' || imageFailed ? (
                    <AlertTriangle className="size-8 text-gold" aria-hidden="true" />
                  ) : (
                    <Spinner className="size-8 text-gold" />
                  )}
                  <p className="font-display text-2xl">
                    {cover.status === 'failed'
                      ? 'This cover was not finished'
                      : imageFailed
                        ? 'The image did not load'
                        : 'Your cover is being printed...'}
                  </p>
                  <p className="max-w-[16rem] text-sm text-white/85">
                    {cover.status === 'failed'
                      ? 'Make a new one in two minutes.'
                      : imageFailed
                        ? 'Reload the page to try again.'
                        : 'This page updates by itself when it is ready.'}
                  </p>
                </div>
              )}
            </div>
          </figure>
        </div>

        <div className="min-w-0 [grid-area:side] space-y-5 animate-rise">
          <div className="grid gap-3 sm:grid-cols-2">
            <Button size="lg" variant="primary" onClick={download} disabled={!done}>
              <Download className="size-5" aria-hidden="true" /> Download
            </Button>
            <Button
              size="lg"
              variant="secondary"
              onClick={() => setShareOpen(true)}
              disabled={!done}
              aria-haspopup="dialog"
            >
              <Share2 className="size-5" aria-hidden="true" /> Share
            </Button>
          </div>
          <ShareLinkCard coverId={cover.id} enabled={done} onShare={() => setShareOpen(true)} />
          <ButtonLink to="/" variant="ghost" className="w-full ring-1 ring-line">
            <Sparkles className="size-4 text-coral-dark" aria-hidden="true" /> Create Another Cover
          </ButtonLink>
        </div>
      </div>

      {done ? (
        <Suspense fallback={null}>
          <ShareDialog
            open={shareOpen}
            onOpenChange={setShareOpen}
            coverId={cover.id}
            roleTitle={cover.roleTitle}
            userName={name}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The cover's public link: none yet, or active with its expiry, a copy button and Revoke (after a confirmation). */
function ShareLinkCard({ coverId, enabled, onShare }: { coverId: string; enabled: boolean; onShare(): void }) {
  const qc = useQueryClient();
  const share = useCoverShare(coverId, enabled);
  const [confirming, setConfirming] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const active = share.data ?? null;

  const copy = async () => {
    if (!active) return;
    if (await copyToClipboard(active.url)) {
      clearTimeout(timer.current);
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } else {
      toast.error('Failed to copy link', {
        description: `Please copy the link manually: ${active.url}`,
        duration: 15_000,
      });
    }
  };

  const revoke = async () => {
    if (!active) return;
    setRevoking(true);
    try {
      await revokeShare(active.shareId);
      qc.setQueryData(shareKeys.ofCover(coverId), null);
      qc.removeQueries({ queryKey: shareKeys.created(coverId) });
      setConfirming(false);
      toast.success('Link revoked', { description: 'The public page and its images are no longer available.' });
    } catch (err) {
      toast.error('Could not revoke the link', {
        description: err instanceof ApiError ? err.message : 'Please try again.',
      });
    } finally {
      setRevoking(false);
    }
  };

  return (
    <div
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/70"
      aria-live="polite"
      data-testid="share-link-card"
    >
      {!enabled ? (
        <Status
          icon={<Lock className="size-5" aria-hidden="true" />}
          title="Private"
          text="Only you can see this cover. You can share it once it is finished."
        />
      ) : share.isPending ? (
        <div className="flex items-center gap-3" aria-hidden="true">
          <span className="size-10 animate-pulse rounded-full bg-ink/10" />
          <span className="h-4 w-48 animate-pulse rounded bg-ink/10" />
        </div>
      ) : share.isError ? (
        <Status
          icon={<AlertTriangle className="size-5" aria-hidden="true" />}
          title="Link status unavailable"
          text="We could not check this cover's public link. Reload the page to try again."
        />
      ) : active ? (
        <>
          <Status
            tone="live"
            icon={<Globe2 className="size-5" aria-hidden="true" />}
            title="Public link active"
            text={`Anyone with the link can see this cover until ${formatDate(active.expiresAt)}.`}
          />
          <p
            className="mt-4 truncate rounded-full bg-cream/70 px-4 py-2.5 font-mono text-[13px] text-ink ring-1 ring-line/60"
            data-testid="active-share-url"
          >
            {active.url}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" variant={copied ? 'secondary' : 'primary'} onClick={() => void copy()}>
              {copied ? (
                <Check className="size-4 text-mint" aria-hidden="true" />
              ) : (
                <Link2 className="size-4" aria-hidden="true" />
              )}
              {copied ? 'Copied!' : 'Copy Link'}
            </Button>
            <a
              href={active.url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex h-9 items-center gap-1.5 rounded-full px-4 text-sm font-semibold text-ink ring-1 ring-line hover:ring-ink/40"
            >
              <ExternalLink className="size-4" aria-hidden="true" /> Open
              <span className="sr-only"> the public page (new tab)</span>
            </a>
          </div>
          <div className="mt-4 flex items-center justify-between gap-3 border-t border-line/70 pt-3">
            <p className="text-xs text-ink-soft">Changed your mind? Revoking takes the page down at once.</p>
            <button
              type="button"
              onClick={() => setConfirming(true)}
              aria-haspopup="dialog"
              className="inline-flex h-9 shrink-0 items-center rounded-full px-3.5 text-sm font-semibold text-coral-dark ring-1 ring-coral/40 transition hover:bg-coral/10"
            >
              Revoke link
            </button>
          </div>
          <Dialog
            open={confirming}
            onOpenChange={(o) => !revoking && setConfirming(o)}
            title="Revoke this link?"
            description="Anyone who opens it will see 'Magazine Not Found', and its preview images are deleted. You can make a new link later."
          >
            <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setConfirming(false)} disabled={revoking}>
                Keep link
              </Button>
              <button
                type="button"
                onClick={() => void revoke()}
                disabled={revoking}
                aria-busy={revoking || undefined}
                className="inline-flex h-11 items-center justify-center gap-2 rounded-full bg-coral-dark px-5 text-[15px] font-semibold text-white shadow-card transition hover:bg-[#b92a53] active:scale-[0.98] disabled:opacity-60"
              >
                {revoking ? <Spinner className="size-4" /> : null} Revoke link
              </button>
            </div>
          </Dialog>
        </>
      ) : (
        <>
          <Status
            icon={<Lock className="size-5" aria-hidden="true" />}
            title="Not shared yet"
            text="Only you can see this cover. Sharing makes a public link that expires after 30 days; you can revoke it at any time."
          />
          <Button size="sm" variant="secondary" className="mt-4" onClick={onShare}>
            <Share2 className="size-4" aria-hidden="true" /> Create a share link
          </Button>
        </>
      )}
    </div>
  );
}

function Status({ icon, title, text, tone }: { icon: ReactNode; title: string; text: string; tone?: 'live' }) {
  return (
    <div className="flex items-start gap-3">
      <span
        className={
          tone === 'live'
            ? 'grid size-10 shrink-0 place-items-center rounded-full bg-mint/15 text-[#0f7a5a]'
            : 'grid size-10 shrink-0 place-items-center rounded-full bg-cream text-ink-soft'
        }
      >
        {icon}
      </span>
      <div>
        <p className="font-semibold text-ink">{title}</p>
        <p className="text-sm text-ink-soft">{text}</p>
      </div>
    </div>
  );
}

function CoverNotFound() {
  return (
    <EmptyState
      icon={<SearchX aria-hidden="true" />}
      title="Cover not found"
      action={
        <ButtonLink to="/" size="lg">
          <Sparkles className="size-5 text-gold" aria-hidden="true" /> Create Your Cover
        </ButtonLink>
      }
    >
      <p>
        This cover does not exist, or it was made in another browser. Covers stay private to the person who made them.
      </p>
    </EmptyState>
  );
}

function CoverLoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <EmptyState
      title="Unable to load your cover"
      action={
        <Button size="lg" onClick={onRetry}>
          Try Again
        </Button>
      }
    >
      <p>We could not reach the server. Check your connection and try again.</p>
    </EmptyState>
  );
}
