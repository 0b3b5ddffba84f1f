import { local } from '@web/lib/browser-storage';

/**
 * The little the first bundle needs to know about a stored journey (journey-store.ts owns the rest): which step a
 * reload lands on, and the welcome name. Kept apart so the reducer and the steps load only once the journey starts.
 */
export const JOURNEY_STORAGE_KEY = 'fs.journey';
export const JOURNEY_VERSION = 1;

interface Stored {
  v?: unknown;
  step?: unknown;
  name?: unknown;
}

export function peekJourney(): { started: boolean; name: string } {
  const s = local.getJson<Stored>(JOURNEY_STORAGE_KEY);
  if (!s || typeof s !== 'object' || s.v !== JOURNEY_VERSION) return { started: false, name: '' };
  return {
    started: typeof s.step === 'string' && s.step !== 'welcome',
    name: typeof s.name === 'string' ? s.name : '',
  };
}

/** Keep the welcome name (and, on start, the first step) in the stored journey. */
export function writeWelcome(name: string, start: boolean) {
  const s = local.getJson<Record<string, unknown>>(JOURNEY_STORAGE_KEY);
  const base = s && typeof s === 'object' && s.v === JOURNEY_VERSION ? s : { v: JOURNEY_VERSION, step: 'welcome' };
  local.setJson(JOURNEY_STORAGE_KEY, { ...base, name, ...(start ? { step: 'questions', questionIndex: 0 } : {}) });
}

/** The stored journey's poster, for pages outside the flow (the sponsorship request): name, role and cover id. */
export function peekPoster(): { name: string; roleTitle: string | null; coverId: string | null } {
  const s = local.getJson<Stored & { coverName?: unknown; role?: { title?: unknown }; cover?: { id?: unknown } }>(
    JOURNEY_STORAGE_KEY,
  );
  if (!s || typeof s !== 'object' || s.v !== JOURNEY_VERSION) return { name: '', roleTitle: null, coverId: null };
  const name = typeof s.coverName === 'string' && s.coverName.trim() ? s.coverName : s.name;
  return {
    name: typeof name === 'string' ? name.trim().slice(0, 100) : '',
    roleTitle: typeof s.role?.title === 'string' ? s.role.title : null,
    coverId: typeof s.cover?.id === 'string' ? s.cover.id : null,
  };
}
