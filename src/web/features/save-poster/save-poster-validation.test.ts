import { describe, expect, it } from 'vitest';
import { validateDetailsStep, validateEmailStep } from './save-poster-validation';

describe('Save Poster to Email: the two steps', () => {
  it('step 1 needs an e-mail with @', () => {
    expect(validateEmailStep('')).toBe('Please enter a valid email address');
    expect(validateEmailStep('   ')).toBe('Please enter a valid email address');
    expect(validateEmailStep('maya.example.com')).toBe('Please enter a valid email address');
    expect(validateEmailStep('maya@example')).toBe('Please enter a valid email address');
    expect(validateEmailStep(' maya@example.com ')).toBeNull();
  });
  it('step 2 needs a full name, 6 characters and matching passwords, in that order', () => {
    const ok = { fullName: 'Maya', password: 'orbit4', confirmPassword: 'orbit4' };
    expect(validateDetailsStep(ok)).toBeNull();
    expect(validateDetailsStep({ ...ok, fullName: ' ' })).toBe('Please enter your full name');
    expect(validateDetailsStep({ ...ok, password: '12345', confirmPassword: '12345' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(validateDetailsStep({ ...ok, confirmPassword: 'orbit5' })).toBe('Passwords do not match');
  });
});
