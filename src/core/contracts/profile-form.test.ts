import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, profileFormSchema, type ProfileForm } from './profile';

const base: ProfileForm = {
  name: 'Maya',
  email: 'maya@example.com',
  phone: '',
  password: '',
  confirm: '',
  current: '',
};
/** Each field's message, as the form shows them. */
function check(f: Partial<ProfileForm>): Record<string, string> {
  const result = profileFormSchema(base.email).safeParse({ ...base, ...f });
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('the profile form (docs/product/accounts.md#profile)', () => {
  it('accepts a blank password: the current one is kept', () => {
    expect(check({})).toEqual({});
  });
  it('needs a name, of at most 80 characters', () => {
    expect(check({ name: '   ' })).toEqual({ name: PROFILE_MESSAGES.name });
    expect(check({ name: 'x'.repeat(10_000) })).toEqual({ name: PROFILE_MESSAGES.nameLong });
  });
  it('wants a new password of at least 6 characters, matching, and the current one', () => {
    expect(check({ password: 'abc', confirm: 'abc' })).toEqual({ password: PROFILE_MESSAGES.password });
    expect(check({ password: 'abcdef', confirm: 'abcdeg' })).toEqual({ confirm: PROFILE_MESSAGES.confirm });
    expect(check({ password: 'abcdef', confirm: 'abcdef' })).toEqual({ current: PROFILE_MESSAGES.current });
    expect(check({ password: 'abcdef', confirm: 'abcdef', current: 'old-one' })).toEqual({});
    expect(check({ confirm: 'abcdef' })).toEqual({ password: PROFILE_MESSAGES.password });
  });
  it('checks a changed e-mail (the one rule, core/contracts/credentials.ts) and a phone', () => {
    expect(check({ email: 'maya.example.com' })).toEqual({ email: PROFILE_MESSAGES.email });
    expect(check({ email: 'maya@example' })).toEqual({ email: PROFILE_MESSAGES.email });
    expect(check({ phone: '<script>' })).toEqual({ phone: PROFILE_MESSAGES.phone });
    expect(check({ phone: '+46 (70) 123-45 67' })).toEqual({});
  });
  it('shows every field’s problem at once', () => {
    expect(Object.keys(check({ name: '', phone: 'x', password: 'a' }))).toEqual(['name', 'phone', 'password']);
  });
});
