import type { EngineTurn } from '@core/talk-engine/index.js';
import type { Db } from '@server/db/client.js';
import type { AttributionService } from '@server/shared/attribution.js';
import { recordEvent } from '@server/shared/events.js';
import { resolveCover, type ConversationRow, type CoverFacts } from './conversations.js';

/** Talk's analytics: the engine's events of a turn, the act started, and the chat tool's own events. */

interface EventDeps {
  db: Db;
  attribution: AttributionService;
}

/** The turn's events (a rating, an idea kept, a crisis counted without its text...) and a new act, when one started. */
export async function recordTurnEvents(
  deps: EventDeps,
  conv: ConversationRow,
  turn: EngineTurn,
  sessionId: string,
  cover: CoverFacts | null,
): Promise<void> {
  if (!turn.events.length && turn.state.act === conv.state.act) return;
  const c = cover ?? (conv.coverId ? await resolveCover(deps.db, conv.userId, conv.coverId) : null);
  const attribution = await deps.attribution.resolve({
    cohort: c?.cohortId,
    ambassador: c?.ambassadorCode ?? undefined,
  });
  const events = [...turn.events.map((e) => ({ type: e.type as string, data: e.data }))];
  if (turn.state.act !== conv.state.act) events.push({ type: 'talk_act_started', data: { act: turn.state.act } });
  for (const e of events) {
    await recordEvent(deps.db, {
      eventType: e.type,
      sessionId,
      userId: conv.userId,
      attribution,
      eventData: { ...e.data, conversationId: conv.id },
      roleOutcome: conv.roleTitle,
    });
  }
}

/** Records a client-side event of the chat tool (results viewed, PDF exported, upsell clicked). */
export async function recordChatEvent(
  deps: EventDeps,
  conv: ConversationRow,
  type: string,
  sessionId: string,
  data: Record<string, unknown> = {},
): Promise<void> {
  const cover = conv.coverId ? await resolveCover(deps.db, conv.userId, conv.coverId) : null;
  const attribution = await deps.attribution.resolve({
    cohort: cover?.cohortId,
    ambassador: cover?.ambassadorCode ?? undefined,
  });
  await recordEvent(deps.db, {
    eventType: type,
    sessionId,
    userId: conv.userId,
    attribution,
    eventData: { ...data, conversationId: conv.id },
    roleOutcome: conv.roleTitle,
  });
}
