import type { EngineReply, EngineState, TalkProfile, TalkStep } from '@core/talk-engine/index.js';
import { capText } from '@core/text-clean.js';
import type { OlderSelfRequest, PersonFact, PersonModel } from '@server/providers/chat/index.js';
import { quoteAsData } from './safety.js';

/**
 * What a model is told for one turn (decision 069): the person model (whatever the state holds), the future memory
 * when there is one, the act and the step's task, and the coach's own reply, whose structure (cards, quick replies,
 * state) is the engine's. The person model and the future memory (decision 068) are read from the
 * state when it carries them (`facts`, `futureMemory`), and may be passed in; absent, the model works without.
 */

/** What each step of the engine needs from this reply, in words for the model. */
export const STEP_TASKS: Record<TalkStep, string> = {
  situation: 'Greet them and find out where they are right now: studies, work, what it feels like.',
  trends: 'Show them the trend cards below and ask them to rate each for impact on their future and how certain it is.',
  vision: 'Ask what a good day in their life looks like in five years: where, with whom, doing what.',
  values: 'Find out which part of that picture matters most to them, and why.',
  letter: 'Offer the letter from the future below, and ask what in it rings true.',
  strengths: 'Ask what they are already good at, with an example from their own life; confirm the strengths noted.',
  advantage: 'Find their unfair advantage: what they have that few people their age have.',
  ideas: 'Show the ideas below, built from their kept trends and strengths, and ask which to keep.',
  experiment: 'Size a small experiment to their week from the kept idea, with a date and one thing to measure.',
  done: 'Their plan is ready: point them to it, and answer what they ask.',
};

/** The person's facts and future memory when the state carries them (decision 068). */
export interface PersonExtras {
  facts?: PersonFact[] | null;
  futureMemory?: string | null;
  /** The weekly step to follow up on first (decision 078): an instruction, put before the step's task. */
  followUp?: string | null;
}

function extrasOf(state: EngineState): PersonExtras {
  // The local coach's person model and future memory (src/core/talk-engine/person.ts, memory.ts), as the model reads them.
  const facts = (state.person?.facts ?? []).map((f) => ({ kind: f.kind, text: capText(f.text, 160) }));
  const m = state.memory;
  const futureMemory = m ? [m.start, m.setback, m.firstBreak, m.helper].filter(Boolean).join(' ') : null;
  return { facts: facts.length ? facts : null, futureMemory: futureMemory ? capText(futureMemory, 1200) : null };
}

export function personModelOf(profile: TalkProfile, state: EngineState, extras: PersonExtras = {}): PersonModel {
  const fromState = extrasOf(state);
  const answers: Record<string, string> = {};
  for (const key of ['situation', 'vision', 'values', 'advantage'] as const) {
    const v = state[key];
    if (v) answers[key] = capText(v, 300);
  }
  const facts = extras.facts ?? fromState.facts;
  return {
    name: profile.name,
    role: profile.role,
    posterChoices: profile.contexts.map((c) => capText(c, 120)),
    superpower: profile.superpower ? capText(profile.superpower, 140) : null,
    voiceTranscript: profile.transcript ? capText(profile.transcript, 300) : null,
    answers,
    strengths: state.strengths.map((s) => capText(s, 80)),
    ...(facts?.length ? { facts: facts.slice(0, 40) } : {}),
  };
}

/** What the person sees under the reply (the model may refer to it, never invent others). */
function showsOf(reply: EngineReply): string[] {
  const shows: string[] = [];
  const cards = reply.cards ?? (reply.card ? [reply.card] : []);
  for (const c of cards) shows.push(`${c.variant} card “${capText(c.title, 80)}”`);
  for (const q of reply.quick_replies ?? []) shows.push(`button “${capText(q.split('|')[0] ?? q, 40)}”`);
  return shows;
}

export function olderSelfRequest(input: {
  profile: TalkProfile;
  state: EngineState;
  reply: EngineReply;
  userText: string | null;
  history: { role: 'user' | 'assistant'; content: string }[];
  extras?: PersonExtras;
}): OlderSelfRequest {
  const { state } = input;
  const extras = input.extras ?? {};
  const futureMemory = extras.futureMemory ?? extrasOf(state).futureMemory;
  return {
    person: personModelOf(input.profile, state, extras),
    ...(futureMemory ? { futureMemory } : {}),
    act: state.act,
    step: state.step,
    task: `${extras.followUp ? `${extras.followUp} Then: ` : ''}${STEP_TASKS[state.step] ?? STEP_TASKS.situation}`,
    draft: input.reply.content,
    shows: showsOf(input.reply),
    personMessage: input.userText ? quoteAsData(input.userText) : null,
    history: input.history.map((m) => ({ role: m.role, content: capText(m.content, 400) })),
  };
}
