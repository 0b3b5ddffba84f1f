import { z } from 'zod';

/** Every error answer has this shape, with a fitting 4xx status. Messages shown to people are the spec's texts. */
export const apiErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
