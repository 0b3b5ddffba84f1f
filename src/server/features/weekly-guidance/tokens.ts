import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '@server/context.js';
import type { WeeklyAnswer } from '@server/db/schema.js';

/**
 * The weekly e-mail's one-tap links (decision 078): HMAC-SHA256 with the app's secret over the person, the week,
 * what the link does and an expiry (LINK_DAYS). No account needed: the link is the key, and it does one thing.
 */
export const LINK_DAYS = 30;
export const ANSWERS: readonly WeeklyAnswer[] = ['done', 'not_yet', 'change'];

export type WeeklyLink = { u: string; w: number; a: WeeklyAnswer | 'stop'; e: number };

type Deps = Pick<AppDeps, 'auth'>;

async function mac(deps: Deps, body: string): Promise<string> {
  const secret = (await deps.auth.$context).secret;
  return createHmac('sha256', secret).update(`weekly-guidance.${body}`).digest('base64url');
}

export async function signLink(deps: Deps, link: Omit<WeeklyLink, 'e'>, now: Date): Promise<string> {
  const body = Buffer.from(JSON.stringify({ ...link, e: now.getTime() + LINK_DAYS * 86_400_000 })).toString(
    'base64url',
  );
  return `${body}.${await mac(deps, body)}`;
}

/** The link's content, or null when it is tampered with, cut off or expired. */
export async function readLink(deps: Deps, token: string, now: Date): Promise<WeeklyLink | null> {
  const [body, sig, ...rest] = token.split('.');
  if (!body || !sig || rest.length || token.length > 400) return null;
  const want = Buffer.from(await mac(deps, body));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  try {
    const v = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as WeeklyLink;
    if (typeof v.u !== 'string' || typeof v.w !== 'number' || typeof v.e !== 'number') return null;
    if (v.a !== 'stop' && !ANSWERS.includes(v.a)) return null;
    return v.e > now.getTime() ? v : null;
  } catch {
    return null;
  }
}
