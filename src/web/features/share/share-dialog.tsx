import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowUpRight, Check, Copy, Link2, RotateCcw, Share2 } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { COPIED_MS, fallbackShareUrl, fillTemplate, posterFileName } from '@core/share';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { TextArea } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs } from '@web/components/ui/tabs';
import { toast } from '@web/components/ui/toast';
import { brandName } from '@web/lib/brand';
import { cn } from '@web/lib/cn';
import { useAttribution } from '@web/lib/attribution';
import { SHARE_PLATFORMS, type SharePlatform, type SharePlatformId } from './platforms';
import { createShare, retryTransient, shareKeys, useShareTemplates } from './share-api';
import { saveBlob } from '@web/lib/download';
import { copyToClipboard, formatDate, trackClientEvent, withLink } from './share-client';
import { GalleryTick } from './gallery-tick';

export interface ShareDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  coverId: string;
  roleTitle: string;
  userName: string | null;
  /**
   * True while the final cover is still being made (the magazine step during 'Enhancing...'). The dialog opens at
   * once and shows that the link is being prepared; the public link is made when the cover is finished, never
   * before (the server answers 404 no_poster for a cover without its image, which is not a failure to share).
   */
  coverPending?: boolean;
}

/**
 * 'Share Your Future Self' with the product name: a CamelCase brand is split into words ('FutureSelf' →
 * 'Future Self'); a brand without 'Future' in it reads 'Share Your {brand} Cover'.
 */
export function shareDialogTitle(brand: string): string {
  const spaced = brand.replace(/([a-z])([A-Z])/g, '$1 $2').trim();
  return /future/i.test(spaced) ? `Share Your ${spaced}` : `Share Your ${brand} Cover`;
}

/** Used when the templates cannot be read. */
const FALLBACK_TEMPLATE = {
  templateText: 'Just met my future self: The Future {role}. Make your own {brand} cover 👉 {url}',
  hashtags: ['FutureMe', 'CoverStory'],
};

type LinkState =
  | { status: 'waiting'; url: null }
  | { status: 'loading'; url: null }
  | { status: 'ready'; url: string; shareId: string; expiresAt: string }
  | { status: 'fallback'; url: string };

/** The copied state of a copy button: true for COPIED_MS after each copy. */
function useCopied() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flash = useCallback(() => {
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }, []);
  return [copied, flash] as const;
}

