import { TALK_EXPERIMENTS } from '@content/talk/coach.js';
import { TALK_IDEA_TEMPLATES } from '@content/talk/listening.js';
import type { TalkTrend } from '@content/talk/trends.js';
import type { ExperimentCard, IdeaCard } from '../contracts/talk.js';
import { hashString, seededRandom, shuffled } from '../random.js';
import { factOf, type PersonFact, type PersonModel } from './person.js';
import {
  DEFAULT_FIT,
  EXPERIMENT_DAYS,
  type EngineExperiment,
  type EngineIdea,
  type EngineState,
  type TalkProfile,
} from './state.js';
import { keptTrends, rankedTrends, trendById } from './act-1-landscape.js';
import { countOf, fill } from './words.js';

/**
 * Act four, SKALL (strategy): ideas from the kept trends × the strengths × the person's facts, and a two-week
 * experiment from the idea they keep, sized to their week. Its card buttons are answered in actions.ts; the 90-day
 * plan is plan.ts.
 */

/** A phrase for a fact inside an idea ("a café" stays, "your sister" stays, "physics" stays). */
function factPhrase(f: PersonFact): string {
  return f.kind === 'work' ? f.text.replace(/^(?:a|an) /i, 'the ') : f.text;
}

/**
 * Ideas from the kept trends × the person's strengths × their facts (decision 068): templates built on a fact the
 * person stated come first, each used with a different trend; the general ones fill the rest. Written as sentences
 * a coach would write.
 */
export function makeIdeas(profile: TalkProfile, state: EngineState, count: number, onlyTrend?: string): EngineIdea[] {
  const trends = onlyTrend ? [trendById(onlyTrend)].filter((t): t is TalkTrend => !!t) : keptTrends(state).slice(0, 3);
  const pool = trends.length ? trends : rankedTrends(profile, state.person).slice(0, 2);
  const rng = seededRandom(`${profile.seed}:ideas:${state.ideaRound}:${onlyTrend ?? ''}`);
  const seen = new Set(state.ideas.map((i) => i.id));
  const strength = (state.strengths[0] ?? 'your curiosity').toLowerCase();
  const facts = state.person?.facts ?? [];
  const place = factOf(state.person, 'place')?.text ?? 'near you';
  const templates = shuffled(rng, TALK_IDEA_TEMPLATES);
  // Built on a fact first (in the order of the person's own facts), then the general ones.
  const ordered = [
    ...templates.filter((t) => t.needs && facts.some((f) => f.kind === t.needs)),
    ...templates.filter((t) => !t.needs),
  ];
  const out: EngineIdea[] = [];
  for (const tpl of ordered) {
    const trend = pool[out.length % pool.length]!;
    const id = `${tpl.id}--${trend.id}`;
    if (seen.has(id)) continue;
    const fact = tpl.needs ? facts.find((f) => f.kind === tpl.needs) : undefined;
    const r = state.ratings[trend.id];
    const fit = r?.impact
      ? Math.min(
          0.95,
          0.45 + r.impact * 0.08 + (r.certainty ?? 3) * 0.03 + (state.strengths.length ? 0.05 : 0) + (fact ? 0.05 : 0),
        )
      : DEFAULT_FIT;
    const vars = {
      trend: trend.title,
      strength,
      Strength: strength.replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
      fact: fact ? factPhrase(fact) : '',
      place,
    };
    out.push({
      id,
      seedId: tpl.id,
      trendId: trend.id,
      title: fill(tpl.title, vars).replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
      rationale: fill(tpl.rationale, vars).replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
      fit: Math.round(fit * 100) / 100,
    });
    seen.add(id);
    if (out.length >= count) break;
  }
  return out;
}

export function ideaCard(idea: EngineIdea, state: EngineState): IdeaCard {
  const kept = state.keptIdeas.includes(idea.id);
  return {
    variant: 'idea',
    id: idea.id,
    title: idea.title,
    body: {
      rationale: idea.rationale,
      from_trends: [trendById(idea.trendId)?.title ?? idea.trendId],
      from_seed: idea.seedId,
      strengths: state.strengths.slice(0, 3),
      can_fit: idea.fit,
    },
    actions: [
      { id: 'keep', label: kept ? 'Kept' : 'Keep', kind: 'button', data: { ideaId: idea.id } },
      { id: 'shuffle', label: 'Shuffle', kind: 'button', data: {} },
      { id: 'details', label: 'Details', kind: 'button', data: { ideaId: idea.id } },
    ],
    meta: { source: 'Your trends × your strengths', domain: trendById(idea.trendId)?.category ?? 'ideas' },
    ...(kept ? { selected: { kept: true } } : {}),
  };
}

function addDays(now: Date, days: number): string {
  const d = new Date(now.getTime() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** The experiment's size for the person's week (decision 068): hours they named, else by what fills their week. */
export function weekSize(person: PersonModel | undefined): string {
  const week = factOf(person, 'week')?.text;
  const work = factOf(person, 'work')?.text.replace(/^(?:a|an) /i, 'the ');
  const study = factOf(person, 'study')?.text;
  const hours = week ? /^(\d+) hours/.exec(week)?.[1] : undefined;
  if (hours) {
    const n = Math.max(1, Math.min(4, Math.round(Number(hours) / 4) || 1));
    return `Sized to your week: about ${countOf(n, 'hour')} a week, out of the ${hours} you said you have.`;
  }
  if (week) return `Sized to your week: two hours a week, in your ${week.replace(/ free$/, '')}.`;
  if (work && study)
    return `Sized to your week: two hours a week, around your shifts at ${work} and anything ${study} still asks of you.`;
  if (work) return `Sized to your week: two hours a week, on days you’re not at ${work}.`;
  if (study) return `Sized to your week: ninety minutes a week, after ${study}, never instead of it.`;
  return 'Sized to your week: three hours a week; tell me if that’s too much and I’ll shrink it.';
}

export function makeExperiment(
  profile: TalkProfile,
  idea: EngineIdea,
  now: Date,
  person?: PersonModel,
): EngineExperiment {
  const i = hashString(`${profile.seed}:exp:${idea.id}`) % TALK_EXPERIMENTS.length;
  const t = TALK_EXPERIMENTS[i]!;
  return {
    id: `${t.id}--${idea.seedId}`,
    ideaId: idea.id,
    title: t.title,
    // The idea's own quotes turned to single ones inside the experiment's (no “A “B”” doubling).
    description: `${fill(t.description, { idea: idea.title.replace(/“/g, '‘').replace(/”/g, '’') })} ${weekSize(person)}`,
    metric: t.metric,
    due_date: addDays(now, EXPERIMENT_DAYS),
    started: false,
  };
}

export function experimentCard(e: EngineExperiment): ExperimentCard {
  return {
    variant: 'experiment',
    id: e.id,
    title: e.title,
    body: { description: e.description, metric: e.metric, due_date: e.due_date },
    actions: [
      { id: 'calendar', label: 'Add to calendar', kind: 'button', data: { experimentId: e.id } },
      { id: 'start', label: e.started ? 'Started' : 'Start', kind: 'button', data: { experimentId: e.id } },
    ],
    meta: { source: 'Two-week experiment', domain: 'experiment' },
    ...(e.started ? { selected: { started: true } } : {}),
  };
}
