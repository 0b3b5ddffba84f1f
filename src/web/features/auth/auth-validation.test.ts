import { describe, expect, it } from 'vitest';
import { validateSignIn, validateSignUp } from './auth-validation';

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
