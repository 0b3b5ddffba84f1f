import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { Tabs } from '../../components/ui/tabs';
import { PageFallback } from '../../app/layout';
import { api, ApiError } from '../../lib/api';
import { brandName } from '../../lib/brand';
import { ME_KEY, useAccount } from '../../lib/session';
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
        <p className="mt-2 text-ink-soft">Save your covers, come back to your future self, and pick up where you left off.</p>
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
  const after = useAfterAuth();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateSignIn({ email, password });
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await api('/api/auth/sign-in/email', { method: 'POST', json: { email: email.trim(), password } });
      await after();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'An unexpected error occurred');
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Sign in">
      <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      {error && (
        <p role="alert" className="rounded-2xl bg-coral/10 px-4 py-3 text-sm font-medium text-coral-dark">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" loading={busy}>
        Sign In
      </Button>
    </form>
  );
}

function SignUpFormView() {
  const [form, setForm] = useState<SignUpForm>({ fullName: '', email: '', password: '', confirmPassword: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const after = useAfterAuth();
  const set = (k: keyof SignUpForm) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateSignUp(form);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await api('/api/auth/sign-up/email', {
        method: 'POST',
        json: { name: form.fullName.trim(), email: form.email.trim(), password: form.password, callbackURL: '/' },
      });
      await after();
    } catch (err) {
      if (err instanceof ApiError && /already exists|USER_ALREADY_EXISTS/i.test(`${err.code} ${err.message}`)) {
        setError('This email is already registered. Please try signing in instead.');
      } else setError(err instanceof ApiError ? err.message : 'An unexpected error occurred');
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Sign up">
      <TextField label="Full name" autoComplete="name" value={form.fullName} onChange={set('fullName')} required />
      <TextField label="Email" type="email" autoComplete="email" value={form.email} onChange={set('email')} required />
      <TextField label="Password" type="password" autoComplete="new-password" value={form.password} onChange={set('password')} hint="At least 6 characters" required />
      <TextField label="Confirm password" type="password" autoComplete="new-password" value={form.confirmPassword} onChange={set('confirmPassword')} required />
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
