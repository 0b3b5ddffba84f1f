import { FUTURE_SELF_MESSAGES, type FutureSelfMessage } from '@content/future-self-messages.js';
import { hashString } from './random.js';

/** The first name only, at most 20 characters, for a greeting ("you" without a name). */
export function greetingName(name: string | null | undefined): string {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? '';
  return first.slice(0, 20) || 'you';
}

export function fillFutureSelfMessage(text: string, vars: { name?: string | null; role: string }): string {
  const named = greetingName(vars.name) !== 'you' || (vars.name ?? '').trim().toLowerCase() === 'you';
  // Without a name a greeting is just 'Hi.' / 'Hey,' ('Hi you.' read as a slip); elsewhere 'you' stays.
  const greeted = named ? text : text.replace(/\b(Hi|Hey|Hello) \{name\}(?=[.,!])/g, '$1');
  return greeted.replaceAll('{name}', greetingName(vars.name)).replaceAll('{role}', vars.role.trim());
}

/**
 * A message for this visitor and role, the same one every time for the same seed (e.g. the cover or user id), so
 * a replay says the same thing.
 */
export function pickFutureSelfMessage(vars: { name?: string | null; role: string; seed?: string }): FutureSelfMessage {
  const i = hashString(`${vars.seed ?? ''}|${vars.role}`) % FUTURE_SELF_MESSAGES.length;
  const m = FUTURE_SELF_MESSAGES[i]!;
  return { id: m.id, text: fillFutureSelfMessage(m.text, vars) };
}
