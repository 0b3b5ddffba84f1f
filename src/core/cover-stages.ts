/**
 * The cover pipeline's stages, the progress each shows while it runs and the words shown with it: defined once,
 * read by the pipeline (src/server/features/covers/pipeline.ts, which stores `stage` and `progress`) and by the
 * magazine step (src/web/features/magazine/use-cover-generation.ts, which shows the text for a progress).
 * Journey spec: progress 20 (analysing), 40 (image), 65 (story), 85 (layout), 100 (done).
 */
export const COVER_STAGE_VALUES = ['queued', 'description', 'image', 'content', 'layout', 'done'] as const;
export type CoverStage = (typeof COVER_STAGE_VALUES)[number];

/** In pipeline order: a stage's progress is shown from the moment it starts. */
export const COVER_STAGES: readonly { stage: CoverStage; progress: number; text: string }[] = [
  { stage: 'queued', progress: 0, text: 'Analysing your answers...' },
  { stage: 'description', progress: 20, text: 'Analysing your answers...' },
  { stage: 'image', progress: 40, text: 'Creating your portrait...' },
  { stage: 'content', progress: 65, text: 'Writing your story...' },
  { stage: 'layout', progress: 85, text: 'Designing the layout...' },
  { stage: 'done', progress: 100, text: 'Your cover is ready!' },
];

/** Stage → progress (0-100). */
export const STAGE_PROGRESS = Object.fromEntries(COVER_STAGES.map((s) => [s.stage, s.progress])) as Record<
  CoverStage,
  number
>;

/** The words for a progress: those of the last stage it has reached (the client may show a progress between stages). */
export function stageText(progress: number): string {
  let text = COVER_STAGES[0]!.text;
  for (const s of COVER_STAGES) if (progress >= s.progress) text = s.text;
  return text;
}
