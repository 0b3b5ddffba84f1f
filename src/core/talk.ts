import type { CardAction, TalkAct } from './contracts/talk.js';
import { TALK_ACT_BADGES } from '@content/talk/coach.js';

/** Pure rules of the chat screen (docs/product/talk.md#chat-screen), shared by the web client and its tests. */

/** The header's act badge. */
export function actBadge(act: string | null | undefined): string {
  return act && act in TALK_ACT_BADGES ? TALK_ACT_BADGES[act as TalkAct] : TALK_ACT_BADGES.onboarding;
}

/** 'Confidence: N%' shows the rounded percent of a 0-1 value. */
export function confidencePercent(confidence: number): number {
  const c = Number.isFinite(confidence) ? Math.min(1, Math.max(0, confidence)) : 0.5;
  return Math.round(c * 100);
}

/** A quick reply 'Label|value' shows the label and sends only the part after the pipe; without a pipe, both are it. */
export function quickReplyParts(reply: string): { label: string; value: string } {
  const i = reply.indexOf('|');
  if (i < 0) return { label: reply, value: reply };
  return { label: reply.slice(0, i), value: reply.slice(i + 1) };
}

/**
 * The message a card action sends: an id starting with impact_ or cert_ is sent as is; else the data's chipKey
 * when it has one; else 'Action: {id}' with the data as JSON appended.
 */
export function cardActionMessage(action: Pick<CardAction, 'id' | 'data'>): string {
  if (action.id.startsWith('impact_') || action.id.startsWith('cert_')) return action.id;
  const chipKey = action.data?.chipKey;
  if (typeof chipKey === 'string' && chipKey) return chipKey;
  return `Action: ${action.id} ${JSON.stringify(action.data ?? {})}`;
}

/** Parses 'Action: {id} {json}' back (the server side of cardActionMessage). */
export function parseActionMessage(message: string): { id: string; data: Record<string, unknown> } | null {
  const m = /^Action: ([A-Za-z][\w-]{0,40})(?: (\{.*\}))?$/s.exec(message.trim());
  if (!m) return null;
  let data: Record<string, unknown> = {};
  if (m[2]) {
    try {
      const parsed: unknown = JSON.parse(m[2]);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) data = parsed as Record<string, unknown>;
    } catch {
      return null;
    }
  }
  return { id: m[1]!, data };
}

/** Parses a rating id: impact_{trendId}_{1-5} or cert_{trendId}_{1-5}. */
export function parseRating(message: string): { scale: 'impact' | 'certainty'; trendId: string; value: number } | null {
  const m = /^(impact|cert)_([a-z0-9-]{1,60})_([1-5])$/.exec(message.trim());
  if (!m) return null;
  return { scale: m[1] === 'impact' ? 'impact' : 'certainty', trendId: m[2]!, value: Number(m[3]) };
}

/** A tap on a card or a rating chip: the app's own words (ids and JSON), not the person's (decision 062: not read). */
export function isCardTap(message: string): boolean {
  return !!parseActionMessage(message) || !!parseRating(message);
}

/** Highlight capture: a selection longer than 10 characters; the toast shows its first 50. */
export const HIGHLIGHT_MIN = 10;
export function highlightToast(selection: string): string | null {
  const s = selection.trim();
  if (s.length <= HIGHLIGHT_MIN) return null;
  return s.slice(0, 50);
}

export const IMPACT_SCALE = ['Minimal', 'Low', 'Medium', 'High', 'Game-changer'] as const;
export const CERTAINTY_SCALE = ['Unlikely', 'Possible', 'Likely', 'Very likely', 'Certain'] as const;
export const IMPACT_GROUP = 'Impact on you?';
export const CERTAINTY_GROUP = 'Certainty (3-5y)?';
