import { LOCAL_KEYS } from '@core/attribution';
import { local } from '@web/lib/browser-storage';
import { saveAnswers } from './journey-api';

/**
 * Quiz answers saved to the server as they are given (PUT /api/answers, the whole map each time). Saves are
 * debounced and run one after another (the first write creates the anonymous visitor; two at once would create two).
 * Until a save succeeds the answers wait in localStorage under 'pendingOnboardingAnswers', and the next save (or the
 * next visit) sends them. A failure never stands in the visitor's way.
 */
const DEBOUNCE_MS = 500;
type Answers = Record<string, string>;

let timer: ReturnType<typeof setTimeout> | undefined;
let latest: Answers | null = null;
let chain: Promise<void> = Promise.resolve();

/** Queue a save of the whole answer map. */
export function saveAnswersSoon(answers: Answers) {
  latest = answers;
  local.setJson(LOCAL_KEYS.pendingAnswers, answers);
  clearTimeout(timer);
  timer = setTimeout(() => void flushAnswers(), DEBOUNCE_MS);
}

/** Send what is pending now (on Continue, before an upload or a spin). Resolves when the queue is drained; never rejects. */
export function flushAnswers(): Promise<void> {
  clearTimeout(timer);
  const answers = latest ?? local.getJson<Answers>(LOCAL_KEYS.pendingAnswers);
  latest = null;
  if (!answers || typeof answers !== 'object' || !Object.keys(answers).length) return chain;
  chain = chain.then(async () => {
    try {
      await saveAnswers(answers);
      // Only clear what was sent: a newer set queued meanwhile stays pending.
      if (!latest && JSON.stringify(local.getJson(LOCAL_KEYS.pendingAnswers)) === JSON.stringify(answers))
        local.remove(LOCAL_KEYS.pendingAnswers);
    } catch (err) {
      console.warn('Answers not saved yet; kept locally.', (err as Error).message);
    }
  });
  return chain;
}

/** Forget anything queued (Create Another Cover). */
export function dropPendingAnswers() {
  clearTimeout(timer);
  latest = null;
  local.remove(LOCAL_KEYS.pendingAnswers);
}
