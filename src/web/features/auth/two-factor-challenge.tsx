import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const clean = backup ? code.trim() : code.replace(/\s+/g, '');
    if (!backup && !/^\d{6}$/.test(clean)) return setError('Please enter the 6-digit code from your app');
    if (backup && !clean) return setError('Please enter one of your backup codes');
    setBusy(true);
    setError(null);
    try {
      if (backup) await verifyBackupCode(clean);
      else await verifyTotp(clean);
      await onDone();
    } catch (err) {
      if (err instanceof ApiError && (err.code === 'INVALID_CODE' || err.code === 'INVALID_BACKUP_CODE'))
        setError(backup ? WRONG_BACKUP : WRONG_CODE);
      else if (err instanceof ApiError && err.code === 'INVALID_TWO_FACTOR_COOKIE') setError(EXPIRED);
      else setError(err instanceof ApiError ? err.message : 'An unexpected error occurred');
      setBusy(false);
    }
  };

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
          value={code}
          onChange={(e) => setCode(e.target.value)}
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
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoFocus
        />
      )}
      {error && (
        <p role="alert" className="rounded-2xl bg-coral/10 px-4 py-3 text-sm font-medium text-coral-dark">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" loading={busy}>
        Verify
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setBackup((b) => !b);
            setCode('');
            setError(null);
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
