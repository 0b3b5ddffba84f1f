import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Mail, UserRound } from 'lucide-react';
import { useState } from 'react';
import { accountDetailsSchema, emailFormSchema, passwordOnlySchema } from '@core/contracts/credentials';
import { ALREADY_REGISTERED, POSTER_SAVE_FAILED } from '@core/contracts/posters';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { TextField } from '@web/components/ui/input';
import { ApiError, messageOf } from '@web/lib/api';
import { firstError, SERVER_ERROR, useZodForm } from '@web/lib/zod-form';
import { FormAlert } from '@web/components/ui/form-alert';
import { signInWithEmail } from '@web/lib/auth-client';
import { ME_KEY } from '@web/lib/session';
import { AUTH_SESSION_KEY, DevOutboxLink, TwoFactorChallenge } from '@web/features/auth';
import { savePosterToProfile, SAVED_POSTER_KEY, useSaveByEmail } from './save-poster-api';
import { LegalNote } from '@web/features/legal';

type Step = 'email' | 'details' | 'signin' | 'code' | 'done';

export interface SavePosterEmailDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The cover to save; null when the spin never reached the server (the account is still made). */
  coverId: string | null;
  /** The poster is now saved to the new (or signed-in) account. */
  onSaved(): void;
}

/**
 * Save Poster to Email (docs/product/accounts.md#save-poster): step 1 the e-mail, step 2 full name and password. It
 * makes the account, moves what the visitor made to it, saves the poster and sends the welcome e-mail (server side, one
 * request). A registered address gets the spec's message and a way to sign in right here that keeps the poster.
 */
