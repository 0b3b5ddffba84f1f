import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  backupCodeFormSchema,
  EmailSchema,
  emailFormSchema,
  isEmail,
  newPasswordSchema,
  PasswordSchema,
  signInSchema,
  signUpSchema,
  totpFormSchema,
} from './credentials';

/** The message a form shows: its first field's problem, fields top to bottom (web/lib/zod-form.ts firstError). */
function firstProblem(schema: z.ZodType, value: Record<string, string>): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const order = Object.keys(value);
  const issues = [...result.error.issues].sort(
    (a, b) => order.indexOf(String(a.path[0])) - order.indexOf(String(b.path[0])),
  );
  return issues[0]!.message;
}

const ok = { fullName: 'Sam Rivera', email: 'sam@example.com', password: 'secret', confirmPassword: 'secret' };

describe('EmailSchema and PasswordSchema: one rule for server and web', () => {
  it('takes something@something.something, trimmed', () => {
    expect(EmailSchema.parse(' maya@example.com ')).toBe('maya@example.com');
    for (const bad of ['', '   ', 'maya.example.com', 'maya@example', 'ma ya@example.com'])
      expect(EmailSchema.safeParse(bad).error?.issues[0]?.message).toBe('Please enter a valid email address');
    expect(isEmail(' a@b.io ')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
  });
  it('wants six characters, spaces included', () => {
    expect(PasswordSchema.safeParse('12345').error?.issues[0]?.message).toBe('Password must be at least 6 characters');
    expect(PasswordSchema.parse('      ')).toBe('      ');
  });
});

describe('sign-up', () => {
  it('accepts a complete form', () => expect(firstProblem(signUpSchema, ok)).toBeNull());
  it('needs a full name', () =>
    expect(firstProblem(signUpSchema, { ...ok, fullName: '  ' })).toBe('Please enter your full name'));
  it('needs an e-mail with @', () => {
    expect(firstProblem(signUpSchema, { ...ok, email: 'sam.example.com' })).toBe('Please enter a valid email address');
    expect(firstProblem(signUpSchema, { ...ok, email: '' })).toBe('Please enter a valid email address');
  });
  it('needs 6 characters, then matching passwords', () => {
    const short = { ...ok, password: '12345', confirmPassword: '12345' };
    expect(firstProblem(signUpSchema, short)).toBe('Password must be at least 6 characters');
    expect(firstProblem(signUpSchema, { ...ok, confirmPassword: 'secreT' })).toBe('Passwords do not match');
  });
  it('checks fields top to bottom', () =>
    expect(firstProblem(signUpSchema, { fullName: '', email: 'x', password: '1', confirmPassword: '2' })).toBe(
      'Please enter your full name',
    ));
});

describe('sign-in, reset and e-mail only', () => {
  it('use the spec messages', () => {
    expect(firstProblem(signInSchema, { email: 'x', password: 'y' })).toBe('Please enter a valid email address');
    expect(firstProblem(signInSchema, { email: 'x@y.io', password: '' })).toBe('Please enter your password');
    expect(firstProblem(signInSchema, { email: 'x@y.io', password: 'secret' })).toBeNull();
    expect(firstProblem(newPasswordSchema, { password: '12345', confirmPassword: '12345' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(firstProblem(newPasswordSchema, { password: '123456', confirmPassword: '123457' })).toBe(
      'Passwords do not match',
    );
    expect(firstProblem(emailFormSchema, { email: 'nope' })).toBe('Please enter a valid email address');
  });
});

describe('two-factor codes', () => {
  it('the app’s code: six digits, spaces dropped; a backup code: anything but nothing', () => {
    expect(totpFormSchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
    expect(firstProblem(totpFormSchema, { code: '12345' })).toBe('Please enter the 6-digit code from your app');
    expect(firstProblem(totpFormSchema, { code: 'abcdef' })).toBe('Please enter the 6-digit code from your app');
    expect(backupCodeFormSchema.parse({ code: ' ab-cd ' })).toEqual({ code: 'ab-cd' });
    expect(firstProblem(backupCodeFormSchema, { code: '  ' })).toBe('Please enter one of your backup codes');
  });
});
