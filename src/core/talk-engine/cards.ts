import type { ChatCard } from '../contracts/talk.js';
import type { EngineState } from './state.js';
import { trendById, trendCard } from './act-1-landscape.js';
import { experimentCard, ideaCard } from './act-4-strategy.js';

/** Cards as stored show the person's latest choices when read back (ratings, kept, started). */
export function decorateCard(card: ChatCard, state: EngineState): ChatCard {
  if (card.variant === 'trend') {
    const t = trendById(card.id);
    return t ? trendCard(t, state.ratings[card.id], card.body.why_you) : card;
  }
  if (card.variant === 'idea') {
    const idea = state.ideas.find((i) => i.id === card.id);
    return idea ? ideaCard(idea, state) : card;
  }
  if (card.variant === 'experiment') {
    const e = state.experiments.find((x) => x.id === card.id);
    return e ? experimentCard(e) : card;
  }
  return card;
}
