import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { COVER_GENERATION_FAILED, coverEventSchema } from '@core/contracts/cover-generation';
import { stageText } from '@core/cover-stages';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api';
import { coverEventsUrl, coverImageUrl, coverKeys, fetchCover, startCoverGeneration } from './covers-api';

/**
 * The enhanced cover (contract: core/contracts/cover-generation.ts): POST /api/covers/:id/generate (202, starts once), then the SSE stream
 * GET /api/covers/:id/events (`progress` events, then `done` or `error`), then the final image, which must load within
 * 10 s. Every failure falls back to the fast preview when there is one
 * (docs/product/magazine.md#failures-and-fallbacks); without one, an error with Try Again (POST /api/covers/:id/retry)
 * that starts over from zero.
 */
export const IMAGE_LOAD_TIMEOUT_MS = 10_000;

/** A `progress` / `done` / `error` event, read leniently (a field the stream left out is just absent). */
const eventSchema = coverEventSchema.partial();
type CoverEvent = z.infer<typeof eventSchema>;

export type GenerationStatus = 'generating' | 'final' | 'fallback' | 'error';

export interface GenerationState {
  status: GenerationStatus;
  /** 0-100. */
  progress: number;
  error: string | null;
  /** The loaded final image (status 'final'). */
  imageUrl: string | null;
}

function parse(data: unknown): CoverEvent {
  if (typeof data !== 'string' || !data) return {};
  try {
    const r = eventSchema.safeParse(JSON.parse(data));
    return r.success ? r.data : {};
  } catch {
    return {};
  }
}

/** Load an image, or fail with the spec's message after 10 s or on an error. */
export function loadImage(url: string, timeoutMs = IMAGE_LOAD_TIMEOUT_MS): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    const timer = setTimeout(() => {
      img.src = '';
      reject(new Error('Image loading timeout'));
    }, timeoutMs);
    img.onload = () => {
      clearTimeout(timer);
      resolve(img);
    };
    img.onerror = () => {
      clearTimeout(timer);
      reject(new Error('Failed to load image'));
    };
    img.decoding = 'async';
    img.src = url;
  });
}

export function useCoverGeneration(coverId: string | null, hasPreview: () => boolean) {
  const [state, setState] = useState<GenerationState>({
    status: 'generating',
    progress: 0,
    error: null,
    imageUrl: null,
  });
  const [attempt, setAttempt] = useState(0);
  const previewRef = useRef(hasPreview);
  previewRef.current = hasPreview;
  const qc = useQueryClient();

  useEffect(() => {
    let live = true;
    let es: EventSource | null = null;
    let settled = false;
    // 'ready' is said when the visitor saw this cover being made, not again on each later visit of a finished one.
    let announce = true;
    const ctrl = new AbortController();

    const fail = (message: string | null | undefined) => {
      if (!live || settled) return;
      settled = true;
      es?.close();
      if (previewRef.current()) {
        setState((s) => ({ ...s, status: 'fallback', progress: 100, error: null }));
        if (announce) toast.success('Your magazine cover is ready!');
      } else {
        setState((s) => ({ ...s, status: 'error', error: message || COVER_GENERATION_FAILED }));
      }
    };

    const finish = (imageUrl: string | null | undefined) => {
      if (!live || settled) return;
      settled = true;
      es?.close();
      const url = imageUrl || coverImageUrl(coverId!);
      setState((s) => ({ ...s, progress: 100 }));
      loadImage(url).then(
        () => {
          if (!live) return;
          setState({ status: 'final', progress: 100, error: null, imageUrl: url });
          // The cover list ("Your covers") now has this cover's image.
          void qc.invalidateQueries({ queryKey: coverKeys.all });
          if (announce) toast.success('Your enhanced magazine cover is ready!');
        },
        (err: Error) => {
          console.warn(err.message);
          settled = false;
          fail(err.message);
        },
      );
    };

    const onEvent = (e: CoverEvent) => {
      if (!live || settled) return;
      if (e.status === 'done' && e.imageUrl) return finish(e.imageUrl);
      if (e.status === 'failed') return fail(e.error ?? e.message);
      if (typeof e.progress === 'number') {
        const p = Math.max(0, Math.min(100, e.progress));
        setState((s) => ({ ...s, progress: Math.max(s.progress, Math.min(p, 99)) }));
      }
    };

    /** The stream closed for good without an answer: ask for the cover's state once. */
    const settleFromState = async () => {
      try {
        const s = await fetchCover(coverId!, ctrl.signal);
        if (s.status === 'done') return finish(s.imageUrl);
        fail(s.error);
      } catch (err) {
        if ((err as Error).name === 'AbortError') return;
        fail(err instanceof ApiError ? err.message : null);
      }
    };

    if (!coverId) {
      // The spin never reached the server: the preview is the cover.
      fail(null);
      return () => {
        live = false;
      };
    }

    setState({ status: 'generating', progress: 0, error: null, imageUrl: null });
    (async () => {
      try {
        const started = await startCoverGeneration(coverId, { retry: attempt > 0, signal: ctrl.signal });
        announce = started.status !== 'done' && started.status !== 'failed';
      } catch (err) {
        if ((err as Error).name === 'AbortError') return;
        console.warn('Cover generation did not start:', (err as Error).message);
        return fail(err instanceof ApiError ? err.message : null);
      }
      if (!live) return;
      setState((s) => ({ ...s, progress: Math.max(s.progress, 8) }));
      es = new EventSource(coverEventsUrl(coverId));
      es.addEventListener('progress', (e) => onEvent(parse((e as MessageEvent).data)));
      es.addEventListener('done', (e) => {
        const d = parse((e as MessageEvent).data);
        finish(d.imageUrl);
      });
      es.addEventListener('error', (e) => {
        // A server-sent `event: error` carries data; a bare Event is the connection (the browser reconnects by itself
        // unless the stream is CLOSED, e.g. after an HTTP error).
        if (e instanceof MessageEvent && typeof e.data === 'string' && e.data) {
          const d = parse(e.data);
          return fail(d.error ?? d.message);
        }
        if (es?.readyState === EventSource.CLOSED) void settleFromState();
      });
    })();

    return () => {
      live = false;
      ctrl.abort();
      es?.close();
    };
  }, [coverId, attempt, qc]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, stage: stageText(state.progress), retry };
}
