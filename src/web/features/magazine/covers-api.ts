import { coverStateSchema, type CoverState } from '@core/contracts/cover-generation';
import { coversResponseSchema, type CoverListItem } from '@core/contracts/journey';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@web/lib/api';

/**
 * The covers API (src/core/contracts/cover-generation.ts, journey.ts for the list) as the web app calls it: plain
 * functions, then the query hooks. The SSE stream itself is read by use-cover-generation.ts.
 */

export const coverKeys = {
  all: ['covers'] as const,
  /** The visitor's newest covers. */
  list: () => ['covers', 'list'] as const,
  one: (id: string) => ['covers', 'one', id] as const,
};

const coverPath = (id: string) => `/api/covers/${encodeURIComponent(id)}`;

/** GET /api/covers: the visitor's newest 10 ([] without a session). */
export async function fetchCovers(signal?: AbortSignal): Promise<CoverListItem[]> {
  const res = await api('/api/covers', { schema: coversResponseSchema, signal });
  return res.covers;
}

/** GET /api/covers/:id (owner only; someone else's is 404). */
export async function fetchCover(id: string, signal?: AbortSignal): Promise<CoverState> {
  return api(coverPath(id), { schema: coverStateSchema, signal });
}

/** POST /api/covers/:id/generate (starts once) or, after a failure, /retry (continues from the missing stage). */
export async function startCoverGeneration(
  id: string,
  { retry = false, signal }: { retry?: boolean; signal?: AbortSignal } = {},
): Promise<CoverState> {
  return api(`${coverPath(id)}/${retry ? 'retry' : 'generate'}`, {
    method: 'POST',
    json: {},
    schema: coverStateSchema,
    signal,
  });
}

/** `/api/covers/:id/events`: the generation's progress as server-sent events. */
export const coverEventsUrl = (id: string) => `${coverPath(id)}/events`;

/** `/api/covers/:id/image`. */
export const coverImageUrl = (id: string) => `${coverPath(id)}/image`;

/** A transient failure (network, 5xx) is worth one more try; a 4xx is an answer. */
const retryTransient = (n: number, err: Error) =>
  n < 1 && (!(err instanceof ApiError) || err.status === 0 || err.status >= 500);

/** A cover that is still being made. */
export const isInProgress = (c: Pick<CoverState, 'status'> | undefined) =>
  c?.status === 'running' || c?.status === 'pending';

// ---- hooks: what components use ----

/** The visitor's newest covers. */
export function useCovers() {
  return useQuery({ queryKey: coverKeys.list(), queryFn: ({ signal }) => fetchCovers(signal) });
}

/** One cover's state, asked again every 3 s while it is still being made. */
export function useCover(id: string) {
  return useQuery({
    queryKey: coverKeys.one(id),
    queryFn: ({ signal }) => fetchCover(id, signal),
    retry: retryTransient,
    refetchInterval: (q) => (isInProgress(q.state.data) ? 3000 : false),
  });
}
