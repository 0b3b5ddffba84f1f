import { Check, Copy, ImageOff, MailCheck, Send } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { COPY_CONFIRM_MS, SPONSOR_REQUEST, type OfferService } from '@content/offers';
import { WEEKLY_SETTINGS } from '@content/weekly-guidance';
import {
  defaultSponsorshipMessage,
  fillOfferText,
  firstNameOf,
  sponsorSendDisabled,
  sponsorshipMessageToSend,
} from '@core/offers';
import { sponsorshipFormSchema } from '@core/contracts/offers';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { TextArea, TextField } from '@web/components/ui/input';
import { toast } from '@web/components/ui/toast';
import { FormAlert } from '@web/components/ui/form-alert';
import { ApiError } from '@web/lib/api';
import { firstError, SERVER_ERROR, useZodForm } from '@web/lib/zod-form';
import { brandName } from '@web/lib/brand';
import { useMe } from '@web/lib/session';
import { peekPoster } from '@web/features/journey';
import { useSendSponsorship } from './sponsorship-api';

export interface SponsorRequestDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  service: OfferService;
}

const t = SPONSOR_REQUEST;

/** The message shown for a failed send: the spec's texts, by what went wrong. */
export function sponsorshipErrorText(err: unknown): string {
  if (err instanceof ApiError && err.status === 400 && err.code !== 'mail_failed') return t.missing;
  return t.mailFailed;
}

/**
 * 'Ask parent/partner to sponsor' (docs/product/offers.md#sponsorship-request): who is asking (name and poster), the
 * parent's names and e-mail, a personalised message that the visitor may rewrite, a copy action, Send.
 */
export function SponsorRequestDialog({ open, onOpenChange, service }: SponsorRequestDialogProps) {
  const me = useMe();
  const poster = useMemo(() => (open ? peekPoster() : null), [open]);
  const accountName = me.data?.user && !me.data.user.isAnonymous ? me.data.user.name : '';
  const name = accountName || poster?.name || '';
  const fallback = defaultSponsorshipMessage({ name, service, brand: brandName });

  const form = useZodForm(sponsorshipFormSchema, { parentNames: '', parentEmail: '' });
  const error = firstError(form.formState.errors, ['parentNames', 'parentEmail']);
  const [message, setMessage] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // the sponsor's monthly progress note: asked here, off unless ticked, changeable on the plan (decision 078)
  const [progressNotes, setProgressNotes] = useState(false);
  const copyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const send = useSendSponsorship();
  const ids = useId();
  const [posterFailed, setPosterFailed] = useState(false);

  useEffect(() => () => clearTimeout(copyTimer.current), []);
  useEffect(() => {
    if (!open) {
      form.clearErrors();
      setSentTo(null);
    }
  }, [open, form]);

  /** The textarea holds the default until the visitor writes their own. */
  const text = message ?? fallback;
  const toSend = sponsorshipMessageToSend(text, fallback);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(toSend);
      setCopied(true);
      clearTimeout(copyTimer.current);
      copyTimer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    } catch {
      toast.error(t.copyFailed);
    }
  };

  const submit = form.handleSubmit(({ parentNames, parentEmail }) => {
    if (send.isPending) return;
    send.mutate(
      { parentNames, parentEmail, serviceType: service, customMessage: toSend, progressNotes },
      {
        onSuccess: () => {
          setSentTo(parentEmail);
          toast.success(t.sentTitle);
        },
        onError: (err) => form.setError(SERVER_ERROR, { message: sponsorshipErrorText(err) }),
      },
    );
  });

  const posterUrl = poster?.coverId ? `/api/covers/${encodeURIComponent(poster.coverId)}/image` : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t.title} description={t.description}>
      {sentTo ? (
        <div className="py-4 text-center" role="status">
          <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-mint/15 text-[#0f7a5a]">
            <MailCheck className="size-7" aria-hidden="true" />
          </span>
          <p className="mt-4 font-display text-2xl text-ink">{t.sentTitle}</p>
          <p className="mt-2 text-ink-soft">{fillOfferText(t.sentBody, { parentEmail: sentTo })}</p>
          <Button size="lg" className="mt-6 w-full" onClick={() => onOpenChange(false)}>
            Done
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="flex items-center gap-4 rounded-2xl bg-cream/70 p-3">
            <div className="grid h-20 w-16 shrink-0 place-items-center overflow-hidden rounded-xl bg-ink text-white/70">
              {posterUrl && !posterFailed ? (
                <img
                  src={posterUrl}
                  alt="Your poster"
                  className="size-full object-cover"
                  onError={() => setPosterFailed(true)}
                />
              ) : (
                <ImageOff className="size-6" aria-label="No poster yet" />
              )}
            </div>
            <div className="min-w-0">
              <p className="text-xs font-semibold uppercase tracking-wider text-ink-soft">From</p>
              <p className="truncate font-semibold text-ink">{firstNameOf(name, 'You')}</p>
              <p className="text-sm text-ink-soft">
                {fillOfferText(t.programNames[service], { brand: brandName })}
                {poster?.roleTitle ? ` · The Future ${poster.roleTitle}` : ''}
              </p>
            </div>
          </div>
          <TextField
            label={t.parentNames}
            placeholder={t.parentNamesPlaceholder}
            {...form.register('parentNames')}
            autoComplete="off"
            maxLength={200}
          />
          <TextField
            label={t.parentEmail}
            hint={t.parentEmailHint}
            type="email"
            inputMode="email"
            autoComplete="off"
            {...form.register('parentEmail')}
            maxLength={254}
          />
          <div className="space-y-1.5">
            <div className="flex items-end justify-between gap-3">
              <label htmlFor={`${ids}-msg`} className="block text-sm font-semibold text-ink">
                {t.message}
              </label>
              <Button type="button" size="sm" variant="ghost" onClick={() => void copy()} className="-mr-2">
                {copied ? (
                  <Check className="size-4 text-[#0f7a5a]" aria-hidden="true" />
                ) : (
                  <Copy className="size-4" aria-hidden="true" />
                )}
                {copied ? t.copied : t.copy}
              </Button>
            </div>
            <TextArea
              id={`${ids}-msg`}
              value={text}
              onChange={(e) => setMessage(e.target.value)}
              aria-describedby={`${ids}-msg-hint`}
              maxLength={2000}
              rows={5}
            />
            <p id={`${ids}-msg-hint`} className="text-xs text-ink-soft">
              {t.messageHint}
            </p>
            <span className="sr-only" aria-live="polite">
              {copied ? t.copied : ''}
            </span>
          </div>
          <label className="flex items-start gap-3 text-sm text-ink">
            <input
              type="checkbox"
              className="mt-1 size-4"
              checked={progressNotes}
              onChange={(e) => setProgressNotes(e.target.checked)}
            />
            <span>
              {fillOfferText(WEEKLY_SETTINGS.sponsorAsk, { sponsorName: form.watch('parentNames').trim() || 'them' })}
            </span>
          </label>
          <FormAlert message={error} />
          <Button
            type="submit"
            size="lg"
            variant="coral"
            className="w-full"
            disabled={sponsorSendDisabled(form.watch('parentEmail'))}
            loading={send.isPending}
          >
            {send.isPending ? null : <Send className="size-5" aria-hidden="true" />}
            {send.isPending ? t.sending : t.send}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
