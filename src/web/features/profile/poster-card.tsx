import { Download, ExternalLink, ImageOff, Share2, Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { ProfilePoster } from '@core/contracts/profile';
import { coverFileName } from '@core/share';
import { Button, ButtonLink } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { toast } from '@web/components/ui/toast';
import { formatDate } from '@web/features/share';
import { brandName } from '@web/lib/brand';
import { downloadUrl } from '@web/lib/download';

const ShareDialog = lazy(() => import('@web/features/share/share-dialog').then((m) => ({ default: m.ShareDialog })));

/** The saved poster (or the latest cover) with Download and Share; none yet: a way to make one. */
export function PosterCard({ poster, userName }: { poster: ProfilePoster | null; userName: string }) {
  const [shareOpen, setShareOpen] = useState(false);
  const [broken, setBroken] = useState(false);
  if (!poster) {
    return (
      <EmptyState
        layout="inline"
        tone="soft"
        titleAs="h3"
        icon={<Sparkles aria-hidden="true" />}
        title="No poster yet"
        action={
          <ButtonLink to="/" variant="coral">
            Create a cover
          </ButtonLink>
        }
      >
        <p>Spin the wheel to meet your future self on a magazine cover.</p>
      </EmptyState>
    );
  }
  const download = () => {
    if (!poster.imageUrl) return;
    downloadUrl(poster.imageUrl, coverFileName(brandName, poster.roleTitle));
    toast.success('Cover downloaded!');
  };
  return (
    <div className="grid gap-5 sm:grid-cols-[minmax(0,220px)_1fr] sm:items-start">
      <Link
        to={poster.pageUrl}
        className="mx-auto block w-full max-w-[260px] overflow-hidden rounded-2xl bg-cream shadow-card ring-1 ring-line focus-visible:outline-3 focus-visible:outline-violet"
        aria-label={`Open your cover: the future ${poster.roleTitle}`}
      >
        {poster.imageUrl && !broken ? (
          <img
            src={poster.imageUrl}
            alt={`Magazine cover: the future ${poster.roleTitle}`}
            width={1080}
            height={1350}
            className="aspect-[4/5] w-full object-cover"
            onError={() => setBroken(true)}
            data-testid="profile-poster"
          />
        ) : (
          <div className="grid aspect-[4/5] place-items-center text-ink-soft">
            <ImageOff className="size-8" aria-hidden="true" />
            <span className="sr-only">The cover image is not available</span>
          </div>
        )}
      </Link>
      <div className="min-w-0">
        <p className="text-[11px] font-bold uppercase tracking-[0.14em] text-violet">
          {poster.saved ? 'Saved poster' : 'Latest poster'}
        </p>
        <p className="font-display text-2xl leading-tight" data-testid="profile-poster-role">
          {poster.roleTitle}
        </p>
        <p className="mt-1 text-sm text-ink-soft">Made {formatDate(poster.createdAt)}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={download} disabled={!poster.imageUrl}>
            <Download className="size-4" aria-hidden="true" /> Download
          </Button>
          <Button
            variant="secondary"
            onClick={() => setShareOpen(true)}
            disabled={!poster.imageUrl}
            aria-haspopup="dialog"
          >
            <Share2 className="size-4" aria-hidden="true" /> Share
          </Button>
          <ButtonLink to={poster.pageUrl} variant="ghost">
            <ExternalLink className="size-4" aria-hidden="true" /> Open
          </ButtonLink>
        </div>
      </div>
      {poster.imageUrl ? (
        <Suspense fallback={null}>
          {shareOpen ? (
            <ShareDialog
              open={shareOpen}
              onOpenChange={setShareOpen}
              coverId={poster.coverId}
              roleTitle={poster.roleTitle}
              userName={userName}
            />
          ) : null}
        </Suspense>
      ) : null}
    </div>
  );
}
