/**
 * The teaser line shown under the progress while a cover is made (docs/product/magazine.md#generation-stages: the
 * generation state's teaserText). One per stage, from the moment the stage starts (progress as in
 * src/core/cover-stages.ts); {role} is the role title.
 */
export const COVER_TEASERS: ReadonlyArray<{ progress: number; text: string }> = [
  { progress: 0, text: 'Reading your answers for clues about The Future {role}...' },
  { progress: 40, text: 'The photographer is setting the lights for The Future {role}.' },
  { progress: 65, text: 'Our editors are writing the headline about The Future {role}.' },
  { progress: 85, text: 'The art director is placing your name on the masthead.' },
  { progress: 100, text: 'Hot off the press: The Future {role}.' },
];
