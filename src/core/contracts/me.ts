import { z } from 'zod';

export const meResponseSchema = z.object({
  user: z
    .object({
      id: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      isAnonymous: z.boolean(),
      role: z.string(),
    })
    .nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
