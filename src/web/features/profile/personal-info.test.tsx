// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES, type Profile } from '@core/contracts/profile';
import { resetAfterEach, stubApi, withApp } from '@web/test-support';
import { PersonalInfoForm } from './personal-info';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/components/ui/toast', () => ({ toast }));
const auth = vi.hoisted(() => ({ changePassword: vi.fn(async () => ({})), changeEmail: vi.fn(async () => ({})) }));
vi.mock('./profile-api', async (original) => ({ ...(await original<object>()), ...auth }));

const profile: Profile = {
  name: 'Maya',
  email: 'maya@example.com',
  emailVerified: true,
  phone: null,
  answers: {},
  poster: null,
};

const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

resetAfterEach();

describe('the profile’s personal info form', () => {
  it('shows each field’s problem beside it, sends nothing, and an edit clears the message', async () => {
    const calls = stubApi({});
    const onDone = vi.fn();
    render(withApp(<PersonalInfoForm profile={profile} onDone={onDone} />));
    type('Full name', '  ');
    type('Phone', 'call me');
    await save();
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(PROFILE_MESSAGES.name);
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(PROFILE_MESSAGES.phone);
    expect(calls).toEqual([]);
    type('Full name', 'Maya Lind');
    expect(screen.getByLabelText('Full name')).not.toHaveAccessibleDescription(PROFILE_MESSAGES.name);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a new password asks for the current one, then changes it before the name is saved', async () => {
    const calls = stubApi({ 'PATCH /api/me/profile': () => ({ profile: { ...profile, name: 'Maya Lind' } }) });
    const onDone = vi.fn();
    render(withApp(<PersonalInfoForm profile={profile} onDone={onDone} />));
    expect(screen.queryByLabelText('Current password')).toBeNull();
    type('New password', 'orbit-42');
    type('Confirm new password', 'orbit-42');
    await save();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(PROFILE_MESSAGES.current);
    type('Current password', 'old-one');
    type('Full name', ' Maya Lind ');
    await save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(auth.changePassword).toHaveBeenCalledWith({ currentPassword: 'old-one', newPassword: 'orbit-42' });
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['PATCH', '/api/me/profile', { name: 'Maya Lind' }]]);
    expect(auth.changeEmail).not.toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith('Profile saved');
  });

  it('a changed e-mail must be one, then gets a confirmation link', async () => {
    stubApi({});
    render(withApp(<PersonalInfoForm profile={profile} onDone={() => undefined} />));
    type('E-mail', 'maya@new');
    await save();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(PROFILE_MESSAGES.email);
    type('E-mail', ' maya@new.example ');
    await save();
    await waitFor(() => expect(auth.changeEmail).toHaveBeenCalledWith('maya@new.example'));
  });
});
