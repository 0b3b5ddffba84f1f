import { describe, expect, it } from 'vitest';
import { safeNext } from './auth-validation';

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
