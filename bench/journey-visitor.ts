/**
 * One simulated visitor of the journey load test (bench/journey.ts): the real HTTP API from the answers to the
 * social image, timed step by step.
 */
import { visualQuestions } from '@content/quiz';
import { makeTestPhoto } from '@server/features/covers/test-photo';

export const STEPS = [
  'answers',
  'upload',
  'spin',
  'generate',
  'first progress',
  'cover done',
  'cover image',
  'share link',
  'share page',
  'share api',
  'share cover.webp',
  'og image',
] as const;
export type Step = (typeof STEPS)[number];

export interface JourneyResult {
  ok: boolean;
  /** ms per step. */
  steps: Partial<Record<Step, number>>;
  /** ms from the spin's answer to the `done` event. */
  spinToFinal?: number;
  /** Epoch ms of the `done` event. */
  coverDoneAt?: number;
  coverId?: string;
  shareId?: string;
  error?: string;
  failedStep?: Step;
  /** Requests answered 503 or 502 (or refused) and tried again, as a browser's retry would. */
  retries: number;
  /** SSE streams that ended before `done` and were opened again (as EventSource does). */
  reconnects: number;
  startedAt: number;
  endedAt: number;
  /** Bytes of the share view (page + api + cover.webp) and of the og image. */
  shareViewBytes?: number;
  ogBytes?: number;
}

export interface Hooks {
  /** Called when a visitor's cover has started (its first progress event). */
  onFirstProgress?(coverId: string): void;
}

class JourneyError extends Error {
  constructor(
    readonly step: Step,
    message: string,
  ) {
    super(message);
  }
}

let photo: Buffer | null = null;
const answersFor = (i: number) => {
  const a: Record<string, string> = {};
  for (const q of visualQuestions) a[q.id] = q.cards[(i * 7 + q.id.length) % q.cards.length]!.id;
  a.superpower = 'Explaining anything to anyone in under a minute';
  return a;
};

