import { describe, expect, it } from 'vitest';
import { teaserText } from './cover-teaser';

describe('teaserText', () => {
  it('follows the stages and names the role', () => {
    expect(teaserText(0, 'Space Janitor')).toContain('The Future Space Janitor');
    expect(teaserText(41, 'Space Janitor')).toMatch(/photographer/);
    expect(teaserText(70, 'X')).toMatch(/headline/);
    expect(teaserText(100, 'X')).toBe('Hot off the press: The Future X.');
  });
});
