import {
  answersResponseSchema,
  photoResponseSchema,
  spinResponseSchema,
  type AnswersMap,
  type Photo,
  type SpinRequest,
  type SpinResponse,
} from '@core/contracts/journey';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** The journey API (src/core/contracts/journey.ts) as the web app calls it: plain functions, then the mutation hooks. */

/** PUT /api/answers with the whole answer map; the server's saved answers come back. */
export async function saveAnswers(answers: Record<string, string>): Promise<AnswersMap> {
  const res = await api('/api/answers', { method: 'PUT', json: { answers }, schema: answersResponseSchema });
  return res.answers;
}

/** POST /api/photos with the image's bytes as the body. */
export async function uploadPhoto(blob: Blob, signal?: AbortSignal): Promise<Photo> {
  const res = await api('/api/photos', { method: 'POST', body: blob, schema: photoResponseSchema, signal });
  return res.photo;
}

export async function deletePhoto(id: string): Promise<void> {
  await api(`/api/photos/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** POST /api/spins: the server's role and the new cover row. */
export async function createSpin(request: SpinRequest): Promise<SpinResponse> {
  return api('/api/spins', { method: 'POST', json: request, schema: spinResponseSchema });
}

// ---- hooks: what components use ----

/** Upload a selfie (aborted through `signal` when another one replaces it). */
export function useUploadPhoto() {
  return useMutation({
    mutationFn: ({ blob, signal }: { blob: Blob; signal?: AbortSignal }) => uploadPhoto(blob, signal),
  });
}

/** Delete a selfie: 'Remove photo', or the one a new upload replaced. */
export function useDeletePhoto() {
  return useMutation({ mutationFn: deletePhoto });
}

/** A spin of the wheel. */
export function useCreateSpin() {
  return useMutation({ mutationFn: createSpin });
}
