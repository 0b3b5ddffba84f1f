import { describe, expect, it } from 'vitest';
import { COVER_STAGE_VALUES, COVER_STAGES, STAGE_PROGRESS, stageText } from './cover-stages';

describe('cover stages', () => {
  it('has the spec progress per stage, in pipeline order', () => {
    expect(STAGE_PROGRESS).toEqual({ queued: 0, description: 20, image: 40, content: 65, layout: 85, done: 100 });
    expect(COVER_STAGES.map((s) => s.stage)).toEqual([...COVER_STAGE_VALUES]);
  });

  it('shows the text of the last stage reached', () => {
    expect([0, 8, 20, 39, 40, 64, 65, 84, 85, 99, 100].map(stageText)).toEqual([
      'Analysing your answers...',
      'Analysing your answers...',
      'Analysing your answers...',
      'Analysing your answers...',
      'Creating your portrait...',
      'Creating your portrait...',
      'Writing your story...',
      'Writing your story...',
      'Designing the layout...',
      'Designing the layout...',
      'Your cover is ready!',
    ]);
    for (const s of COVER_STAGES) expect(stageText(STAGE_PROGRESS[s.stage])).toBe(s.text);
  });
});
