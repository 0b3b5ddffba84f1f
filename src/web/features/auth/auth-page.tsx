import { useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/input';
import { Tabs } from '@web/components/ui/tabs';
import { PageFallback } from '@web/components/ui/page-fallback';
import { signInWithEmail, signUpWithEmail } from '@web/lib/auth-client';
import { brandName } from '@web/lib/brand';
import { ME_KEY, useAccount } from '@web/lib/session';
import { AUTH_SESSION_KEY, requestPasswordReset } from './auth-api';
import { emailFormSchema, signInSchema, signUpSchema } from '@core/contracts/credentials';
import { FormAlert } from '@web/components/ui/form-alert';
import { messageOf } from '@web/lib/api';
import { firstError, SERVER_ERROR, useZodForm } from '@web/lib/zod-form';
import { safeNext } from './auth-validation';
import { DevOutboxLink } from './dev-outbox-link';
import { useMailStatus } from '@web/lib/use-mail-status';
import { TwoFactorChallenge } from './two-factor-challenge';

/**
 * Sign In / Sign Up. A signed-in visitor is sent on to `?next=` (a path on this site) or /profile. While a sign-in
 * waits for its second factor, the page stays here (the account is not signed in until the code is checked).
 */
export function AuthPage() {
  const { account, loading } = useAccount();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'signup' ? 'signup' : 'signin';
  const next = safeNext(params.get('next'));
  if (loading) return <PageFallback />;
  if (account) return <Navigate to={next} replace />;
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="mb-6 text-center animate-rise">
        <h1 className="font-display text-4xl text-ink">Welcome to {brandName}</h1>
        <p className="mt-2 text-ink-soft">
          Save your covers, come back to your future self, and pick up where you left off.
        </p>
      </div>
      <Card className="animate-rise">
        <Tabs
          value={tab}
          onValueChange={(v) => {
            const p = new URLSearchParams(params);
            if (v === 'signup') p.set('tab', 'signup');
            else p.delete('tab');
            setParams(p, { replace: true });
          }}
          tabs={[
            { value: 'signin', label: 'Sign In', content: <SignInForm /> },
            { value: 'signup', label: 'Sign Up', content: <SignUpFormView /> },
          ]}
        />
      </Card>
    </section>
  );
}

function useAfterAuth() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async () => {
    await Promise.all([
      qc.invalidateQueries({ queryKey: ME_KEY }),
      qc.invalidateQueries({ queryKey: AUTH_SESSION_KEY }),
    ]);
    navigate(safeNext(params.get('next')), { replace: true });
  };
}

function SignInForm() {
  const { register, handleSubmit, getValues, setError, resetField, formState } = useZodForm(signInSchema, {
    email: '',
    password: '',
  });
  const [mode, setMode] = useState<'password' | 'code' | 'forgot'>('password');
  const after = useAfterAuth();
  const error = firstError(formState.errors, ['email', 'password']);

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      const { twoFactor } = await signInWithEmail({ email, password });
      if (twoFactor) {
        resetField('password');
        setMode('code');
        return;
      }
      await after();
    } catch (err) {
      setError(SERVER_ERROR, { message: messageOf(err) });
    }
  });

  if (mode === 'code') return <TwoFactorChallenge onDone={after} onCancel={() => setMode('password')} />;
  if (mode === 'forgot') return <ForgotPassword initialEmail={getValues('email')} onBack={() => setMode('password')} />;

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Sign in">
      <TextField label="Email" type="email" autoComplete="email" {...register('email')} required />
      <TextField label="Password" type="password" autoComplete="current-password" {...register('password')} required />
      <FormAlert message={error} />
      <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting}>
        Sign In
      </Button>
      <div className="text-center">
        <Button variant="ghost" size="sm" onClick={() => setMode('forgot')}>
          Forgot password?
        </Button>
      </div>
    </form>
  );
}

