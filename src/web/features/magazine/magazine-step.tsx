import { teaserText } from '@core/cover-teaser';
import { AlertTriangle, BarChart3, Download, RefreshCw, Rocket, Share2, Sparkles, Wand2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ANONYMOUS_STAR } from '@content/cover-copy';
import { buildCoverCopy, issueDateLabel } from '@core/cover-copy';
import type { RoleTheme, RoleTone } from '@content/roles';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { brandName } from '@web/lib/brand';
import { coverFileName } from '@core/share';
import { cn } from '@web/lib/cn';
import { downloadUrl, saveBlob } from '@web/lib/download';
import { useAccount } from '@web/lib/session';
import { useAttribution } from '@web/lib/attribution';
import { SavePosterButton } from '@web/features/save-poster';
import { CoverHistory } from './cover-history';
import { COVER_H, COVER_W, drawFastCover, type FastCoverInput } from './fast-cover';
import { useCoverGeneration } from './use-cover-generation';

// The share dialog and the voice card load lazily, on first render of this step. Without a cover row (preview
// only) the Share button uses the device's share sheet or copies the link to the experience.
const ShareDialog = lazy(() => import('@web/features/share/share-dialog').then((m) => ({ default: m.ShareDialog })));
const VoiceCard = lazy(() => import('@web/features/voice/voice-card').then((m) => ({ default: m.VoiceCard })));

export interface MagazineStepProps {
  role: { index: number; title: string; blurb: string; tone: string; theme: string };
  /** The cover row made by the spin; null when the spin never reached the server (preview only). */
  cover: { id: string; watermarkText: string; createdAt: string } | null;
  userName: string | null;
  photo: { id: string; url: string; focusX: number; focusY: number } | null;
  answers: Partial<Record<string, string>>;
  onCreateAnother(): void;
  /** 'Turn Poster Into Progress': the conversion step (three paths). */
  onTurnIntoProgress?(): void;
}

const NOT_WAITING = { download: false } as const;

