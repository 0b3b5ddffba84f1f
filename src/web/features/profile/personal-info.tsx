import { Mail, Phone, UserRound } from 'lucide-react';
import { profileFormSchema, type Profile, type ProfileForm } from '@core/contracts/profile';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/input';
import { toast } from '@web/components/ui/toast';
import { ApiError, messageOf } from '@web/lib/api';
import { useZodForm } from '@web/lib/zod-form';
import { changeEmail, changePassword, useUpdateProfile } from './profile-api';

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
  const { register, handleSubmit, setError, clearErrors, watch, formState } = useZodForm(
    profileFormSchema(profile.email),
    { name: profile.name, email: profile.email, phone: profile.phone ?? '', password: '', confirm: '', current: '' },
  );
  const { errors } = formState;
  const update = useUpdateProfile();
  /** The field, its message, and the message cleared as soon as it is edited. */
  const field = (k: keyof ProfileForm) => ({
    ...register(k, { onChange: () => clearErrors(k) }),
    error: errors[k]?.message,
  });

  const submit = handleSubmit(async (form) => {
    // The password first: a wrong current password stops everything before anything is saved.
    if (form.password) {
      try {
        await changePassword({ currentPassword: form.current, newPassword: form.password });
      } catch (err) {
        const wrong = err instanceof ApiError && /invalid.*password/i.test(`${err.code} ${err.message}`);
        if (wrong) setError('current', { message: 'Your current password is not correct.' });
        else setError('password', { message: messageOf(err) });
        return;
      }
    }
    const changes: { name?: string; phone?: string } = {};
    if (form.name !== profile.name) changes.name = form.name;
    if (form.phone.trim() !== (profile.phone ?? '')) changes.phone = form.phone;
    if (changes.name !== undefined || changes.phone !== undefined) {
      try {
        await update.mutateAsync(changes);
      } catch (err) {
        setError(err instanceof ApiError && err.code === 'invalid_phone' ? 'phone' : 'name', {
          message: messageOf(err),
        });
        return;
      }
    }
    if (form.email.toLowerCase() !== profile.email.toLowerCase()) {
      try {
        await changeEmail(form.email);
        toast.success('Check your new address', {
          description: `We sent a link to ${form.email}. Your e-mail changes once you open it.`,
        });
      } catch (err) {
        setError('email', { message: messageOf(err) });
        return;
      }
    }
    toast.success('Profile saved');
    onDone();
  });
  const busy = formState.isSubmitting;

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Personal info">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="name" {...field('name')} maxLength={200} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          {...field('email')}
          hint="A new address is used once you confirm it."
        />
        <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} placeholder="+46 70 123 45 67" />
      </div>
      <fieldset className="rounded-2xl bg-cream/60 p-4">
        <legend className="px-1 text-sm font-bold">Change password</legend>
        <p className="mb-3 text-xs text-ink-soft">Leave blank to keep your current password.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="New password" type="password" autoComplete="new-password" {...field('password')} />
          <TextField label="Confirm new password" type="password" autoComplete="new-password" {...field('confirm')} />
          {watch('password') ? (
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              {...field('current')}
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