export function SavePosterEmailDialog({ open, onOpenChange, coverId, onSaved }: SavePosterEmailDialogProps) {
  const qc = useQueryClient();
  const saveByEmail = useSaveByEmail();
  const [step, setStep] = useState<Step>('email');
  const [registered, setRegistered] = useState(false);
  const [posterSaved, setPosterSaved] = useState(true);
  // One form a step; each keeps what was typed while the visitor goes back and forth.
  const emailForm = useZodForm(emailFormSchema, { email: '' });
  const detailsForm = useZodForm(accountDetailsSchema, { fullName: '', password: '', confirmPassword: '' });
  const signInForm = useZodForm(passwordOnlySchema, { password: '' });
  const email = emailForm.watch('email').trim();
  const detailsError = firstError(detailsForm.formState.errors, ['fullName', 'password', 'confirmPassword']);
  const signInError = firstError(signInForm.formState.errors, ['password']);

  const goTo = (next: Step) => {
    detailsForm.clearErrors();
    signInForm.clearErrors();
    setStep(next);
  };

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next && step === 'done') {
      // Start fresh next time (the account is signed in by now: this dialog is not offered again).
      setStep('email');
      detailsForm.reset();
    }
  };

  const submitEmail = emailForm.handleSubmit(() => {
    setRegistered(false);
    goTo('details');
  });

  const submitDetails = detailsForm.handleSubmit(async (details) => {
    try {
      const res = await saveByEmail.mutateAsync({
        email,
        fullName: details.fullName,
        password: details.password,
        coverId,
      });
      setPosterSaved(res.posterSaved || !coverId);
      if (res.posterSaved) onSaved();
      await qc.invalidateQueries({ queryKey: AUTH_SESSION_KEY });
      setStep('done');
    } catch (err) {
      const already = err instanceof ApiError && err.code === 'USER_ALREADY_EXISTS';
      if (already) setRegistered(true);
      detailsForm.setError(SERVER_ERROR, { message: already ? ALREADY_REGISTERED : messageOf(err) });
    }
  });

  /** Signed in (after the password, or after the second factor): save the poster, which moved to the account. */
  const afterSignIn = async () => {
    await Promise.all([
      qc.invalidateQueries({ queryKey: ME_KEY }),
      qc.invalidateQueries({ queryKey: AUTH_SESSION_KEY }),
    ]);
    let saved = !coverId;
    if (coverId) {
      try {
        const r = await savePosterToProfile(coverId);
        qc.setQueryData(SAVED_POSTER_KEY, r);
        saved = true;
        onSaved();
      } catch {
        saved = false;
      }
    }
    setPosterSaved(saved);
    setStep('done');
  };

  const submitSignIn = signInForm.handleSubmit(async ({ password }) => {
    try {
      const { twoFactor } = await signInWithEmail({ email, password });
      signInForm.reset();
      if (twoFactor) setStep('code');
      else await afterSignIn();
    } catch (err) {
      signInForm.setError(SERVER_ERROR, { message: messageOf(err) });
    }
  });

  // Every step has its own description: without one the dialog would repeat its title as its description. Once
  // done, the outcome is the title and what happened the description (the focus, on the dialog by then, reads both).
  const title =
    step !== 'done' ? 'Save Poster to Email' : posterSaved ? 'Your poster is saved!' : 'Your account is ready';
  const description =
    step === 'email'
      ? 'Step 1 of 2: where should we send your poster?'
      : step === 'details'
        ? 'Step 2 of 2: create your account to keep it.'
        : step === 'signin' || step === 'code'
          ? 'Sign in to save this poster to your account.'
          : !posterSaved
            ? POSTER_SAVE_FAILED
            : registered
              ? "It's in your profile now, with your other covers."
              : "It's in your profile now.";

  return (
    <Dialog open={open} onOpenChange={close} title={title} description={description}>
      {step === 'email' ? (
        <form onSubmit={submitEmail} noValidate className="space-y-4" aria-label="Your e-mail">
          <StepDots current={1} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            {...emailForm.register('email')}
            error={emailForm.formState.errors.email?.message}
            autoFocus
          />
          <Button type="submit" size="lg" variant="coral" className="w-full">
            Continue
          </Button>
          <p className="text-center text-xs text-ink-soft">
            We&apos;ll e-mail you your poster and keep it in your profile.
          </p>
        </form>
      ) : null}

      {step === 'details' ? (
        <form onSubmit={submitDetails} noValidate className="space-y-4" aria-label="Your details">
          <StepDots current={2} />
          <p className="flex items-center gap-2 rounded-2xl bg-cream/70 px-4 py-2.5 text-sm text-ink">
            <Mail className="size-4 shrink-0 text-ink-soft" aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate">{email}</span>
            <button
              type="button"
              className="shrink-0 font-semibold text-violet underline-offset-2 hover:underline"
              onClick={() => goTo('email')}
            >
              Change
            </button>
          </p>
          <TextField label="Full name" autoComplete="name" {...detailsForm.register('fullName')} autoFocus />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            {...detailsForm.register('password')}
            hint="At least 6 characters"
          />
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            {...detailsForm.register('confirmPassword')}
          />
          <FormAlert message={detailsError} />
          {registered ? (
            <Button variant="secondary" size="lg" className="w-full" onClick={() => goTo('signin')}>
              <UserRound className="size-5" aria-hidden="true" /> Sign In Instead
            </Button>
          ) : null}
          <div className="flex gap-3">
            <Button variant="ghost" size="lg" onClick={() => goTo('email')}>
              <ArrowLeft className="size-5" aria-hidden="true" /> Back
            </Button>
            <Button
              type="submit"
              size="lg"
              variant="coral"
              className="flex-1"
              loading={detailsForm.formState.isSubmitting}
            >
              Save My Poster
            </Button>
          </div>
          <LegalNote lead="By creating an account you accept the" />
        </form>
      ) : null}

      {step === 'signin' ? (
        <form onSubmit={submitSignIn} noValidate className="space-y-4" aria-label="Sign in">
          <p className="flex items-center gap-2 rounded-2xl bg-cream/70 px-4 py-2.5 text-sm text-ink">
            <Mail className="size-4 shrink-0 text-ink-soft" aria-hidden="true" />
            <span className="min-w-0 truncate">{email}</span>
          </p>
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            {...signInForm.register('password')}
            autoFocus
          />
          <FormAlert message={signInError} />
          <div className="flex gap-3">
            <Button variant="ghost" size="lg" onClick={() => goTo('details')}>
              <ArrowLeft className="size-5" aria-hidden="true" /> Back
            </Button>
            <Button type="submit" size="lg" className="flex-1" loading={signInForm.formState.isSubmitting}>
              Sign In &amp; Save
            </Button>
          </div>
        </form>
      ) : null}

      {step === 'code' ? <TwoFactorChallenge onDone={afterSignIn} onCancel={() => setStep('signin')} /> : null}

      {step === 'done' ? (
        <div className="space-y-4">
          {posterSaved && !registered ? (
            <p className="text-ink-soft">
              We&apos;ve sent it to <strong className="wrap-anywhere text-ink">{email}</strong>, with a link to confirm
              your address.
            </p>
          ) : null}
          <DevOutboxLink email={email} />
          <div className="grid gap-3 sm:grid-cols-2">
            <ButtonLink to="/profile" size="lg" variant="primary">
              View Profile
            </ButtonLink>
            <Button size="lg" variant="ghost" className="ring-1 ring-line" onClick={() => close(false)}>
              Back to my poster
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

function StepDots({ current }: { current: 1 | 2 }) {
  return (
    <ol className="flex items-center gap-2" aria-label={`Step ${current} of 2`}>
      {[1, 2].map((n) => (
        <li
          key={n}
          className={`h-1.5 flex-1 rounded-full ${n <= current ? 'bg-coral' : 'bg-line'}`}
          aria-current={n === current ? 'step' : undefined}
        />
      ))}
    </ol>
  );
}
