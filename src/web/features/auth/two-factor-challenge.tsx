import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { backupCodeFormSchema, totpFormSchema } from '@core/contracts/credentials';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/input';
import { FormAlert } from '@web/components/ui/form-alert';
import { ApiError, messageOf } from '@web/lib/api';
import { firstError, SERVER_ERROR, useZodForm } from '@web/lib/zod-form';
import { verifyBackupCode, verifyTotp } from './auth-api';

const WRONG_CODE = 'That code is not right. Check the app and try again.';
const WRONG_BACKUP = 'That backup code is not right, or it was used already.';
/** The 2FA cookie of the sign-in lasts 10 minutes (better-auth); past it, sign in again. */
const EXPIRED = 'This sign-in has expired. Please sign in again.';

/**
 * The second step of a sign-in to an account with two-factor sign-in: a code from the authenticator app, or one of
 * the backup codes. Wrong codes are limited on the server (5 per sign-in, then the account waits 15 minutes).
 */
export function TwoFactorChallenge({ onDone, onCancel }: { onDone(): void | Promise<void>; onCancel?(): void }) {
  const [backup, setBackup] = useState(false);
  // One form a kind of code: each has its own rule (core/contracts/credentials.ts).
  const totp = useZodForm(totpFormSchema, { code: '' });
  const spare = useZodForm(backupCodeFormSchema, { code: '' });
  const form = backup ? spare : totp;
  const error = firstError(form.formState.errors, ['code']);

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      if (backup) await verifyBackupCode(code);
      else await verifyTotp(code);
      await onDone();
    } catch (err) {
      const wrong = err instanceof ApiError && (err.code === 'INVALID_CODE' || err.code === 'INVALID_BACKUP_CODE');
      const expired = err instanceof ApiError && err.code === 'INVALID_TWO_FACTOR_COOKIE';
      form.setError(SERVER_ERROR, {
        message: wrong ? (backup ? WRONG_BACKUP : WRONG_CODE) : expired ? EXPIRED : messageOf(err),
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Two-factor sign-in">
      <div className="flex items-start gap-3">
        <ShieldCheck className="mt-0.5 size-6 shrink-0 text-violet" aria-hidden="true" />
        <div>
          <h2 className="font-semibold text-ink">Enter your code</h2>
          <p className="text-sm text-ink-soft">
            {backup
              ? 'Type one of the backup codes you saved when you turned on two-factor sign-in. Each works once.'
              : 'Open your authenticator app and type the 6-digit code it shows.'}
          </p>
        </div>
      </div>
      {backup ? (
        <TextField
          key="backup"
          label="Backup code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          {...spare.register('code')}
          autoFocus
        />
      ) : (
        <TextField
          key="totp"
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={7}
          {...totp.register('code')}
          autoFocus
        />
      )}
      <FormAlert message={error} />
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        Verify
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            form.reset();
            setBackup((b) => !b);
          }}
        >
          {backup ? 'Use the authenticator app' : 'Use a backup code instead'}
        </Button>
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Back
          </Button>
        ) : null}
      </div>
    </form>
  );
}
