import { Mail, Phone, UserRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { Profile } from '@core/contracts/profile';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/input';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api';
import { changeEmail, changePassword, useUpdateProfile } from './profile-api';
import { checkProfileForm, type ProfileForm } from './profile-validation';

const errorText = (err: unknown) => (err instanceof ApiError ? err.message : 'An unexpected error occurred');

/** View mode: name, e-mail and phone as text. */
export function PersonalInfoView({ profile }: { profile: Profile }) {
  const rows = [
    { icon: UserRound, label: 'Full name', value: profile.name },
    { icon: Mail, label: 'E-mail', value: profile.email },
    { icon: Phone, label: 'Phone', value: profile.phone ?? 'Not added' },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {rows.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex min-w-0 items-center gap-3">
          <Icon className="size-5 shrink-0 text-violet" aria-hidden="true" />
          <div className="min-w-0">
            <dt className="text-xs text-ink-soft">{label}</dt>
            <dd
              className="font-semibold break-words"
              data-testid={`profile-${label.toLowerCase().replace(/\W+/g, '-')}`}
            >
              {value}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  );
}

/**
 * Edit mode: full name, e-mail, phone, and a new password (blank keeps the current one; at least 6 characters and
 * matching; the current password is asked for only then). Name and phone are saved together (the server writes
 * both or neither); a new e-mail gets a confirmation link, the password changes through better-auth.
 */
export function PersonalInfoForm({ profile, onDone }: { profile: Profile; onDone(): void }) {
  const [form, setForm] = useState<ProfileForm>({
    name: profile.name,
    email: profile.email,
    phone: profile.phone ?? '',
    password: '',
    confirm: '',
    current: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof ProfileForm, string>>>({});
  const [busy, setBusy] = useState(false);
  const update = useUpdateProfile();
  const set = (k: keyof ProfileForm) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    setErrors((x) => ({ ...x, [k]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = checkProfileForm(form, profile.email);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      // The password first: a wrong current password stops everything before anything is saved.
      if (form.password) {
        try {
          await changePassword({ currentPassword: form.current, newPassword: form.password });
        } catch (err) {
          const wrong = err instanceof ApiError && /invalid.*password/i.test(`${err.code} ${err.message}`);
          setErrors(wrong ? { current: 'Your current password is not correct.' } : { password: errorText(err) });
          return;
        }
      }
      const changes: { name?: string; phone?: string } = {};
      if (form.name.trim() !== profile.name) changes.name = form.name;
      if (form.phone.trim() !== (profile.phone ?? '')) changes.phone = form.phone;
      if (changes.name !== undefined || changes.phone !== undefined) {
        try {
          await update.mutateAsync(changes);
        } catch (err) {
          const field = err instanceof ApiError && err.code === 'invalid_phone' ? 'phone' : 'name';
          setErrors({ [field]: errorText(err) });
          return;
        }
      }
      const newEmail = form.email.trim();
      if (newEmail.toLowerCase() !== profile.email.toLowerCase()) {
        try {
          await changeEmail(newEmail);
          toast.success('Check your new address', {
            description: `We sent a link to ${newEmail}. Your e-mail changes once you open it.`,
          });
        } catch (err) {
          setErrors({ email: errorText(err) });
          return;
        }
      }
      toast.success('Profile saved');
      onDone();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Personal info">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Full name"
          autoComplete="name"
          value={form.name}
          onChange={set('name')}
          error={errors.name}
          maxLength={200}
        />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          error={errors.email}
          hint="A new address is used once you confirm it."
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={form.phone}
          onChange={set('phone')}
          error={errors.phone}
          placeholder="+46 70 123 45 67"
        />
      </div>
      <fieldset className="rounded-2xl bg-cream/60 p-4">
        <legend className="px-1 text-sm font-bold">Change password</legend>
        <p className="mb-3 text-xs text-ink-soft">Leave blank to keep your current password.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
            error={errors.password}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={form.confirm}
            onChange={set('confirm')}
            error={errors.confirm}
          />
          {form.password ? (
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              value={form.current}
              onChange={set('current')}
              error={errors.current}
              className="sm:col-span-2"
            />
          ) : null}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={busy}>
          Save Changes
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
