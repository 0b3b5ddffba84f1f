import { CheckCircle2, FileCheck2, HeartHandshake, Sparkles, Upload, UserRound, UsersRound } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CONSENT_ACCEPT, CONSENT_MAX_BYTES, SHOW_MESSAGES, type ShowApplicationResponse } from '@core/contracts/show';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { TextArea, TextField } from '@web/components/ui/input';
import { toast } from '@web/components/ui/toast';
import { AGE_MESSAGES } from '@core/age';
import { Spinner } from '@web/components/ui/spinner';
import { LegalNote } from '@web/features/legal';
import { BirthYearQuestion, useAge } from '@web/features/trust';
import { useAttribution } from '@web/lib/attribution';
import { brandName } from '@web/lib/brand';
import { useApplyToShow, useShowSpots } from './show-api';
import { useFieldErrors } from '@web/lib/use-field-errors';
import { checkShowApplication, EMPTY_SHOW_FORM, SHOW_FIELD_ORDER, type ShowForm } from './show-application-validation';

function Section({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="flex items-center gap-2.5 font-display text-xl leading-tight sm:text-2xl">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-cream text-violet" aria-hidden="true">
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** A message under a textarea or the consent button, named by its aria-describedby (as TextField does for inputs). */
function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-coral-dark">
      {message}
    </p>
  );
}

/**
 * /show-application (docs/product/show.md#show-application): the free TV-show application with the parental consent for
 * under 18.
 */
