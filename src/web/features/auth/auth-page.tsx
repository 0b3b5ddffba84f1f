import { useQueryClient } from '@tanstack/react-query';
import { Inbox, MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClass } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/input';
import { Tabs } from '@web/components/ui/tabs';
import { PageFallback } from '@web/components/ui/page-fallback';
import { ApiError } from '@web/lib/api';
import { signInWithEmail, signUpWithEmail } from '@web/lib/auth-client';
import { brandName } from '@web/lib/brand';
import { devOutboxHref } from '@web/lib/dev-outbox';
import { ME_KEY, useAccount } from '@web/lib/session';
import { validateSignIn, validateSignUp, type SignUpForm } from './auth-validation';

/** Sign In / Sign Up. A signed-in visitor is sent to /profile. */
export function AuthPage() {
  const { account, loading } = useAccount();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'signup' ? 'signup' : 'signin';
  if (loading) return <PageFallback />;
  if (account) return <Navigate to="/profile" replace />;
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
          onValueChange={(v) => setParams(v === 'signup' ? { tab: 'signup' } : {}, { replace: true })}
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
  return async () => {
    await qc.invalidateQueries({ queryKey: ME_KEY });
    navigate('/profile', { replace: true });
  };
}

function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The address of an account that is not confirmed yet (a fresh link was just mailed to it). */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const after = useAfterAuth();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateSignIn({ email, password });
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    setUnconfirmed(null);
    try {
      await signInWithEmail({ email: email.trim(), password });
      await after();
    } catch (err) {
      // An account whose address is not confirmed yet: the server has just mailed a fresh link.
      if (err instanceof ApiError && err.code === 'EMAIL_NOT_VERIFIED') {
        setError(CONFIRM_FIRST);
        setUnconfirmed(email.trim());
      } else setError(err instanceof ApiError ? err.message : 'An unexpected error occurred');
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Sign in">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      {error && (
        <p role="alert" className="rounded-2xl bg-coral/10 px-4 py-3 text-sm font-medium text-coral-dark">
          {error}
        </p>
      )}
      {unconfirmed && <DevOutboxLink email={unconfirmed} />}
      <Button type="submit" size="lg" className="w-full" loading={busy}>
        Sign In
      </Button>
    </form>
  );
}

const CONFIRM_FIRST = 'Please confirm your e-mail address first: we have sent you a new link.';

/**
 * On the embedded defaults (MAIL_PROVIDER=local, not production) e-mails never leave the server: the server then
 * names its local outbox page in index.html, and wherever we say "check your e-mail" this links to it, filtered to
 * the address. Nothing is shown in production or with a real mailer.
 */
function DevOutboxLink({ email }: { email: string }) {
  const href = devOutboxHref(email);
  if (!href) return null;
  return (
    <div className="rounded-2xl bg-cream/70 px-4 py-3 text-center">
      <p className="text-xs text-ink-soft">This set-up sends no real e-mail: its messages stay on the server.</p>
      <a href={href} className={buttonClass('secondary', 'sm', 'mt-2')}>
        <Inbox className="size-4" aria-hidden="true" />
        Open the local outbox
      </a>
    </div>
  );
}

/**
 * Sign-up never signs in: the server answers alike whether or not the address has an account (decision 010), and
 * the e-mail tells the rest: a link that confirms the address and signs in, or a note to the owner. So every
 * successful submit shows the same 'check your e-mail' panel.
 */
function SignUpFormView() {
  const [form, setForm] = useState<SignUpForm>({ fullName: '', email: '', password: '', confirmPassword: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const set = (k: keyof SignUpForm) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateSignUp(form);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await signUpWithEmail({
        name: form.fullName.trim(),
        email: form.email.trim(),
        password: form.password,
        callbackURL: '/',
      });
      setSentTo(form.email.trim());
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'An unexpected error occurred');
    }
    setBusy(false);
  };

  if (sentTo) {
    return (
      <div role="status" className="space-y-3 py-2 text-center">
        <MailCheck className="mx-auto h-10 w-10 text-coral" aria-hidden="true" />
        <h2 className="font-display text-2xl text-ink">Check your e-mail</h2>
        <p className="text-ink-soft">
          We&apos;ve sent a message to <strong className="text-ink wrap-anywhere">{sentTo}</strong>. Open the link in it
          to confirm your address and sign in.
        </p>
        <p className="text-sm text-ink-soft">
          Nothing there? Look in your spam folder, or check the address and try again.
        </p>
        <DevOutboxLink email={sentTo} />
        <Button variant="ghost" onClick={() => setSentTo(null)}>
          Use another address
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Sign up">
      <TextField label="Full name" autoComplete="name" value={form.fullName} onChange={set('fullName')} required />
      <TextField label="Email" type="email" autoComplete="email" value={form.email} onChange={set('email')} required />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        hint="At least 6 characters"
        required
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={set('confirmPassword')}
        required
      />
      {error && (
        <p role="alert" className="rounded-2xl bg-coral/10 px-4 py-3 text-sm font-medium text-coral-dark">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" variant="coral" className="w-full" loading={busy}>
        Create Account
      </Button>
      <p className="text-center text-xs text-ink-soft">We&apos;ll send you an e-mail to confirm your address.</p>
    </form>
  );
}
