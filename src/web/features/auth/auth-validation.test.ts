import { describe, expect, it } from 'vitest';
import { safeNext, validateEmail, validateNewPassword, validateSignIn, validateSignUp } from './auth-validation';

const ok = { fullName: 'Sam Rivera', email: 'sam@example.com', password: 'secret', confirmPassword: 'secret' };

describe('validateSignUp', () => {
  it('accepts a complete form', () => expect(validateSignUp(ok)).toBeNull());
  it('needs a full name', () => expect(validateSignUp({ ...ok, fullName: '   ' })).toBe('Please enter your full name'));
  it('needs an e-mail with @', () => {
    expect(validateSignUp({ ...ok, email: 'sam.example.com' })).toBe('Please enter a valid email address');
    expect(validateSignUp({ ...ok, email: '' })).toBe('Please enter a valid email address');
  });
  it('needs 6 characters', () => {
    expect(validateSignUp({ ...ok, password: '12345', confirmPassword: '12345' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(validateSignUp({ ...ok, password: '123456', confirmPassword: '123456' })).toBeNull();
  });
  it('needs matching passwords', () =>
    expect(validateSignUp({ ...ok, confirmPassword: 'secreT' })).toBe('Passwords do not match'));
});

describe('validateSignIn', () => {
  it('needs an e-mail and a password', () => {
    expect(validateSignIn({ email: 'x', password: 'y' })).toBe('Please enter a valid email address');
    expect(validateSignIn({ email: 'x@y.io', password: '' })).toBe('Please enter your password');
    expect(validateSignIn({ email: 'x@y.io', password: 'secret' })).toBeNull();
  });
});

describe('safeNext', () => {
  it('keeps a path on this site and refuses anything else', () => {
    expect(safeNext('/magazine/abc?x=1')).toBe('/magazine/abc?x=1');
    expect(safeNext(null)).toBe('/profile');
    expect(safeNext('')).toBe('/profile');
    expect(safeNext('https://evil.example/')).toBe('/profile');
    expect(safeNext('//evil.example/')).toBe('/profile');
    expect(safeNext('/\\evil.example')).toBe('/profile');
    expect(safeNext('/ok\nLocation: x')).toBe('/profile');
  });
});

describe('validateNewPassword and validateEmail', () => {
  it('use the spec messages', () => {
    expect(validateNewPassword('12345', '12345')).toBe('Password must be at least 6 characters');
    expect(validateNewPassword('123456', '123457')).toBe('Passwords do not match');
    expect(validateNewPassword('123456', '123456')).toBeNull();
    expect(validateEmail('nope')).toBe('Please enter a valid email address');
    expect(validateEmail(' a@b.io ')).toBeNull();
  });
});
