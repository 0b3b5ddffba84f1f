import { seededRandom, shuffled } from '@core/random.js';
import type { ClientDossier, ReportContent, ReportEdit, ReportTrend } from '@core/contracts/sprint-report.js';
import {
  buildPlan,
  keptTrends,
  letterCard,
  rankedTrends,
  trendById,
  type EngineState,
  type TalkProfile,
} from '@core/talk-engine/index.js';
import { LETTERS, TREND_CARDS } from '@content/offers.js';
import { TALK_LETTERS } from '@content/talk/letters.js';
import type { TalkTrend } from '@content/talk/trends.js';

/**
 * The report and the dossier's Talk part, from the client's Talk profile and conversation state. Pure: the same
 * inputs give the same report. The report reuses Talk's plan (buildPlan: the 90-day roadmap by weeks, the kept
 * ideas, the vision) and adds what the sprint promises (decision 026): 30 trend cards — the ones the client rated
 * first, with their ratings, then Talk's ranking for this person — and 20 letters — the ones the client read in
 * Talk first, then Talk's seeded order for this person.
 */

function trendOf(t: TalkTrend, state: EngineState): ReportTrend {
  const r = state.ratings[t.id];
  return {
    id: t.id,
    title: t.title,
    category: t.category,
    why: t.why_text,
    impact: r?.impact ?? null,
    certainty: r?.certainty ?? null,
    note: '',
  };
}

/** The trends the client rated in Talk, most impact first. */
export function ratedTrends(state: EngineState): ReportTrend[] {
  return Object.keys(state.ratings)
    .map((id) => trendById(id))
    .filter((t): t is TalkTrend => !!t)
    .map((t) => trendOf(t, state))
    .sort((a, b) => (b.impact ?? 0) - (a.impact ?? 0) || (b.certainty ?? 0) - (a.certainty ?? 0));
}

export function reportTrends(profile: TalkProfile, state: EngineState): ReportTrend[] {
  const out = ratedTrends(state);
  const seen = new Set(out.map((t) => t.id));
  for (const t of [...keptTrends(state), ...rankedTrends(profile)]) {
    if (out.length >= TREND_CARDS) break;
    if (seen.has(t.id)) continue;
    seen.add(t.id);
    out.push(trendOf(t, state));
  }
  return out.slice(0, TREND_CARDS);
}

export function reportLetters(profile: TalkProfile, state: EngineState): ReportContent['letters'] {
  const order = shuffled(seededRandom(`${profile.seed}:letters`), TALK_LETTERS).map((l) => l.id);
  const ids = [...new Set([...state.letters, ...order])].slice(0, LETTERS);
  return ids.map((id) => {
    const body = letterCard(profile, state, id).body;
    return { id, theme: body.theme, content: body.content };
  });
}

export function assembleReport(profile: TalkProfile, state: EngineState): ReportContent {
  const plan = buildPlan(profile, state);
  const rated = ratedTrends(state).slice(0, 3);
  const summary = [
    `${plan.name}, over three sessions we looked at where the world is going and where you want to be in it as the future ${plan.role}.`,
    rated.length
      ? `The trends that moved you most: ${rated.map((t) => t.title).join('; ')}.`
      : 'We went through the trends that matter most for your future role.',
    plan.strengths.length ? `Your strengths to build on: ${plan.strengths.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    v: 1,
    clientName: plan.name,
    role: plan.role,
    summary,
    vision: plan.vision,
    strengths: plan.strengths,
    trends: reportTrends(profile, state),
    ideas: plan.ideas.map((i) => ({ title: i.title, rationale: i.rationale })),
    letters: reportLetters(profile, state),
    roadmap: plan.weeks.map((w) => ({ label: w.label, focus: w.focus, tasks: [...w.tasks] })),
    closing: 'Reread this in 30 days, mark what you did, and adjust the next weeks to what you learned.',
  };
}

/** The coach's edits applied to a draft: every line of text (summary, vision, strengths, trend notes, ideas, letters,
 * roadmap, closing); unknown trend or letter ids and extra weeks are ignored. */
export function applyEdit(content: ReportContent, edit: ReportEdit): ReportContent {
  const clean = (s: string) => s.replace(/\r\n?/g, '\n').trim();
  return {
    ...content,
    summary: edit.summary !== undefined ? clean(edit.summary) : content.summary,
    vision: edit.vision !== undefined ? clean(edit.vision) : content.vision,
    strengths: edit.strengths !== undefined ? edit.strengths.map(clean).filter(Boolean) : content.strengths,
    ideas:
      edit.ideas !== undefined
        ? edit.ideas
            .map((i) => ({ title: clean(i.title), rationale: clean(i.rationale) }))
            .filter((i) => i.title || i.rationale)
        : content.ideas,
    letters: content.letters.map((l) =>
      edit.letters && edit.letters[l.id] !== undefined ? { ...l, content: clean(edit.letters[l.id]!) } : l,
    ),
    closing: edit.closing !== undefined ? clean(edit.closing) : content.closing,
    trends: content.trends.map((t) =>
      edit.trendNotes && edit.trendNotes[t.id] !== undefined ? { ...t, note: clean(edit.trendNotes[t.id]!) } : t,
    ),
    roadmap: content.roadmap.map((w, i) => {
      const e = edit.roadmap?.[i];
      if (!e) return w;
      return { ...w, focus: clean(e.focus), tasks: e.tasks.map(clean).filter(Boolean) };
    }),
  };
}

/** What the coach sees of Talk: the client's own words, the rated trends, the kept ideas and the letters read. */
export function talkHighlights(profile: TalkProfile, state: EngineState): ClientDossier['talk'] {
  return { shared: true, ...talkParts(profile, state) };
}

/** Nothing of Talk: what the coach sees while the client does not share it. */
export const NOTHING_OF_TALK: ClientDossier['talk'] = {
  shared: false,
  highlights: [],
  ratedTrends: [],
  keptIdeas: [],
  letters: [],
};

function talkParts(profile: TalkProfile, state: EngineState): Omit<ClientDossier['talk'], 'shared'> {
  const plan = buildPlan(profile, state);
  const highlights: { label: string; text: string }[] = [];
  const add = (label: string, text: string | null | undefined) => {
    if (text?.trim()) highlights.push({ label, text: text.trim() });
  };
  add('Where they are now', state.situation);
  add('Their vision', state.vision);
  add('What matters to them', state.values);
  add('Strengths', state.strengths.join(', '));
  add('Unfair advantage', state.advantage);
  for (const e of plan.experiments) add('Experiment', `${e.title} (due ${e.due_date})`);
  return {
    highlights,
    ratedTrends: ratedTrends(state),
    keptIdeas: plan.ideas.map((i) => ({ title: i.title, rationale: i.rationale })),
    letters: state.letters.map((id) => ({ theme: TALK_LETTERS.find((l) => l.id === id)?.theme ?? id })),
  };
}