export function ShowApplicationPage() {
  const [form, setForm] = useState<ShowForm>(EMPTY_SHOW_FORM);
  const [under18Ticked, setUnder18] = useState(false);
  // The year of birth is asked once before the application (decision 034); under 18 it decides.
  const age = useAge();
  const knownUnder18 = age.data?.under18 === true;
  const under18 = knownUnder18 || under18Ticked;
  const [consent, setConsent] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<ShowApplicationResponse | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  // One message per field; a refused submit puts the focus on the first field to fix.
  const { error: fieldError, flag, clear: clearFieldError, fieldRef } = useFieldErrors(SHOW_FIELD_ORDER);
  const apply = useApplyToShow();
  const spots = useShowSpots();
  const { raw, sessionId } = useAttribution();

  const set = (k: keyof ShowForm) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    clearFieldError(k);
  };
  const pickConsent = (file: File | undefined) => {
    if (!file) return setConsent(null);
    if (!/\.(pdf|jpe?g|png)$/i.test(file.name)) {
      setConsent(null);
      return setError(SHOW_MESSAGES.consentType);
    }
    if (file.size > CONSENT_MAX_BYTES) {
      setConsent(null);
      return setError(SHOW_MESSAGES.consentTooLarge);
    }
    setError(null);
    clearFieldError('consent');
    setConsent(file);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Nothing is sent while a field is flagged: each gets its message, the first one the focus.
    const refusal = checkShowApplication(form, { under18, hasConsent: Boolean(consent) });
    flag(refusal?.fields ?? {});
    if (refusal) {
      setError(refusal.message);
      toast.error(refusal.message);
      return;
    }
    setError(null);
    apply.mutate(
      { form: { ...form, under18, sessionId, attribution: { ...raw } }, consent },
      {
        onSuccess: (r) => {
          setDone(r);
          window.scrollTo({ top: 0 });
        },
        onError: (err) => {
          setError(err.message);
          toast.error(err.message);
        },
      },
    );
  };

  const header = (
    <header className="mb-6 space-y-2 text-center">
      <p className="inline-flex items-center gap-1.5 rounded-full bg-coral/10 px-3 py-1 text-sm font-semibold text-coral-dark">
        <Sparkles className="size-4" aria-hidden="true" />
        Free · 60-second form · limited spots
      </p>
      <h1 className="font-display text-4xl leading-tight sm:text-5xl">Apply to the {brandName} Show</h1>
      <p className="text-ink-soft">
        Tell us who you are and what future you want to explore on TV.
        {spots.data && spots.data.total > 0 && (
          <>
            {' '}
            {spots.data.left > 0
              ? `${spots.data.left} of ${spots.data.total} spots left.`
              : 'All spots are taken: new applications join the waiting list.'}
          </>
        )}
      </p>
    </header>
  );

  if (age.isPending) {
    return (
      <div className="mx-auto grid max-w-2xl place-items-center px-4 py-16" role="status" aria-label="Loading">
        <Spinner className="size-8 text-violet" />
      </div>
    );
  }
  // Not known yet: the question first (if the age cannot be read, the form's own under-18 box still works).
  if (age.data?.birthYear === null) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
        {header}
        <BirthYearQuestion why={AGE_MESSAGES.showWhy} />
      </div>
    );
  }

  if (done) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <Card className="space-y-4 text-center" role="status">
          <CheckCircle2 className="mx-auto size-12 text-violet" aria-hidden="true" />
          <h1 className="font-display text-3xl">
            {done.status === 'accepted' ? 'Application received!' : "You're on the waiting list"}
          </h1>
          <p className="text-ink-soft">
            {done.status === 'accepted'
              ? `Thank you for applying to the ${brandName} Show. We sent a confirmation to ${form.email}.`
              : `All spots are taken right now. You are number ${done.waitlistPosition} on the waiting list; we sent the details to ${form.email}.`}
          </p>
          <ButtonLink to="/" size="lg" className="w-full">
            Back to home
          </ButtonLink>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      {header}

      <form onSubmit={submit} noValidate className="space-y-5" aria-describedby={error ? 'show-form-error' : undefined}>
        <Section id="personal" title="Personal information" icon={<UserRound className="size-5" />}>
          <TextField
            label="Full name"
            autoComplete="name"
            required
            value={form.name}
            onChange={set('name')}
            ref={fieldRef('name')}
            error={fieldError('name')}
            maxLength={200}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="E-mail"
              type="email"
              autoComplete="email"
              required
              value={form.email}
              onChange={set('email')}
              ref={fieldRef('email')}
              error={fieldError('email')}
              maxLength={254}
            />
            <TextField
              label="Phone"
              type="tel"
              autoComplete="tel"
              required
              value={form.phone}
              onChange={set('phone')}
              ref={fieldRef('phone')}
              error={fieldError('phone')}
              maxLength={40}
            />
          </div>
          <TextField
            label="Address"
            autoComplete="street-address"
            required
            value={form.address}
            onChange={set('address')}
            ref={fieldRef('address')}
            error={fieldError('address')}
            maxLength={300}
          />
          <label className="flex items-start gap-3 rounded-2xl bg-cream/60 p-4 text-sm font-semibold text-ink">
            <input
              type="checkbox"
              className="mt-0.5 size-5 accent-violet"
              checked={under18}
              disabled={knownUnder18}
              onChange={(e) => {
                setUnder18(e.target.checked);
                if (!e.target.checked) setConsent(null);
              }}
            />
            <span>
              I am under 18
              <span className="block font-normal text-ink-soft">
                {knownUnder18
                  ? 'From the year of birth you gave: a parent or guardian signs a consent form.'
                  : 'A parent or guardian then signs a consent form.'}
              </span>
            </span>
          </label>
        </Section>

        {under18 && (
          <Section id="consent" title="Parental consent" icon={<FileCheck2 className="size-5" />}>
            <p className="text-sm text-ink-soft">
              Upload the consent form signed by your parent or guardian (PDF, JPG or PNG, at most 5 MB). Only the show's
              team can open it.
            </p>
            <input
              ref={fileRef}
              id="consent-file"
              type="file"
              accept={CONSENT_ACCEPT}
              className="sr-only"
              aria-label="Signed consent form"
              onChange={(e) => pickConsent(e.target.files?.[0])}
            />
            <div className="flex flex-wrap items-center gap-3">
              <Button
                ref={fieldRef('consent')}
                variant="secondary"
                onClick={() => fileRef.current?.click()}
                aria-describedby={fieldError('consent') ? 'consent-err' : undefined}
              >
                <Upload className="size-4" aria-hidden="true" />
                {consent ? 'Choose another file' : 'Upload signed consent'}
              </Button>
              <span className="min-w-0 truncate text-sm text-ink-soft" aria-live="polite">
                {consent ? consent.name : 'No file chosen'}
              </span>
            </div>
            <FieldError id="consent-err" message={fieldError('consent')} />
          </Section>
        )}

        <Section id="motivation" title="Your motivation" icon={<HeartHandshake className="size-5" />}>
          <div className="space-y-1.5">
            <label htmlFor="motivation" className="block text-sm font-semibold text-ink">
              Why do you want to be on the show?
            </label>
            <TextArea
              ref={fieldRef('motivation')}
              id="motivation"
              rows={5}
              required
              value={form.motivation}
              onChange={set('motivation')}
              maxLength={3000}
              aria-invalid={fieldError('motivation') ? true : undefined}
              aria-describedby={fieldError('motivation') ? 'motivation-err' : undefined}
            />
            <FieldError id="motivation-err" message={fieldError('motivation')} />
          </div>
          <div className="space-y-1.5">
            <label htmlFor="expert-help" className="block text-sm font-semibold text-ink">
              What help from an expert would move you forward?
            </label>
            <TextArea
              ref={fieldRef('expertHelp')}
              id="expert-help"
              rows={4}
              required
              value={form.expertHelp}
              onChange={set('expertHelp')}
              maxLength={3000}
              aria-invalid={fieldError('expertHelp') ? true : undefined}
              aria-describedby={fieldError('expertHelp') ? 'expert-help-err' : undefined}
            />
            <FieldError id="expert-help-err" message={fieldError('expertHelp')} />
          </div>
        </Section>

        <Section id="supporters" title="Two supporters" icon={<UsersRound className="size-5" />}>
          <p className="text-sm text-ink-soft">Two people who know you and can tell us about you.</p>
          {([1, 2] as const).map((n) => (
            <fieldset key={n} className="space-y-3 rounded-2xl border border-line p-4">
              <legend className="px-1 text-sm font-semibold">Supporter {n}</legend>
              <TextField
                label={`Supporter ${n} name`}
                value={form[`supporter${n}Name`]}
                onChange={set(`supporter${n}Name`)}
                ref={fieldRef(`supporter${n}Name`)}
                error={fieldError(`supporter${n}Name`)}
                maxLength={200}
              />
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label={`Supporter ${n} e-mail`}
                  type="email"
                  value={form[`supporter${n}Email`]}
                  onChange={set(`supporter${n}Email`)}
                  ref={fieldRef(`supporter${n}Email`)}
                  error={fieldError(`supporter${n}Email`)}
                  maxLength={254}
                />
                <TextField
                  label={`Supporter ${n} phone`}
                  type="tel"
                  value={form[`supporter${n}Phone`]}
                  onChange={set(`supporter${n}Phone`)}
                  ref={fieldRef(`supporter${n}Phone`)}
                  error={fieldError(`supporter${n}Phone`)}
                  maxLength={40}
                />
              </div>
            </fieldset>
          ))}
        </Section>

        {error && error !== SHOW_MESSAGES.consentRequired && (
          <p
            id="show-form-error"
            role="alert"
            className="rounded-2xl bg-coral/10 p-4 text-center font-semibold text-coral-dark"
          >
            {error}
          </p>
        )}
        <Button type="submit" size="lg" variant="coral" className="w-full" loading={apply.isPending}>
          Submit application
        </Button>
        <LegalNote lead="By applying you accept the" />
      </form>
    </div>
  );
}
