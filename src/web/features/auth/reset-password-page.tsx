import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { resetPassword } from './auth-api';
import { validateNewPassword } from './auth-validation';

const LINK_INVALID = 'This reset link has expired or was already used. Please ask for a new one.';

/**
 * /auth/reset-password?token=...: where the e-mailed reset link lands (better-auth checks the token first and sends
 * `?error=INVALID_TOKEN` when it has expired or was used). A new password, then sign in with it.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkBroken = !token || params.get('error') !== null;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [expired, setExpired] = useState(linkBroken);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateNewPassword(password, confirm);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await resetPassword(token!, password);
      setDone(true);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'INVALID_TOKEN') setExpired(true);
      else setError(err instanceof ApiError ? err.message : 'An unexpected error occurred');
    }
    setBusy(false);
  };

  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="mb-6 text-center animate-rise">
        <KeyRound className="mx-auto size-10 text-coral" aria-hidden="true" />
        <h1 className="mt-3 font-display text-4xl text-ink">Choose a new password</h1>
      </div>
      <Card className="animate-rise">
        {expired ? (
          <div role="alert" className="space-y-4 text-center">
            <p className="text-ink-soft">{LINK_INVALID}</p>
            <ButtonLink to="/auth" size="lg" className="w-full">
              Back to sign in
            </ButtonLink>
          </div>
        ) : done ? (
          <div role="status" className="space-y-4 text-center">
            <p className="font-semibold text-ink">Your password is changed.</p>
            <p className="text-sm text-ink-soft">Sign in with your new password. Other devices were signed out.</p>
            <ButtonLink to="/auth" size="lg" className="w-full">
              Sign In
            </ButtonLink>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4" aria-label="Choose a new password">
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              hint="At least 6 characters"
              required
              autoFocus
            />
            <TextField
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              required
            />
            {error && (
              <p role="alert" className="rounded-2xl bg-coral/10 px-4 py-3 text-sm font-medium text-coral-dark">
                {error}
              </p>
            )}
            <Button type="submit" size="lg" className="w-full" loading={busy}>
              Save new password
            </Button>
          </form>
        )}
      </Card>
    </section>
  );
}