/** 'Forgot password?': mails a link that works once, for one hour. The answer is the same for any address. */
function ForgotPassword({ initialEmail, onBack }: { initialEmail: string; onBack(): void }) {
  const { register, handleSubmit, setError, formState } = useZodForm(emailFormSchema, { email: initialEmail });
  const [sentTo, setSentTo] = useState<string | null>(null);
  // "Check your e-mail" only while the mail is on its way or sent; a refused one is said (decision 065)
  const mail = useMailStatus(sentTo !== null);
  const error = firstError(formState.errors, ['email']);

  const submit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (err) {
      setError(SERVER_ERROR, { message: messageOf(err) });
    }
  });

  if (sentTo && mail === 'failed') {
    return (
      <div role="alert" className="space-y-3 py-2 text-center">
        <h2 className="font-display text-2xl text-ink">We could not send the e-mail</h2>
        <p className="text-ink-soft">
          The e-mail to <strong className="text-ink wrap-anywhere">{sentTo}</strong> could not be delivered. Please
          check the address and try again later.
        </p>
        <Button variant="ghost" onClick={() => setSentTo(null)}>
          Try again
        </Button>
      </div>
    );
  }

  if (sentTo) {
    return (
      <div role="status" className="space-y-3 py-2 text-center">
        <MailCheck className="mx-auto h-10 w-10 text-coral" aria-hidden="true" />
        <h2 className="font-display text-2xl text-ink">Check your e-mail</h2>
        <p className="text-ink-soft">
          If <strong className="text-ink wrap-anywhere">{sentTo}</strong> has an account, we&apos;ve sent it a link to
          choose a new password. The link works once, for one hour.
        </p>
        <DevOutboxLink email={sentTo} />
        <Button variant="ghost" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Reset your password">
      <div>
        <h2 className="font-semibold text-ink">Forgot your password?</h2>
        <p className="text-sm text-ink-soft">Enter your e-mail and we&apos;ll send you a link to choose a new one.</p>
      </div>
      <TextField label="Email" type="email" autoComplete="email" {...register('email')} required autoFocus />
      <FormAlert message={error} />
      <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting}>
        Send reset link
      </Button>
      <div className="text-center">
        <Button variant="ghost" size="sm" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}

/**
 * Sign-up signs in at once (decision 019): the account works straight away, and a confirmation link is mailed
 * (the profile nags until it is opened). A registered address gets the spec's 'already registered' message.
 */
function SignUpFormView() {
  const { register, handleSubmit, setError, formState } = useZodForm(signUpSchema, {
    fullName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const after = useAfterAuth();
  const error = firstError(formState.errors, ['fullName', 'email', 'password', 'confirmPassword']);

  const submit = handleSubmit(async (form) => {
    try {
      await signUpWithEmail({
        name: form.fullName,
        email: form.email,
        password: form.password,
        callbackURL: '/profile',
      });
      await after();
    } catch (err) {
      setError(SERVER_ERROR, { message: messageOf(err) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Sign up">
      <TextField label="Full name" autoComplete="name" {...register('fullName')} required />
      <TextField label="Email" type="email" autoComplete="email" {...register('email')} required />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        {...register('password')}
        hint="At least 6 characters"
        required
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...register('confirmPassword')}
        required
      />
      <FormAlert message={error} />
      <Button type="submit" size="lg" variant="coral" className="w-full" loading={formState.isSubmitting}>
        Create Account
      </Button>
      <p className="text-center text-xs text-ink-soft">We&apos;ll send you an e-mail to confirm your address.</p>
      <p className="text-center text-xs text-ink-soft">
        By creating an account you accept the{' '}
        <a
          href="/terms"
          target="_blank"
          rel="noopener"
          className="font-semibold underline underline-offset-2 hover:text-ink"
        >
          Terms
        </a>{' '}
        and{' '}
        <a
          href="/privacy"
          target="_blank"
          rel="noopener"
          className="font-semibold underline underline-offset-2 hover:text-ink"
        >
          Privacy notice
        </a>
        .
      </p>
    </form>
  );
}