/** 'Your Magazine Cover is Ready!': the fast preview at once, the enhanced cover when it arrives, and what to do next. */
export function MagazineStep({
  role,
  cover,
  userName,
  photo,
  answers,
  onCreateAnother,
  onTurnIntoProgress,
}: MagazineStepProps) {
  const { resolved } = useAttribution();
  const { account } = useAccount();
  const signedIn = Boolean(account);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const photoImg = useRef<HTMLImageElement | null>(null);
  const drawn = useRef(false);
  const [shareOpen, setShareOpen] = useState(false);

  const watermark = cover?.watermarkText || resolved?.watermarkText || brandName;
  const [date] = useState(() => {
    const d = cover?.createdAt ? new Date(cover.createdAt) : new Date();
    return Number.isNaN(d.getTime()) ? new Date() : d;
  });
  const [copy] = useState(() =>
    buildCoverCopy({
      roleTitle: role.title,
      role: { blurb: role.blurb, tone: role.tone as RoleTone, theme: role.theme as RoleTheme },
      answers,
      userName,
      seed: cover?.id,
      date,
    }),
  );

  const coverInput = useCallback(
    (): FastCoverInput => ({
      brand: brandName,
      roleTitle: role.title,
      theme: role.theme,
      starName: userName || ANONYMOUS_STAR,
      dateLabel: issueDateLabel(date),
      watermark,
      headline: copy.headline,
      coverLine: copy.coverLines[0],
      issueNumber: copy.issueNumber,
      price: copy.price,
      photo: photoImg.current?.complete && photoImg.current.naturalWidth ? photoImg.current : null,
      photoPending: Boolean(photo) && !(photoImg.current?.complete && photoImg.current.naturalWidth),
      focusX: photo?.focusX,
      focusY: photo?.focusY,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [role.title, role.theme, userName, watermark, photo],
  );

  const draw = useCallback(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return false;
    const dpr = Math.min(3, Math.max(1, window.devicePixelRatio || 1));
    if (canvas.width !== COVER_W * dpr) {
      canvas.width = COVER_W * dpr;
      canvas.height = COVER_H * dpr;
    }
    try {
      drawFastCover(ctx, coverInput(), dpr);
      drawn.current = true;
    } catch (err) {
      console.warn('Preview cover not drawn:', (err as Error).message);
      drawn.current = false;
    }
    return drawn.current;
  }, [coverInput]);

  // The preview goes on screen in the first frame, then again once the photo and the fonts are in.
  useLayoutEffect(() => {
    draw();
    performance.mark?.('fs:preview-drawn');
    let live = true;
    if (photo) {
      const img = new Image();
      img.decoding = 'async';
      img.onload = () => {
        if (!live) return;
        photoImg.current = img;
        draw();
      };
      img.onerror = () => {
        if (!live) return;
        photoImg.current = null;
        draw();
      };
      img.src = photo.url;
      if (img.complete && img.naturalWidth) {
        photoImg.current = img;
        draw();
      }
    }
    void document.fonts?.ready.then(() => live && draw());
    void document.fonts?.load(`40px "DM Serif Display"`).then(
      () => live && draw(),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [draw, photo]);

  const gen = useCoverGeneration(cover?.id ?? null, () => drawn.current);
  const final = gen.status === 'final' && gen.imageUrl;
  const ready = gen.status === 'final' || gen.status === 'fallback';
  /** The enhanced cover is still being made: what acts on 'the cover' waits for it (an early tap never gets less). */
  const pending = gen.status === 'generating';
  // Download tapped during 'Enhancing...' waits for the cover, visibly (busy button, a line in the progress
  // card), then runs once it is ready: the enhanced cover, or the preview when that is the cover (fallback).
  const [waiting, setWaiting] = useState<{ download: boolean }>(NOT_WAITING);

  const download = async () => {
    if (pending) return setWaiting((w) => ({ ...w, download: true }));
    const name = coverFileName(brandName, role.title);
    if (final && gen.imageUrl) {
      downloadUrl(gen.imageUrl, name);
      toast.success('Cover downloaded!');
      return;
    }
    // The preview, drawn again at the final cover's size.
    const big = document.createElement('canvas');
    big.width = 1080;
    big.height = 1350;
    const ctx = big.getContext('2d');
    if (!ctx) return;
    drawFastCover(ctx, coverInput(), 1080 / COVER_W);
    const blob = await new Promise<Blob | null>((r) => big.toBlob(r, 'image/png'));
    if (!blob) return;
    saveBlob(blob, name);
    toast.success('Cover downloaded!');
  };

  // The cover settled: run what was tapped while it was being made (nothing when it failed without a preview).
  const runWaiting = useRef<() => void>(() => undefined);
  runWaiting.current = () => {
    if (waiting.download && ready) void download();
    if (waiting.download) setWaiting(NOT_WAITING);
  };
  useEffect(() => {
    if (!pending) runWaiting.current();
  }, [pending]);

  const share = async () => {
    if (cover) return setShareOpen(true);
    const params = new URLSearchParams();
    if (resolved && !resolved.isPublic) params.set('cohort', resolved.cohortId);
    if (resolved?.ambassadorCode) params.set('ref', resolved.ambassadorCode);
    const url = `${location.origin}/${params.size ? `?${params}` : ''}`;
    const text = `I just found out I'm The Future ${role.title}. What's yours?`;
    try {
      if (navigator.share) return await navigator.share({ title: `${brandName}: The Future ${role.title}`, text, url });
      await navigator.clipboard.writeText(`${text} ${url}`);
      toast.success('Copied!', { description: 'Share text has been copied to your clipboard.' });
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
      toast.error('Copy failed: Please copy the text manually.');
    }
  };

  return (
    <section className="mx-auto w-full max-w-6xl overflow-x-clip px-4 pb-16 pt-6 sm:px-6 sm:pt-10">
      <div className="grid gap-x-14 gap-y-7 [grid-template-areas:'head'_'cover'_'side'] lg:grid-cols-[minmax(0,440px)_1fr] lg:[grid-template-areas:'cover_head'_'cover_side'] lg:grid-rows-[auto_1fr]">
        <header className="text-center [grid-area:head] animate-rise lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-coral/10 px-3 py-1 text-sm font-semibold text-coral-dark">
            <Sparkles className="size-4" aria-hidden="true" /> Cover story
          </p>
          <h1
            tabIndex={-1}
            data-step-heading
            className="mt-3 font-display text-[2.1rem] leading-[1.08] tracking-tight text-balance outline-none sm:text-5xl"
          >
            Your Magazine Cover is Ready!
          </h1>
          <p className="mt-3 text-lg text-ink-soft">
            Meet <span className="font-semibold text-ink">The Future {role.title}</span>. {role.blurb}
          </p>
        </header>

        <div className="[grid-area:cover] lg:sticky lg:top-24 lg:self-start">
          <figure className="relative mx-auto w-full max-w-[400px]">
            <div
              className="absolute -inset-3 -z-10 rotate-2 rounded-[1.75rem] bg-gradient-to-br from-violet/25 via-coral/20 to-gold/25 blur-sm"
              aria-hidden="true"
            />
            <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-ink shadow-[0_30px_60px_-25px_rgb(22_18_46/0.65)] ring-1 ring-black/10">
              <canvas
                ref={canvasRef}
                width={COVER_W}
                height={COVER_H}
                className="absolute inset-0 size-full"
                role="img"
                aria-label={`Preview cover: The Future ${role.title}, starring ${userName || ANONYMOUS_STAR}`}
                data-testid="fast-cover"
              />
              {final ? (
                <img
                  src={gen.imageUrl!}
                  alt={`Your magazine cover: The Future ${role.title}`}
                  className="absolute inset-0 size-full object-cover animate-[fs-crossfade_0.8s_ease-out_both]"
                  data-testid="final-cover"
                />
              ) : null}
              {gen.status === 'error' ? (
                <div className="absolute inset-0 grid place-items-center bg-ink/85 p-6 text-center text-white">
                  <div>
                    <AlertTriangle className="mx-auto size-8 text-gold" aria-hidden="true" />
                    <p className="mt-3 font-semibold" role="alert">
                      {gen.error}
                    </p>
                    <Button variant="coral" className="mt-5" onClick={gen.retry}>
                      <RefreshCw className="size-4" aria-hidden="true" /> Try Again
                    </Button>
                  </div>
                </div>
              ) : null}
            </div>
            {gen.status === 'generating' ? (
              <span
                className="absolute -top-4 right-4 inline-flex items-center gap-1.5 whitespace-nowrap rounded-full bg-white px-4 py-2 text-sm font-bold text-ink shadow-card ring-1 ring-line"
                data-testid="enhancing-badge"
              >
                <Wand2 className="size-4 animate-pulse text-violet" aria-hidden="true" /> Enhancing...
              </span>
            ) : null}
            <figcaption className="sr-only">
              {final
                ? 'Your enhanced magazine cover.'
                : 'A quick preview of your cover while the enhanced one is made.'}
            </figcaption>
          </figure>
          <style>
            {'@keyframes fs-crossfade { from { opacity: 0; filter: blur(6px) } to { opacity: 1; filter: none } }'}
          </style>
        </div>

        <div className="[grid-area:side] animate-rise max-lg:mt-3" style={{ animationDelay: '80ms' }}>
          <div className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/70" aria-live="polite">
            {gen.status === 'generating' ? (
              <>
                <div className="mb-3 flex items-center justify-between gap-3">
                  <p className="flex items-center gap-2 font-semibold text-ink">
                    <Spinner className="size-4 text-violet" /> {gen.stage}
                  </p>
                  <span className="text-sm font-semibold tabular-nums text-ink-soft">{Math.round(gen.progress)}%</span>
                </div>
                <Progress value={gen.progress} label="Cover progress" />
                <p className="mt-3 text-sm font-medium text-ink" data-testid="cover-teaser">
                  {teaserText(gen.progress, role.title)}
                </p>
                <p className="mt-3 text-sm text-ink-soft" id="cover-wait-note">
                  {waiting.download
                    ? 'Your download starts as soon as your enhanced cover is ready.'
                    : 'Your enhanced cover is on its way. Download and Share wait for it.'}
                </p>
              </>
            ) : gen.status === 'error' ? (
              <p className="flex items-center gap-2 font-semibold text-coral-dark">
                <AlertTriangle className="size-5" aria-hidden="true" /> {gen.error}
              </p>
            ) : (
              <div className="flex items-start gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-mint/15 text-[#0f7a5a]">
                  <Sparkles className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <p className="font-semibold text-ink">
                    {final ? 'Your enhanced cover is ready' : 'Your cover is ready'}
                  </p>
                  <p className="text-sm italic text-ink-soft">{copy.headline}</p>
                </div>
              </div>
            )}
          </div>

          <div className="mt-5 grid gap-3 sm:grid-cols-[1fr_auto]">
            <Button
              size="lg"
              variant="coral"
              onClick={() => void download()}
              disabled={gen.status === 'error'}
              aria-disabled={waiting.download || undefined}
              aria-busy={waiting.download || undefined}
              aria-describedby={pending ? 'cover-wait-note' : undefined}
              className={cn(waiting.download && 'cursor-progress opacity-80')}
              data-testid="download-cover"
            >
              {waiting.download ? <Spinner className="size-5" /> : <Download className="size-5" aria-hidden="true" />}{' '}
              Download Your Cover
            </Button>
            <Button
              size="lg"
              variant="secondary"
              onClick={() => void share()}
              aria-haspopup={cover ? 'dialog' : undefined}
              aria-describedby={pending && cover ? 'cover-wait-note' : undefined}
            >
              <Share2 className="size-5" aria-hidden="true" /> Share
            </Button>
          </div>

          {/* Enabled once the cover is done (final or the preview as the cover); a tap then opens the three paths. */}
          <div className="mt-3">
            <Button
              size="lg"
              variant="primary"
              className="w-full"
              disabled={!ready || !onTurnIntoProgress}
              aria-describedby="progress-note"
              onClick={onTurnIntoProgress}
            >
              <Rocket className="size-5" aria-hidden="true" /> Turn Poster Into Progress
            </Button>
            <p id="progress-note" className="mt-1.5 text-center text-xs font-medium text-ink-soft">
              {ready
                ? 'Talk, a 3-day Strategy Sprint or the show: your next step from this poster.'
                : 'Available as soon as your cover is ready.'}
            </p>
          </div>

          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <SavePosterButton coverId={cover?.id ?? null} signedIn={signedIn} />
            <Button size="lg" variant="ghost" onClick={onCreateAnother} className={cn('ring-1 ring-line')}>
              <RefreshCw className="size-5" aria-hidden="true" /> Create Another Cover
            </Button>
            {(account?.role === 'admin' || account?.role === 'organiser') && (
              <ButtonLink to="/dashboard" size="lg" variant="ghost" className="ring-1 ring-line">
                <BarChart3 className="size-5" aria-hidden="true" /> View Analytics
              </ButtonLink>
            )}
          </div>

          <Suspense fallback={null}>
            <VoiceCard roleTitle={role.title} userName={userName} />
          </Suspense>
          <CoverHistory currentId={cover?.id ?? null} />
        </div>
      </div>

      {cover ? (
        <Suspense fallback={null}>
          <ShareDialog
            open={shareOpen}
            onOpenChange={setShareOpen}
            coverId={cover.id}
            roleTitle={role.title}
            userName={userName}
            coverPending={pending}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
