import { describe, expect, it } from 'vitest';
import { TALK_TRENDS } from '@content/talk/trends.js';
import { TALK_LETTERS } from '@content/talk/letters.js';
import type { RoleTheme } from '@content/roles.js';
import {
  buildPlan,
  chatStateOf,
  initialState,
  isCrisis,
  planReady,
  rankedTrends,
  respond,
  sessionOf,
  type EngineState,
  type EngineTurn,
  type TalkProfile,
} from './talk-engine.js';
import {
  actBadge,
  cardActionMessage,
  confidencePercent,
  highlightToast,
  parseActionMessage,
  parseRating,
  quickReplyParts,
} from './talk.js';

const now = new Date('2026-11-23T12:00:00Z');
const profile = (over: Partial<TalkProfile> = {}): TalkProfile => ({
  seed: 'conv-seed-1',
  name: 'Alva',
  role: 'Space Janitor',
  contexts: ['A quiet cabin by a lake', 'Clean oceans'],
  superpower: 'Talking to anyone',
  transcript: null,
  ...over,
});

/** Walks a whole conversation; returns every turn. */
function walk(p: TalkProfile): EngineTurn[] {
  const turns: EngineTurn[] = [];
  let s: EngineState = initialState();
  const say = (text: string) => {
    const t = respond(s, p, { kind: 'message', text }, { now });
    turns.push(t);
    s = t.state;
    return t;
  };
  const start = respond(s, p, { kind: 'start' }, { now });
  turns.push(start);
  s = start.state;
  const bor = say('I am studying and not sure');
  const [t1, t2] = bor.reply.cards!;
  say(`impact_${t1!.id}_5`);
  say(`cert_${t1!.id}_4`);
  say(`impact_${t2!.id}_3`);
  say('next act');
  say('Working with friends on a boat that cleans the sea');
  say('That it helps people');
  say('next act');
  say('Explaining things clearly');
  const skall = say('I speak Finnish and grew up by the sea');
  const idea = skall.reply.cards![0]!;
  const kept = say(cardActionMessage(idea.actions.find((a) => a.id === 'keep')!));
  say(cardActionMessage(kept.reply.card!.actions.find((a) => a.id === 'start')!));
  return turns;
}

describe('talk rules (chat screen)', () => {
  it('act badges, confidence percent, pipe rule, action rule, highlight rule', () => {
    expect(actBadge('bor')).toBe('BÖR - Landscape');
    expect(actBadge('skall')).toBe('SKALL - Strategy');
    expect(actBadge('x')).toBe('Onboarding');
    expect(confidencePercent(0.456)).toBe(46);
    expect(quickReplyParts('Show me more|more trends')).toEqual({ label: 'Show me more', value: 'more trends' });
    expect(quickReplyParts('Yes')).toEqual({ label: 'Yes', value: 'Yes' });
    expect(cardActionMessage({ id: 'impact_a_3' })).toBe('impact_a_3');
    expect(cardActionMessage({ id: 'cert_a_1', data: { chipKey: 'x' } })).toBe('cert_a_1');
    expect(cardActionMessage({ id: 'pick', data: { chipKey: 'strength_1' } })).toBe('strength_1');
    expect(cardActionMessage({ id: 'keep', data: { ideaId: 'i' } })).toBe('Action: keep {"ideaId":"i"}');
    expect(parseActionMessage('Action: keep {"ideaId":"i"}')).toEqual({ id: 'keep', data: { ideaId: 'i' } });
    expect(parseActionMessage('Action: keep {broken')).toBeNull();
    expect(parseRating('impact_four-day-week_5')).toEqual({ scale: 'impact', trendId: 'four-day-week', value: 5 });
    expect(parseRating('impact_x_9')).toBeNull();
    expect(highlightToast('short one')).toBeNull();
    expect(highlightToast('x'.repeat(80))).toHaveLength(50);
  });
});

