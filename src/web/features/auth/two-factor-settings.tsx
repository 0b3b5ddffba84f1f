import { Check, Copy, Download, KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { passwordOnlySchema, totpFormSchema } from '@core/contracts/credentials';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/input';
import { toast } from '@web/components/ui/toast';
import { FormAlert } from '@web/components/ui/form-alert';
import { ApiError } from '@web/lib/api';
import { firstError, SERVER_ERROR, useZodForm } from '@web/lib/zod-form';
import { brandName } from '@web/lib/brand';
import { saveBlob } from '@web/lib/download';
import {
  disableTwoFactor,
  groupSecret,
  secretOf,
  startTwoFactor,
  useAuthSession,
  useRefreshSessions,
  verifyTotp,
  type Enrolment,
} from './auth-api';
import { QrCode } from '@web/components/ui/qr-code';

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; action: 'enable' | 'disable' }
  | { kind: 'scan'; enrolment: Enrolment }
  | { kind: 'codes'; codes: string[] };

const message = (err: unknown) => {
  if (err instanceof ApiError) {
    if (err.code === 'INVALID_PASSWORD') return 'That password is not right. Please try again.';
    if (err.code === 'INVALID_CODE') return 'That code is not right. Check the app and try again.';
    return err.message;
  }
  return 'An unexpected error occurred';
};

/** How long 'Copied' shows on the profile (docs/product/accounts.md#constants: 3 seconds there). */
const COPIED_MS = 3000;

/**
 * Two-factor sign-in (TOTP) on the profile: turn on with the password, scan the QR code (drawn here) or type the
 * secret, confirm with a code, then see the one-time backup codes once. Turning it off needs the password.
 */
