import { COVER_TEASERS } from '@content/cover-teasers.js';

/**
 * The generation state's teaserText (docs/product/magazine.md#generation-stages) for a progress and a role: the line of
 * the last stage reached.
 */
export function teaserText(progress: number, role: string): string {
  let text = COVER_TEASERS[0]!.text;
  for (const t of COVER_TEASERS) if (progress >= t.progress) text = t.text;
  return text.replace('{role}', role);
}
