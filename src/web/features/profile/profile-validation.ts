/** The profile form's checks in the browser (the server checks again): platform.md §5 'Profile save'. */
export interface ProfileForm {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirm: string;
  current: string;
}

export const PROFILE_MESSAGES = {
  name: 'Please enter your full name',
  nameLong: 'Please keep your name to 80 characters or fewer.',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number.',
  password: 'Password must be at least 6 characters',
  confirm: 'Passwords do not match',
  current: 'Please enter your current password',
} as const;

export function checkProfileForm(f: ProfileForm, currentEmail: string): Partial<Record<keyof ProfileForm, string>> {
  const e: Partial<Record<keyof ProfileForm, string>> = {};
  const name = f.name.trim();
  if (!name) e.name = PROFILE_MESSAGES.name;
  else if ([...name].length > 80) e.name = PROFILE_MESSAGES.nameLong;
  const email = f.email.trim();
  if (email !== currentEmail && (!email || !email.includes('@'))) e.email = PROFILE_MESSAGES.email;
  const phone = f.phone.trim();
  if (phone && (!/^\+?[0-9 ().-]+$/.test(phone) || phone.replace(/\D/g, '').length < 5 || phone.length > 30))
    e.phone = PROFILE_MESSAGES.phone;
  // A blank password keeps the current one.
  if (f.password || f.confirm) {
    if (f.password.length < 6) e.password = PROFILE_MESSAGES.password;
    else if (f.password !== f.confirm) e.confirm = PROFILE_MESSAGES.confirm;
    else if (!f.current) e.current = PROFILE_MESSAGES.current;
  }
  return e;
}