export function TwoFactorSettings() {
  const session = useAuthSession();
  const refresh = useRefreshSessions();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const passwordForm = useZodForm(passwordOnlySchema, { password: '' });
  const codeForm = useZodForm(totpFormSchema, { code: '' });
  const [copied, setCopied] = useState<'secret' | 'codes' | null>(null);
  const user = session.data;
  if (!user) return null;
  const enabled = user.twoFactorEnabled;

  const reset = () => {
    setStep({ kind: 'idle' });
    passwordForm.reset();
    codeForm.reset();
  };

  const copy = async (what: 'secret' | 'codes', text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
      setTimeout(() => setCopied((c) => (c === what ? null : c)), COPIED_MS);
    } catch {
      toast.error('Copy failed: Please copy the text manually.');
    }
  };

  const submitPassword = passwordForm.handleSubmit(async ({ password }) => {
    if (step.kind !== 'password') return;
    try {
      if (step.action === 'enable') {
        const enrolment = await startTwoFactor(password);
        passwordForm.reset();
        setStep({ kind: 'scan', enrolment });
      } else {
        await disableTwoFactor(password);
        await refresh();
        reset();
        toast.success('Two-factor sign-in is off');
      }
    } catch (err) {
      passwordForm.setError(SERVER_ERROR, { message: message(err) });
    }
  });

  const submitCode = codeForm.handleSubmit(async ({ code }) => {
    if (step.kind !== 'scan') return;
    try {
      await verifyTotp(code);
      await refresh();
      codeForm.reset();
      setStep({ kind: 'codes', codes: step.enrolment.backupCodes });
    } catch (err) {
      codeForm.setError(SERVER_ERROR, { message: message(err) });
    }
  });

  return (
    <section aria-labelledby="two-factor-title" className="space-y-4" data-testid="two-factor-settings">
      <div className="flex items-start gap-3">
        <span
          className={`grid size-10 shrink-0 place-items-center rounded-full ${enabled ? 'bg-mint/15 text-[#0f7a5a]' : 'bg-ink/5 text-ink-soft'}`}
        >
          {enabled ? (
            <ShieldCheck className="size-5" aria-hidden="true" />
          ) : (
            <ShieldOff className="size-5" aria-hidden="true" />
          )}
        </span>
        <div className="min-w-0">
          <h3 id="two-factor-title" className="font-semibold text-ink">
            Two-factor sign-in
          </h3>
          <p className="text-sm text-ink-soft">
            {enabled
              ? 'On: signing in asks for a code from your authenticator app (or a backup code).'
              : 'Off: add a code from an authenticator app to every sign-in, so a password alone is not enough.'}
          </p>
        </div>
      </div>

      {step.kind === 'idle' ? (
        <Button
          variant={enabled ? 'secondary' : 'primary'}
          onClick={() => setStep({ kind: 'password', action: enabled ? 'disable' : 'enable' })}
        >
          {enabled ? 'Turn off two-factor sign-in' : 'Turn on two-factor sign-in'}
        </Button>
      ) : null}

      {step.kind === 'password' ? (
        <form
          onSubmit={submitPassword}
          noValidate
          className="space-y-3"
          aria-label={step.action === 'enable' ? 'Turn on two-factor sign-in' : 'Turn off two-factor sign-in'}
        >
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            {...passwordForm.register('password')}
            hint={
              step.action === 'enable' ? 'Your password, to make sure it is you.' : 'Your password, to turn it off.'
            }
            autoFocus
          />
          <FormAlert message={firstError(passwordForm.formState.errors, ['password'])} />
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              loading={passwordForm.formState.isSubmitting}
              variant={step.action === 'disable' ? 'coral' : 'primary'}
            >
              {step.action === 'enable' ? 'Continue' : 'Turn off'}
            </Button>
            <Button variant="ghost" onClick={reset}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}

      {step.kind === 'scan' ? (
        <form onSubmit={submitCode} noValidate className="space-y-4" aria-label="Confirm two-factor sign-in">
          <ol className="list-decimal space-y-1 pl-5 text-sm text-ink-soft">
            <li>Open an authenticator app (Google Authenticator, 1Password, Authy...).</li>
            <li>Scan this QR code, open the link on this phone, or type the secret below.</li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
          <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
            <QrCode
              value={step.enrolment.totpURI}
              label={`QR code to add ${brandName} to your authenticator app`}
              className="size-44 shrink-0 rounded-2xl ring-1 ring-line"
              testId="totp-qr"
            />
            <div className="w-full min-w-0 space-y-2">
              <p className="text-xs font-semibold uppercase tracking-widest text-ink-soft" id="totp-secret-label">
                Secret
              </p>
              <code
                className="block rounded-2xl bg-cream/70 px-3 py-2 font-mono text-sm tracking-wider text-ink wrap-anywhere"
                aria-labelledby="totp-secret-label"
                data-testid="totp-secret"
              >
                {groupSecret(secretOf(step.enrolment.totpURI))}
              </code>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void copy('secret', secretOf(step.enrolment.totpURI))}
              >
                {copied === 'secret' ? (
                  <Check className="size-4" aria-hidden="true" />
                ) : (
                  <Copy className="size-4" aria-hidden="true" />
                )}
                {copied === 'secret' ? 'Copied' : 'Copy secret'}
              </Button>
              {/* On the phone that has the authenticator app, a QR code cannot be scanned: this opens the app. */}
              {step.enrolment.totpURI.startsWith('otpauth://') ? (
                <a
                  href={step.enrolment.totpURI}
                  className="block text-sm font-semibold text-violet underline underline-offset-2"
                  data-testid="totp-link"
                >
                  Open in your authenticator app
                </a>
              ) : null}
            </div>
          </div>
          <TextField
            label="6-digit code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={7}
            {...codeForm.register('code')}
          />
          <FormAlert message={firstError(codeForm.formState.errors, ['code'])} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={codeForm.formState.isSubmitting}>
              Confirm
            </Button>
            <Button variant="ghost" onClick={reset}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}

      {step.kind === 'codes' ? (
        <div className="space-y-3" role="status">
          <p className="flex items-center gap-2 font-semibold text-ink">
            <KeyRound className="size-5 text-violet" aria-hidden="true" /> Two-factor sign-in is on. Save your backup
            codes
          </p>
          <p className="text-sm text-ink-soft">
            Each code signs you in once if you lose your phone. They are shown only now: keep them somewhere safe.
          </p>
          <ul
            className="grid grid-cols-2 gap-2 rounded-2xl bg-cream/70 p-3 font-mono text-sm text-ink"
            aria-label="Backup codes"
            data-testid="backup-codes"
          >
            {step.codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => void copy('codes', step.codes.join('\n'))}>
              {copied === 'codes' ? (
                <Check className="size-4" aria-hidden="true" />
              ) : (
                <Copy className="size-4" aria-hidden="true" />
              )}
              {copied === 'codes' ? 'Copied' : 'Copy codes'}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                saveBlob(
                  new Blob([`${brandName} backup codes\n\n${step.codes.join('\n')}\n`], { type: 'text/plain' }),
                  `${brandName.toLowerCase()}-backup-codes.txt`,
                )
              }
            >
              <Download className="size-4" aria-hidden="true" /> Download codes
            </Button>
            <Button size="sm" onClick={reset}>
              Done
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