describe('the local coach', () => {
  it('walks onboarding → BÖR → VILL → KAN → SKALL → plan, raising confidence', () => {
    const turns = walk(profile());
    const acts = turns.map((t) => t.state.act);
    expect(acts[0]).toBe('onboarding');
    expect(acts).toContain('bor');
    expect(acts).toContain('vill');
    expect(acts).toContain('kan');
    expect(acts.at(-1)).toBe('skall');
    const confidences = turns.map((t) => sessionOf(t.state).confidence);
    expect(confidences[0]).toBe(0.5);
    for (let i = 1; i < confidences.length; i++) expect(confidences[i]).toBeGreaterThanOrEqual(confidences[i - 1]!);
    const last = turns.at(-1)!.state;
    expect(sessionOf(last).confidence).toBe(1);
    expect(chatStateOf(last).unknowns).toEqual([]);
    expect(planReady(last)).toBe(true);
    const plan = buildPlan(profile(), last);
    expect(plan.role).toBe('Space Janitor');
    expect(plan.weeks).toHaveLength(4);
    expect(plan.experiments[0]!.due_date).toBe('2026-12-07');
    expect(plan.letter?.content).toContain('Space Janitor');
    const events = turns.flatMap((t) => t.events.map((e) => e.type));
    expect(events).toEqual(
      expect.arrayContaining(['card_rated', 'letter_generated', 'idea_kept', 'experiment_started']),
    );
  });

  it('without a name or poster, it says “you” and signs as future you', () => {
    const p = profile({ name: '', role: null, contexts: [], superpower: null });
    const start = respond(initialState(), p, { kind: 'start' }, { now });
    expect(start.reply.content).toMatch(/^Hi you\./);
    expect(start.reply.content).not.toContain('undefined');
    const plan = buildPlan(p, start.state);
    expect(plan.name).toBe('Future you');
  });

  it('labels itself as AI and quotes the person as data', () => {
    const turns = walk(profile());
    expect(turns[0]!.reply.content).toMatch(/AI/);
    expect(turns[0]!.reply.quick_replies!.every((q) => q.includes('|'))).toBe(true);
    const long = respond(initialState(), profile(), { kind: 'message', text: 'x '.repeat(3000) }, { now });
    expect(long.reply.content.length).toBeLessThan(1200);
  });

  it('is deterministic, and different people get different conversations', () => {
    const a = walk(profile()).map((t) => t.reply.content);
    const b = walk(profile()).map((t) => t.reply.content);
    expect(a).toEqual(b);
    const c = walk(profile({ seed: 'other-seed', name: 'Noah', role: 'Urban Beekeeper' })).map((t) => t.reply.content);
    const same = a.filter((x, i) => x === c[i]).length;
    expect(same).toBeLessThan(a.length - 3);
    const trendsA = rankedTrends(profile())
      .slice(0, 3)
      .map((t) => t.id);
    const trendsC = rankedTrends(profile({ seed: 'other', role: 'Urban Beekeeper' }))
      .slice(0, 3)
      .map((t) => t.id);
    expect(trendsA).not.toEqual(trendsC);
  });

  it('needs a rating before leaving BÖR, and offers more trends', () => {
    let s = respond(initialState(), profile(), { kind: 'start' }, { now }).state;
    const bor = respond(s, profile(), { kind: 'message', text: 'working' }, { now });
    s = bor.state;
    const nudge = respond(s, profile(), { kind: 'message', text: 'next act' }, { now });
    expect(nudge.state.act).toBe('bor');
    const more = respond(s, profile(), { kind: 'message', text: 'more trends' }, { now });
    expect(more.reply.cards).toHaveLength(3);
    expect(more.reply.cards!.map((c) => c.id)).not.toEqual(bor.reply.cards!.map((c) => c.id));
  });

  it('pauses on crisis wording and shows resources', () => {
    expect(isCrisis('I want to die')).toBe(true);
    expect(isCrisis('This deadline is killing me lol')).toBe(false);
    const s = respond(initialState(), profile(), { kind: 'start' }, { now }).state;
    const t = respond(
      s,
      profile(),
      { kind: 'message', text: 'honestly I want to end my life' },
      { now, crisisCountry: 'SE' },
    );
    expect(t.reply.metadata?.safety).toBe('crisis');
    expect(t.reply.content).toContain('90101');
    expect(t.state.paused).toBe(true);
    const after = respond(t.state, profile(), { kind: 'message', text: 'I am studying' }, { now });
    expect(after.state.act).toBe('onboarding');
    const resumed = respond(after.state, profile(), { kind: 'message', text: 'resume coaching' }, { now });
    expect(resumed.state.paused).toBe(false);
  });
});

describe('talk content', () => {
  it('60 varied trends with every field, 40 distinct letters', () => {
    expect(TALK_TRENDS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(TALK_TRENDS.map((t) => t.id)).size).toBe(TALK_TRENDS.length);
    expect(new Set(TALK_TRENDS.map((t) => t.title)).size).toBe(TALK_TRENDS.length);
    // Every role theme (the Record makes the compiler list all of them) has at least 5 trends to match a role to.
    const themes: Record<RoleTheme, 0> = {
      tech: 0,
      space: 0,
      ocean: 0,
      nature: 0,
      city: 0,
      arts: 0,
      health: 0,
      science: 0,
      food: 0,
      society: 0,
    };
    for (const theme of Object.keys(themes) as RoleTheme[]) {
      expect(TALK_TRENDS.filter((t) => t.category === theme).length, theme).toBeGreaterThanOrEqual(5);
    }
    for (const t of TALK_TRENDS) {
      expect(t.why_text.length).toBeGreaterThan(40);
      expect(t.short_term_implications.length).toBeGreaterThan(30);
      expect(t.long_term_implications.length).toBeGreaterThan(30);
      expect(t.driver_examples.length).toBeGreaterThanOrEqual(3);
      expect(t.related_roles.length).toBeGreaterThanOrEqual(3);
    }
    expect(TALK_LETTERS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(TALK_LETTERS.map((l) => l.theme)).size).toBe(TALK_LETTERS.length);
    expect(new Set(TALK_LETTERS.map((l) => l.content.split(' ').slice(0, 6).join(' '))).size).toBe(TALK_LETTERS.length);
  });
});

describe('experiment calendar file', () => {
  it('is an all-day event on the due date, escaped', async () => {
    const { experimentIcs } = await import('./talk.js');
    const ics = experimentIcs(
      {
        id: 'one-yes--x',
        title: 'Get one yes',
        description: 'Ask ten people, then count',
        metric: 'Yeses; of ten',
        due_date: '2026-12-07',
      },
      'FutureSelf',
      now,
    );
    expect(ics).toContain('DTSTART;VALUE=DATE:20261207');
    expect(ics).toContain('DTEND;VALUE=DATE:20261208');
    expect(ics).toContain('SUMMARY:Experiment due: Get one yes');
    expect(ics).toContain('Ask ten people\\, then count');
    expect(ics.split('\r\n')[0]).toBe('BEGIN:VCALENDAR');
  });
});
