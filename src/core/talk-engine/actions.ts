import { quoted } from '../text-clean.js';
import {
  answer,
  IDEAS_PER_ROUND,
  type EngineEvent,
  type EngineOptions,
  type EngineReply,
  type EngineState,
  type TalkProfile,
} from './state.js';
import { trendById } from './act-1-landscape.js';
import { letterCard, pickLetter } from './act-2-vision.js';
import { experimentCard, ideaCard, makeExperiment, makeIdeas } from './act-4-strategy.js';
import { currentPrompt } from './prompts.js';
import { line } from './words.js';

/**
 * The buttons on the cards ('Action: {id} {json}'): a trend's details and quick ideas (BÖR), a new letter (VILL),
 * keep, shuffle and details on an idea and start on an experiment (SKALL).
 */

/** How a tapped button reads in the conversation. */
export function actionDisplay(id: string): string {
  const names: Record<string, string> = {
    autoIdeas: 'Auto-ideas from this trend',
    moreInfo: 'Show details',
    keep: 'Keep this idea',
    shuffle: 'Shuffle ideas',
    details: 'Idea details',
    newLetter: 'New letter',
    start: 'Start the experiment',
    calendar: 'Add to calendar',
  };
  return names[id] ?? id;
}

export function handleAction(
  profile: TalkProfile,
  state: EngineState,
  action: { id: string; data: Record<string, unknown> },
  events: EngineEvent[],
  opts: EngineOptions,
): EngineReply {
  const str = (k: string) => (typeof action.data[k] === 'string' ? (action.data[k] as string) : '');
  switch (action.id) {
    case 'moreInfo': {
      const t = trendById(str('trendId'));
      if (!t) return currentPrompt(profile, state, opts);
      return {
        content: line(profile, state, 'trendDetails', {
          trend: t.title,
          long: t.long_term_implications.replace(/\.$/, ''),
          drivers: t.driver_examples.join(', ').toLowerCase(),
          roles: t.related_roles.join(', ').toLowerCase(),
        }),
        type: 'text',
      };
    }
    case 'autoIdeas': {
      const t = trendById(str('trendId'));
      if (!t) return currentPrompt(profile, state, opts);
      state.ideaRound += 1;
      const ideas = makeIdeas(profile, state, 2, t.id);
      state.ideas.push(...ideas);
      return {
        content: `Two quick ideas from ${quoted(t.title)}. Keep one if it sparks something; we’ll build on it in act four.`,
        type: 'carousel',
        cards: ideas.map((i) => ideaCard(i, state)),
      };
    }
    case 'keep': {
      const idea = state.ideas.find((i) => i.id === str('ideaId'));
      if (!idea) return currentPrompt(profile, state, opts);
      if (!state.keptIdeas.includes(idea.id)) {
        state.keptIdeas.push(idea.id);
        events.push({ type: 'idea_kept', data: { ideaId: idea.id, trendId: idea.trendId } });
      }
      answer(state, 'ideas');
      if (state.act !== 'skall') {
        return { content: `Kept: ${quoted(idea.title)}. It will be waiting in act four.`, type: 'text' };
      }
      let exp = state.experiments.find((e) => e.ideaId === idea.id);
      if (!exp) {
        exp = makeExperiment(profile, idea, opts.now, state.person);
        state.experiments.push(exp);
      }
      state.step = 'experiment';
      return {
        content: `${line(profile, state, 'ideaKept', { idea: idea.title })} ${line(profile, state, 'experimentIntro')}`,
        type: 'card',
        card: experimentCard(exp),
      };
    }
    case 'shuffle': {
      state.ideaRound += 1;
      const ideas = makeIdeas(profile, state, IDEAS_PER_ROUND);
      if (!ideas.length)
        return { content: 'I’m out of fresh combinations for now. Keep one of the ideas above?', type: 'text' };
      state.ideas.push(...ideas);
      return {
        content: line(profile, state, 'ideaShuffled'),
        type: 'carousel',
        cards: ideas.map((i) => ideaCard(i, state)),
      };
    }
    case 'details': {
      const idea = state.ideas.find((i) => i.id === str('ideaId'));
      if (!idea) return currentPrompt(profile, state, opts);
      const t = trendById(idea.trendId);
      return {
        content: `${quoted(idea.title)}: ${idea.rationale} It grows out of ${quoted(t?.title ?? idea.trendId)}${
          state.strengths.length ? ` and your strength in ${state.strengths[0]!.toLowerCase()}` : ''
        }. Fit for you: ${Math.round(idea.fit * 100)}%.`,
        type: 'text',
      };
    }
    case 'newLetter': {
      const letter = pickLetter(profile, state);
      state.letters.push(letter.id);
      events.push({ type: 'letter_generated', data: { letterId: letter.id } });
      return { content: 'Another one. I had a lot to say.', type: 'card', card: letterCard(profile, state, letter.id) };
    }
    case 'start': {
      const exp = state.experiments.find((e) => e.id === str('experimentId'));
      if (!exp) return currentPrompt(profile, state, opts);
      if (!exp.started) {
        exp.started = true;
        events.push({ type: 'experiment_started', data: { experimentId: exp.id, dueDate: exp.due_date } });
      }
      answer(state, 'experiment');
      state.step = 'done';
      return { content: line(profile, state, 'experimentStarted'), type: 'text', metadata: { plan_ready: true } };
    }
    default:
      return currentPrompt(profile, state, opts);
  }
}
