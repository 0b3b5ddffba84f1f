import { TALK_PLAN_PHASES } from '@content/talk/coach.js';
import type { Plan } from '../contracts/talk.js';
import { factOf, situationPhrase } from './person.js';
import type { EngineExperiment, EngineIdea, EngineState, TalkProfile } from './state.js';
import { keptTrends } from './act-1-landscape.js';
import { letterCard } from './act-2-vision.js';
import { weekSize } from './act-4-strategy.js';
import { capitalise, fill } from './words.js';

// The 90-day plan: ready once an experiment is started; its weeks name the person's own situation.

export function planReady(state: EngineState): boolean {
  return state.step === 'done' && state.experiments.some((e) => e.started);
}

/** The decision the last week of the plan is for: the one the person set, else one from their own facts. */
export function planDecision(state: EngineState): string {
  if (state.decision) return state.decision;
  const hope = factOf(state.person, 'hope')?.text;
  const work = factOf(state.person, 'work')?.text.replace(/^(?:a|an) /i, 'the ');
  const study = factOf(state.person, 'study')?.text;
  if (hope && work) return `whether ${hope} gets more of your week than ${work}`;
  if (study) return `whether ${study} is part of what comes next`;
  if (work) return `what stays and what goes at ${work}`;
  if (hope) return `whether ${hope} gets a real place in your week`;
  return 'double down, change course or stop';
}

/** The 90-day plan's weeks, naming the person's own situation (decision 068). */
function planWeeks(state: EngineState, exp: EngineExperiment | undefined, idea: EngineIdea | undefined): Plan['weeks'] {
  const person = factOf(state.person, 'person')?.text;
  const work = factOf(state.person, 'work')?.text.replace(/^(?:a|an) /i, 'the ');
  const place = factOf(state.person, 'place')?.text;
  const situation = situationPhrase(state.person);
  const size = weekSize(state.person).replace(/^Sized to your week: /, '');
  const vars: Record<string, string> = {
    exp: exp?.title ?? 'your first two-week test',
    size: `Block ${size.replace(/^(\p{Lu})/u, (c) => c.toLowerCase())}`.replace(/\.$/, ''),
    ally: person ?? 'one person you trust',
    where: place ? `in ${place}` : work ? `through ${work}` : 'near you',
    idea: idea?.title ?? 'the idea you keep',
    decision: planDecision(state),
    situation: situation ?? 'these weeks',
  };
  return TALK_PLAN_PHASES.map((p) => ({
    label: p.label,
    focus: capitalise(fill(p.focus, vars)),
    tasks: p.tasks.map((t) => capitalise(fill(t, vars))),
  }));
}

export function buildPlan(profile: TalkProfile, state: EngineState): Plan {
  const kept = state.ideas.filter((i) => state.keptIdeas.includes(i.id));
  const letterId = state.letters.at(-1);
  const letter = letterId ? letterCard(profile, state, letterId).body : null;
  const exps = state.experiments.filter((e) => e.started).length
    ? state.experiments.filter((e) => e.started)
    : state.experiments;
  return {
    name: profile.name || 'Future you',
    role: profile.role ?? 'Your future self',
    vision: state.vision ?? '',
    strengths: state.strengths,
    trends: keptTrends(state)
      .slice(0, 5)
      .map((t) => ({ id: t.id, title: t.title, impact: state.ratings[t.id]?.impact ?? null })),
    ideas: kept.map((i) => ({ id: i.id, title: i.title, rationale: i.rationale })),
    weeks: planWeeks(state, exps[0], kept[0]),
    experiments: exps.map((e) => ({
      title: e.title,
      description: e.description,
      metric: e.metric,
      due_date: e.due_date,
    })),
    letter,
  };
}