export function ShareDialog({
  open,
  onOpenChange,
  coverId,
  roleTitle,
  userName,
  coverPending = false,
}: ShareDialogProps) {
  const { raw, resolved, sessionId } = useAttribution();
  const qc = useQueryClient();
  const location = useLocation();
  const [tab, setTab] = useState('social');
  const [platformId, setPlatformId] = useState<SharePlatformId>('instagram');
  const [edits, setEdits] = useState<Partial<Record<SharePlatformId, string>>>({});
  const [busy, setBusy] = useState<SharePlatformId | null>(null);
  const [copied, flashCopied] = useCopied();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const posters = useRef(new Map<string, Promise<File>>());
  const ids = useId();

  // The public link: made (or found, the call is idempotent) when the dialog is open and the cover is finished.
  const created = useQuery({
    queryKey: shareKeys.created(coverId),
    queryFn: async () => {
      const res = await createShare(coverId, userName);
      void qc.invalidateQueries({ queryKey: shareKeys.ofCover(coverId) });
      return res;
    },
    enabled: open && !coverPending,
    staleTime: Infinity,
    retry: retryTransient,
  });
  // (A link that failed for real, the fallback, is asked for again the next time the dialog opens: the query has no
  // data, so enabling it again fetches.)
  const templates = useShareTemplates(open);

  const link: LinkState = useMemo(() => {
    if (coverPending && !created.data) return { status: 'waiting', url: null };
    if (created.data)
      return {
        status: 'ready',
        url: created.data.url,
        shareId: created.data.shareId,
        expiresAt: created.data.expiresAt,
      };
    if (created.isError) {
      const url = fallbackShareUrl(window.location.origin, {
        brand: brandName,
        cohort: resolved?.cohortId ?? raw.cohort,
        ambassador: resolved?.ambassadorCode ?? raw.ambassador,
      });
      return { status: 'fallback', url };
    }
    return { status: 'loading', url: null };
  }, [coverPending, created.data, created.isError, resolved, raw.cohort, raw.ambassador]);

  const defaultMessage = useCallback(
    (id: SharePlatformId) => {
      const t = templates.data?.templates.find((x) => x.platform === id) ?? FALLBACK_TEMPLATE;
      return fillTemplate(t.templateText, {
        role: roleTitle,
        url: link.url ?? '',
        brand: brandName,
        hashtags: t.hashtags,
      });
    },
    [templates.data, roleTitle, link.url],
  );
  const messageFor = (id: SharePlatformId) => edits[id] ?? defaultMessage(id);

  const track = (data: { platform: string } | { action: string }) =>
    trackClientEvent({
      sessionId,
      eventType: 'share_clicked',
      eventData: { context: 'share_dialog', ...data },
      attribution: { ...raw },
    });

  /** The platform's poster as a File; fetched once per dialog and platform (a second tap is instant). */
  const posterFile = useCallback(
    (p: SharePlatform, shareId: string | null): Promise<File> => {
      const key = `${shareId ?? 'cover'}:${p.poster}`;
      let file = posters.current.get(key);
      if (!file) {
        // Without a share (the fallback link) there is no platform poster: the cover itself is the image.
        const src = shareId
          ? `/api/shares/${encodeURIComponent(shareId)}/poster/${p.poster}`
          : `/api/covers/${encodeURIComponent(coverId)}/image`;
        file = fetch(src, { credentials: 'same-origin' }).then(async (res) => {
          if (!res.ok) throw new Error(`Poster not available (${res.status})`);
          const blob = await res.blob();
          const type = blob.type || (shareId ? 'image/jpeg' : 'image/png');
          const name = posterFileName(brandName, p.poster, Date.now());
          return new File([blob], type === 'image/png' ? name.replace(/\.jpg$/, '.png') : name, { type });
        });
        file.catch(() => posters.current.delete(key));
        posters.current.set(key, file);
      }
      return file;
    },
    [coverId],
  );
  const shareIdOf = (l: LinkState) => (l.status === 'ready' ? l.shareId : null);

  const sharePlatform = async (p: SharePlatform, text: string) => {
    if (!link.url || busy) return;
    track({ platform: p.id });
    setBusy(p.id);
    const caption = withLink(text, link.url);
    // The text goes to the clipboard first, while the click still counts as a user gesture.
    const copying = copyToClipboard(caption);
    try {
      const file = await posterFile(p, shareIdOf(link));
      const copiedText = await copying;
      if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
        try {
          // The image alone: iOS drops the image when text comes with it, and Instagram leaves the sheet.
          await navigator.share({ files: [file] });
          if (copiedText)
            toast.success('Ready to share!', {
              description: 'Your message and link are on the clipboard: paste them as the caption.',
            });
          return;
        } catch (err) {
          if ((err as Error).name === 'AbortError') return; // the visitor closed the share sheet
          // NotAllowedError (the gesture expired while the poster loaded) and the rest: download instead.
        }
      }
      saveBlob(file, file.name);
      if (copiedText) {
        const intent = p.intent?.(caption, link.url);
        toast.success('Ready to share!', {
          description: `Poster downloaded and link copied. ${intent ? `Paste it into your ${p.label} post.` : `Add the poster in ${p.label} and paste the caption.`}`,
          ...(intent
            ? {
                action: {
                  label: `Open ${p.label}`,
                  onClick: () => window.open(intent, '_blank', 'noopener,noreferrer'),
                },
              }
            : {}),
        });
      } else {
        toast.error('Failed to copy link', {
          description: `Poster downloaded. Please copy the link manually: ${link.url}`,
          duration: 15_000,
        });
      }
    } catch {
      toast.error('Share preparation failed', { description: 'Please save the image manually and copy the link.' });
    } finally {
      setBusy(null);
    }
  };

  const copyLink = async (record = true) => {
    if (!link.url) return;
    if (record) track({ action: 'copy_link' });
    if (await copyToClipboard(link.url)) {
      flashCopied();
    } else {
      toast.error('Failed to copy link', {
        description: `Please copy the link manually: ${link.url}`,
        duration: 15_000,
      });
    }
  };

  const quickShare = async () => {
    if (!link.url) return;
    track({ action: 'quick_share' });
    try {
      await navigator.share({
        title: `The Future ${roleTitle}`,
        text: `I'm The Future ${roleTitle}. Make your own ${brandName} cover:`,
        url: link.url,
      });
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
      await copyLink(false);
    }
  };

  const copyMessage = async () => {
    if (!link.url) return;
    track({ action: 'copy_message' });
    if (await copyToClipboard(withLink(messageFor(platformId), link.url))) {
      toast.success('Copied!', { description: 'Share text has been copied to your clipboard.' });
    } else {
      toast.error('Copy failed', { description: 'Please copy the text manually.' });
      messageRef.current?.focus();
      messageRef.current?.select();
    }
  };

  const canNativeShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const platform = SHARE_PLATFORMS.find((p) => p.id === platformId) ?? SHARE_PLATFORMS[0]!;
  const message = link.url ? messageFor(platformId) : '';
  const onCoverPage = location.pathname === `/magazine/${coverId}`;

  const linkNote =
    link.status === 'ready' ? (
      <>
        Anyone with the link can see your cover until {formatDate(link.expiresAt)}.
        {onCoverPage ? null : (
          <>
            {' '}
            <Link
              to={`/magazine/${encodeURIComponent(coverId)}`}
              className="font-semibold text-violet-dark underline underline-offset-2 hover:text-violet"
            >
              Manage or revoke it
            </Link>
          </>
        )}
      </>
    ) : link.status === 'fallback' ? (
      'Your personal link is not available right now, so this link invites friends to make their own cover.'
    ) : link.status === 'waiting' ? (
      'Your link will show your finished cover. It is ready as soon as the cover is.'
    ) : (
      'Preparing your link...'
    );

  // One line, always there (so nothing below it moves), says what the link is waiting for and when it is ready;
  // a live region, so it is announced too.
  const linkStatus = (
    <p
      role="status"
      className={cn(
        'mb-4 flex min-h-11 items-center gap-2 rounded-2xl px-4 py-2 text-sm font-semibold',
        link.status === 'fallback'
          ? 'bg-gold/15 text-ink'
          : link.status === 'ready'
            ? 'bg-mint/10 text-[#0b6b4f]'
            : 'bg-violet/10 text-violet-dark',
      )}
      data-testid="share-link-status"
    >
      {link.status === 'ready' ? (
        <Check className="size-4 shrink-0" aria-hidden="true" />
      ) : link.status === 'fallback' ? null : (
        <Spinner className="size-4 shrink-0" />
      )}
      {link.status === 'waiting'
        ? 'Finishing your cover for the link...'
        : link.status === 'loading'
          ? 'Preparing your link...'
          : link.status === 'ready'
            ? 'Your link is ready to share.'
            : 'Your personal link is not available.'}
    </p>
  );

  const copyLinkButton = (extra?: string) => (
    <Button
      variant={copied ? 'secondary' : 'primary'}
      onClick={() => void copyLink()}
      disabled={!link.url}
      className={cn('min-w-[9.5rem]', extra)}
    >
      {copied ? (
        <Check className="size-4 text-mint" aria-hidden="true" />
      ) : (
        <Link2 className="size-4" aria-hidden="true" />
      )}
      {copied ? 'Copied!' : 'Copy Link'}
    </Button>
  );

  const social = (
    <div className="space-y-5">
      <div className="grid grid-cols-2 gap-3" aria-busy={!link.url || undefined}>
        {SHARE_PLATFORMS.map((p) => (
          <button
            key={p.id}
            type="button"
            onClick={() => void sharePlatform(p, messageFor(p.id))}
            onPointerDown={() => link.url && void posterFile(p, shareIdOf(link)).catch(() => undefined)}
            disabled={!link.url || (busy !== null && busy !== p.id)}
            aria-busy={busy === p.id || undefined}
            aria-label={`Share on ${p.label}`}
            className={cn(
              'relative flex min-h-[5.5rem] flex-col justify-between gap-3 rounded-2xl p-3.5 text-left text-white shadow-card transition-[transform,filter,background] duration-150 active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-55 sm:p-4',
              p.className,
            )}
          >
            <span className="flex w-full items-center justify-between">
              <p.Icon className={cn('size-6', p.iconClassName)} />
              {busy === p.id ? (
                <Spinner className="size-4" />
              ) : (
                <ArrowUpRight className="size-4 opacity-75" aria-hidden="true" />
              )}
            </span>
            <span>
              <span className="block text-[15px] font-semibold leading-tight">{p.label}</span>
              <span className="mt-0.5 block text-xs text-white/90">
                {busy === p.id ? 'Preparing poster...' : p.format}
              </span>
            </span>
          </button>
        ))}
      </div>
      <p className="text-xs leading-relaxed text-ink-soft">
        Each button prepares a poster sized for the platform and copies your message with the link, ready to paste.
      </p>

      <section aria-labelledby={`${ids}-quick`} className="rounded-2xl bg-cream/70 p-4 ring-1 ring-line/60">
        <h3 id={`${ids}-quick`} className="text-sm font-bold text-ink">
          Quick Share / Copy Link
        </h3>
        <p className="mt-1 truncate font-mono text-xs text-ink-soft" data-testid="share-link-preview">
          {link.url ?? <span className="inline-block h-3 w-48 animate-pulse rounded bg-ink/10 align-middle" />}
        </p>
        <div className={cn('mt-3 grid gap-2', canNativeShare && 'grid-cols-2')}>
          {canNativeShare ? (
            <Button variant="secondary" onClick={() => void quickShare()} disabled={!link.url}>
              <Share2 className="size-4" aria-hidden="true" /> Quick Share
            </Button>
          ) : null}
          {copyLinkButton()}
        </div>
        <p className="mt-2.5 text-xs leading-relaxed text-ink-soft">{linkNote}</p>
      </section>
    </div>
  );

  const custom = (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">Platform</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {SHARE_PLATFORMS.map((p) => (
            <label
              key={p.id}
              className={cn(
                'inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold ring-1 transition has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet',
                p.id === platformId ? p.chipClassName : 'bg-white text-ink ring-line hover:ring-ink/40',
              )}
            >
              <input
                type="radio"
                name={`${ids}-platform`}
                value={p.id}
                checked={p.id === platformId}
                onChange={() => setPlatformId(p.id)}
                className="sr-only"
              />
              <p.Icon className="size-4" />
              {p.label}
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-3">
          <label htmlFor={`${ids}-message`} className="text-sm font-semibold text-ink">
            Your message for {platform.label}
          </label>
          {edits[platformId] !== undefined ? (
            <button
              type="button"
              className="inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold text-violet-dark hover:bg-violet/10"
              onClick={() => setEdits(({ [platformId]: _dropped, ...rest }) => rest)}
            >
              <RotateCcw className="size-3" aria-hidden="true" /> Reset
            </button>
          ) : null}
        </div>
        <TextArea
          ref={messageRef}
          id={`${ids}-message`}
          rows={6}
          value={message}
          placeholder={link.url ? '' : 'Preparing your message...'}
          disabled={!link.url}
          onChange={(e) => setEdits((m) => ({ ...m, [platformId]: e.target.value }))}
          aria-describedby={`${ids}-count`}
          className="min-h-40"
        />
        <p id={`${ids}-count`} className="mt-1 text-right text-xs tabular-nums text-ink-soft">
          {message.length} characters{platformId === 'twitter' ? ' (Twitter allows 280)' : ''}
        </p>
      </div>

      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="secondary" onClick={() => void copyMessage()} disabled={!link.url}>
          <Copy className="size-4" aria-hidden="true" /> Copy Message
        </Button>
        <button
          type="button"
          onClick={() => void sharePlatform(platform, message)}
          disabled={!link.url || busy !== null}
          aria-busy={busy === platform.id || undefined}
          className={cn(
            'inline-flex h-11 items-center justify-center gap-2 rounded-full px-5 text-[15px] font-semibold text-white shadow-card transition-[transform,filter,background] duration-150 active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-55',
            platform.className,
          )}
        >
          {busy === platform.id ? <Spinner className="size-4" /> : <platform.Icon className="size-4" />} Share on{' '}
          {platform.label}
        </button>
      </div>

      <div className="border-t border-line/70 pt-4">
        <label htmlFor={`${ids}-link`} className="text-sm font-semibold text-ink">
          Shareable link
        </label>
        <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
          <input
            id={`${ids}-link`}
            readOnly
            value={link.url ?? ''}
            placeholder="Preparing your link..."
            onFocus={(e) => e.currentTarget.select()}
            className="h-11 w-full min-w-0 rounded-full sm:flex-1 border border-line bg-cream/50 px-4 font-mono text-[13px] text-ink focus:border-violet focus:outline-none focus:ring-4 focus:ring-violet/15"
          />
          {copyLinkButton('sm:w-auto')}
        </div>
        <p className="mt-2 text-xs leading-relaxed text-ink-soft">{linkNote}</p>
      </div>
    </div>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={shareDialogTitle(brandName)}
      description={`Show the world The Future ${roleTitle}.`}
    >
      {linkStatus}
      {created.data?.nameNotice ? (
        <p className="mb-4 rounded-2xl bg-gold/15 px-4 py-2 text-sm text-ink" data-testid="share-name-notice">
          {created.data.nameNotice}
        </p>
      ) : null}
      {link.status === 'ready' ? (
        <GalleryTick coverId={coverId} shareId={link.shareId} checked={created.data?.inGallery ?? false} />
      ) : null}
      <Tabs
        value={tab}
        onValueChange={setTab}
        tabs={[
          { value: 'social', label: 'Social Platforms', content: social },
          { value: 'custom', label: 'Custom Message', content: custom },
        ]}
      />
      <p role="status" aria-live="polite" className="sr-only">
        {copied ? 'Link copied to the clipboard.' : ''}
      </p>
    </Dialog>
  );
}
