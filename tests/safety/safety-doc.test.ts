import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAFETY_DOC, safetyDoc } from '../../scripts/safety-doc';

describe('docs/safety.md', () => {
  it('is what the content gives (run scripts/safety-doc.ts after changing it)', () => {
    expect(readFileSync(SAFETY_DOC, 'utf8')).toBe(safetyDoc());
  });
});
