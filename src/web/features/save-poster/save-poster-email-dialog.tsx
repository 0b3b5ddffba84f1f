import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Mail, UserRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ALREADY_REGISTERED, POSTER_SAVE_FAILED } from '@core/contracts/posters';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { TextField } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { signInWithEmail } from '@web/lib/auth-client';
import { ME_KEY } from '@web/lib/session';
import { AUTH_SESSION_KEY, DevOutboxLink, TwoFactorChallenge } from '@web/features/auth';
import { savePosterToProfile, SAVED_POSTER_KEY, useSaveByEmail } from './save-poster-api';
import { validateDetailsStep, validateEmailStep, type DetailsStep } from './save-poster-validation';
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

const ERROR_CLASS = 'rounded-2xl bg-coral/10 px-4 py-3 text-sm font-medium text-coral-dark';

/**
 * Save Poster to Email (platform.md §2, issue 9): step 1 the e-mail, step 2 full name and password. It makes the
 * account, moves what the visitor made to it, saves the poster and sends the welcome e-mail (server side, one
 * request). A registered address gets the spec's message and a way to sign in right here that keeps the poster.
 */
export function SavePosterEmailDialog({ open, onOpenChange, coverId, onSaved }: SavePosterEmailDialogProps) {
  const qc = useQueryClient();
  const saveByEmail = useSaveByEmail();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [details, setDetails] = useState<DetailsStep>({ fullName: '', password: '', confirmPassword: '' });
  const [signInPassword, setSignInPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);
  const [busy, setBusy] = useState(false);
  const [posterSaved, setPosterSaved] = useState(true);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next && step === 'done') {
      // Start fresh next time (the account is signed in by now: this dialog is not offered again).
      setStep('email');
      setDetails({ fullName: '', password: '', confirmPassword: '' });
    }
  };

  const set = (k: keyof DetailsStep) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDetails((d) => ({ ...d, [k]: e.target.value }));

  const submitEmail = (e: FormEvent) => {
    e.preventDefault();
    const problem = validateEmailStep(email);
    setError(problem);
    if (problem) return;
    setRegistered(false);
    setStep('details');
  };

  const submitDetails = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateDetailsStep(details);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const res = await saveByEmail.mutateAsync({
        email: email.trim(),
        fullName: details.fullName.trim(),
        password: details.password,
        coverId,
      });
      setPosterSaved(res.posterSaved || !coverId);
      if (res.posterSaved) onSaved();
      await qc.invalidateQueries({ queryKey: AUTH_SESSION_KEY });
      setStep('done');
    } catch (err) {
      if (err instanceof ApiError && err.code === 'USER_ALREADY_EXISTS') {
        setRegistered(true);
        setError(ALREADY_REGISTERED);
      } else setError(err instanceof ApiError ? err.message : 'An unexpected error occurred');
    }
    setBusy(false);
  };

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

  const submitSignIn = async (e: FormEvent) => {
    e.preventDefault();
    if (!signInPassword) return setError('Please enter your password');
    setBusy(true);
    setError(null);
    try {
      const { twoFactor } = await signInWithEmail({ email: email.trim(), password: signInPassword });
      setSignInPassword('');
      if (twoFactor) setStep('code');
      else await afterSignIn();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'An unexpected error occurred');
    }
    setBusy(false);
  };

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

  const errorLine = error ? (
    <p role="alert" className={ERROR_CLASS}>
      {error}
    </p>
  ) : null;

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
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
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
            <span className="min-w-0 flex-1 truncate">{email.trim()}</span>
            <button
              type="button"
              className="shrink-0 font-semibold text-violet underline-offset-2 hover:underline"
              onClick={() => {
                setError(null);
                setStep('email');
              }}
            >
              Change
            </button>
          </p>
          <TextField
            label="Full name"
            autoComplete="name"
            value={details.fullName}
            onChange={set('fullName')}
            autoFocus
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            value={details.password}
            onChange={set('password')}
            hint="At least 6 characters"
          />
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            value={details.confirmPassword}
            onChange={set('confirmPassword')}
          />
          {errorLine}
          {registered ? (
            <Button
              variant="secondary"
              size="lg"
              className="w-full"
              onClick={() => {
                setError(null);
                setStep('signin');
              }}
            >
              <UserRound className="size-5" aria-hidden="true" /> Sign In Instead
            </Button>
          ) : null}
          <div className="flex gap-3">
            <Button
              variant="ghost"
              size="lg"
              onClick={() => {
                setError(null);
                setStep('email');
              }}
            >
              <ArrowLeft className="size-5" aria-hidden="true" /> Back
            </Button>
            <Button type="submit" size="lg" variant="coral" className="flex-1" loading={busy}>
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
            <span className="min-w-0 truncate">{email.trim()}</span>
          </p>
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={signInPassword}
            onChange={(e) => setSignInPassword(e.target.value)}
            autoFocus
          />
          {errorLine}
          <div className="flex gap-3">
            <Button
              variant="ghost"
              size="lg"
              onClick={() => {
                setError(null);
                setStep('details');
              }}
            >
              <ArrowLeft className="size-5" aria-hidden="true" /> Back
            </Button>
            <Button type="submit" size="lg" className="flex-1" loading={busy}>
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
              We&apos;ve sent it to <strong className="wrap-anywhere text-ink">{email.trim()}</strong>, with a link to
              confirm your address.
            </p>
          ) : null}
          <DevOutboxLink email={email.trim()} />
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