export async function runJourney(base: string, i: number, hooks: Hooks = {}, timeoutMs = 60_000) {
  photo ??= await makeTestPhoto();
  const r: JourneyResult = { ok: false, steps: {}, retries: 0, reconnects: 0, startedAt: Date.now(), endedAt: 0 };
  const deadline = AbortSignal.timeout(timeoutMs);
  let cookie = '';
  const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const headers = (extra: Record<string, string> = {}) => ({
    'x-forwarded-for': ip,
    'user-agent': 'futureself-bench-journey',
    ...(cookie ? { cookie } : {}),
    ...extra,
  });
  /** One request; a 503 (Retry-After), a 502 or a refused connection is tried again up to 3 times. */
  const call = async (step: Step, url: string, init: RequestInit = {}, expect = [200]): Promise<Response> => {
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await fetch(base + url, {
          ...init,
          headers: headers(init.headers as Record<string, string>),
          signal: deadline,
        });
      } catch (err) {
        if (deadline.aborted) throw new JourneyError(step, 'timed out');
        if (attempt < 3) {
          r.retries++;
          await new Promise((res) => setTimeout(res, 500));
          continue;
        }
        throw new JourneyError(step, `network: ${(err as Error).message}`);
      }
      for (const c of res.headers.getSetCookie()) {
        const kv = c.split(';')[0]!;
        const name = kv.split('=')[0]!;
        cookie = [...cookie.split('; ').filter((x) => x && !x.startsWith(`${name}=`)), kv].join('; ');
      }
      // 503: busy or restarting (Retry-After); 502: the balancer's instance died with this request in flight
      // (haproxy cannot replay a body over its buffer, e.g. an upload): a browser's retry, counted.
      if ((res.status === 503 || res.status === 502) && attempt < 3) {
        r.retries++;
        await res.arrayBuffer().catch(() => undefined);
        const after = Math.min(3, Number(res.headers.get('retry-after') ?? 1) || 1);
        await new Promise((res) => setTimeout(res, after * 1000));
        continue;
      }
      if (!expect.includes(res.status)) {
        const body = await res.text().catch(() => '');
        throw new JourneyError(step, `${res.status} ${body.slice(0, 160)}`);
      }
      return res;
    }
  };
  const timed = async <T>(step: Step, fn: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const out = await fn();
    r.steps[step] = performance.now() - t;
    return out;
  };
  const json = (body: unknown) => ({
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  let step: Step = 'answers';
  try {
    const answers = answersFor(i);
    step = 'answers';
    await timed(step, () =>
      call(step, '/api/answers', { ...json({ answers: { postcard: answers.postcard } }), method: 'PUT' }).then((x) =>
        x.json(),
      ),
    );
    step = 'upload';
    const { photo: p } = (await timed(step, () =>
      call(
        'upload',
        '/api/photos',
        { method: 'POST', body: new Uint8Array(photo!), headers: { 'content-type': 'image/jpeg' } },
        [201],
      ).then((x) => x.json()),
    )) as { photo: { id: string } };
    step = 'spin';
    const spin = (await timed(step, () =>
      call(
        'spin',
        '/api/spins',
        json({
          answers,
          spinNumber: 0,
          photoId: p.id,
          userName: `Visitor ${i}`,
          sessionId: `bench_${i}_${Date.now()}`,
        }),
        [201],
      ).then((x) => x.json()),
    )) as { cover: { id: string } };
    const spunAt = performance.now();
    const coverId = (r.coverId = spin.cover.id);
    step = 'generate';
    await timed(step, () => call('generate', `/api/covers/${coverId}/generate`, json({}), [202]).then((x) => x.json()));

    // SSE: progress events until `done`; a stream that ends early is opened again (EventSource does).
    step = 'cover done';
    let first = 0;
    let done = false;
    while (!done) {
      const res = await call('cover done', `/api/covers/${coverId}/events`, {
        headers: { accept: 'text/event-stream' },
      });
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buf = '';
      let ev = 'message';
      try {
        for (;;) {
          const { value, done: end } = await reader.read();
          if (end) break;
          buf += value;
          let nl: number;
          while ((nl = buf.indexOf('\n')) >= 0) {
            const line = buf.slice(0, nl).replace(/\r$/, '');
            buf = buf.slice(nl + 1);
            if (line.startsWith('event:')) ev = line.slice(6).trim();
            else if (line === '') ev = 'message';
            else if (line.startsWith('data:')) {
              if (ev === 'progress' && !first) {
                first = performance.now();
                r.steps['first progress'] = first - spunAt;
                hooks.onFirstProgress?.(coverId);
              } else if (ev === 'done') done = true;
              else if (ev === 'error') throw new JourneyError('cover done', `error event ${line.slice(5, 200)}`);
            }
          }
          if (done) break;
        }
      } catch (err) {
        if (err instanceof JourneyError) throw err;
        if (deadline.aborted) throw new JourneyError('cover done', 'timed out');
        // the instance went away mid-stream: reconnect
      } finally {
        await reader.cancel().catch(() => undefined);
      }
      if (!done) {
        r.reconnects++;
        await new Promise((res) => setTimeout(res, 500));
      }
    }
    r.spinToFinal = r.steps['cover done'] = performance.now() - spunAt;
    r.coverDoneAt = Date.now();

    step = 'cover image';
    await timed(step, () => call(step, `/api/covers/${coverId}/image`).then((x) => x.arrayBuffer()));
    step = 'share link';
    const share = (await timed(step, () =>
      call(step, '/api/shares', json({ coverId }), [200, 201]).then((x) => x.json()),
    )) as { shareId: string };
    const shareId = (r.shareId = share.shareId);
    // A browser opening the link: the page (compressed), the share's data, the page's cover image.
    let viewBytes = 0;
    const bytes = async (x: Response) => (viewBytes += (await x.arrayBuffer()).byteLength);
    step = 'share page';
    await timed(step, () =>
      call(step, `/share/${shareId}`, { headers: { 'accept-encoding': 'br, gzip' } }).then(bytes),
    );
    step = 'share api';
    await timed(step, () => call(step, `/api/shares/${shareId}`).then(bytes));
    step = 'share cover.webp';
    await timed(step, () => call(step, `/share-images/${shareId}/cover.webp`).then(bytes));
    r.shareViewBytes = viewBytes;
    step = 'og image';
    const og = await timed(step, () => call(step, `/share-images/${shareId}/og.png`).then((x) => x.arrayBuffer()));
    r.ogBytes = og.byteLength;
    r.ok = true;
  } catch (err) {
    r.failedStep = err instanceof JourneyError ? err.step : step;
    r.error = (err as Error).message;
  }
  r.endedAt = Date.now();
  return r;
}
