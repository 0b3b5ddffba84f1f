import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/input';
import { newPasswordSchema } from '@core/contracts/credentials';
import { FormAlert } from '@web/components/ui/form-alert';
import { ApiError, messageOf } from '@web/lib/api';
import { firstError, SERVER_ERROR, useZodForm } from '@web/lib/zod-form';
import { resetPassword } from './auth-api';

const LINK_INVALID = 'This reset link has expired or was already used. Please ask for a new one.';

/**
 * /auth/reset-password?token=...: where the e-mailed reset link lands (better-auth checks the token first and sends
 * `?error=INVALID_TOKEN` when it has expired or was used). A new password, then sign in with it.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkBroken = !token || params.get('error') !== null;
  const { register, handleSubmit, setError, formState } = useZodForm(newPasswordSchema, {
    password: '',
    confirmPassword: '',
  });
  const [done, setDone] = useState(false);
  const [expired, setExpired] = useState(linkBroken);
  const error = firstError(formState.errors, ['password', 'confirmPassword']);

  const submit = handleSubmit(async ({ password }) => {
    try {
      await resetPassword(token!, password);
      setDone(true);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'INVALID_TOKEN') setExpired(true);
      else setError(SERVER_ERROR, { message: messageOf(err) });
    }
  });

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
              {...register('password')}
              hint="At least 6 characters"
              required
              autoFocus
            />
            <TextField
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              {...register('confirmPassword')}
              required
            />
            <FormAlert message={error} />
            <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting}>
              Save new password
            </Button>
          </form>
        )}
      </Card>
    </section>
  );
}
