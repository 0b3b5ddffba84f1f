import { describe, expect, it } from 'vitest';
import { TALK_TRENDS } from '@content/talk/trends.js';
import { TALK_LETTERS } from '@content/talk/letters.js';
import { TALK_FREE_TEXT } from '@content/talk/coach.js';
import { TALK_DONT_KNOW, TALK_QUESTION } from '@content/talk/listening.js';
import type { RoleTheme } from '@content/roles.js';
import {
  buildPlan,
  chatStateOf,
  initialState,
  planReady,
  rankedTrends,
  respond,
  sessionOf,
  type EngineState,
  type EngineTurn,
  type TalkProfile,
} from './index.js';
import { fragmentOf, readFreeText, tidyReply } from './free-text.js';
import {
  actBadge,
  cardActionMessage,
  confidencePercent,
  highlightToast,
  parseActionMessage,
  parseRating,
  quickReplyParts,
} from '../talk.js';

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
    // Confidence measures what is known (decision 068): nothing at the start, never 100 % from pressing Start, and the
    // hints name what is still unknown (this walk never names a subject, a place, who helps, or their hours).
    const confidences = turns.map((t) => sessionOf(t.state).confidence);
    expect(confidences[0]).toBe(0);
    for (let i = 1; i < confidences.length; i++) expect(confidences[i]).toBeGreaterThanOrEqual(confidences[i - 1]!);
    const last = turns.at(-1)!.state;
    expect(sessionOf(last).confidence).toBeGreaterThan(0.6);
    expect(sessionOf(last).confidence).toBeLessThan(1);
    expect(chatStateOf(last).unknowns).toEqual(['study', 'place', 'person', 'week']);
    expect(sessionOf(last).hints).toEqual([
      'Tell me what you study or studied',
      'Tell me where you live or study',
      'Mention someone who helps you',
    ]);
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
    expect(after.reply.content).toContain('Get help');
    const resumed = respond(after.state, profile(), { kind: 'message', text: 'resume coaching' }, { now });
    expect(resumed.state.paused).toBe(false);
    expect(resumed.userDisplay).toBe('I’m safe now');
  });

  it('never takes a crisis message as an answer, whatever the step', () => {
    const s = respond(initialState(), profile(), { kind: 'start' }, { now }).state;
    const t = respond(
      s,
      profile(),
      { kind: 'message', text: 'I feel like nobody would notice if i disappeared' },
      { now },
    );
    expect(t.reply.metadata?.safety).toBe('crisis');
    expect(t.state.situation).toBeFalsy();
    expect(t.state.answered).toEqual(s.answered);
    // A career idiom is career input, not a crisis.
    const idiom = respond(s, profile(), { kind: 'message', text: 'my café job is killing me, I want out' }, { now });
    expect(idiom.reply.metadata?.safety).toBeUndefined();
  });

  it('answers a message in Swedish in English, keeps nothing from it and stays on the step', () => {
    const s = respond(initialState(), profile(), { kind: 'start' }, { now }).state;
    const t = respond(
      s,
      profile(),
      { kind: 'message', text: 'Jag jobbar på ett café i Malmö och pluggar på kvällarna' },
      { now, messageId: 'm1' },
    );
    expect(t.reply.content).toMatch(/Talk speaks English|only talk in English/);
    expect(t.reply.content).toMatch(/Swedish/);
    expect(t.reply.metadata?.safety).toBeUndefined();
    expect(t.reply.quick_replies?.[0]).toBe('I’ll answer in English|answer in english');
    expect(t.state.step).toBe('situation');
    expect(t.state.act).toBe(s.act);
    expect(t.state.situation).toBeFalsy();
    expect(t.state.answered).toEqual(s.answered);
    expect(t.state.person?.facts).toEqual([]);
    // Another language is told the same, without the word Swedish.
    const es = respond(
      s,
      profile(),
      { kind: 'message', text: 'Quiero ser profesora pero no sé por dónde empezar' },
      { now },
    );
    expect(es.reply.content).toMatch(/English/);
    expect(es.reply.content).not.toMatch(/Swedish/);
    expect(es.state.step).toBe('situation');
    // The quick reply asks the step again; an English line with a Swedish place name is an answer.
    const again = respond(
      t.state,
      profile(),
      { kind: 'message', text: 'answer in english', offered: t.reply.quick_replies },
      { now },
    );
    expect(again.userDisplay).toBe('I’ll answer in English');
    expect(again.reply.content).toMatch(/^Thank you\. In English, then:/);
    expect(again.state.step).toBe('situation');
    const en = respond(again.state, profile(), { kind: 'message', text: 'I work at a café in Malmö' }, { now });
    expect(en.state.step).toBe('trends');
    expect(en.state.person?.facts.map((f) => f.text)).toContain('Malmö');
  });

  it('gives a crisis in Swedish the crisis reply, never the language reply (safety runs first)', () => {
    const s = respond(initialState(), profile(), { kind: 'start' }, { now }).state;
    for (const text of ['jag vill inte leva längre', 'jag tänker ta livet av mig']) {
      const t = respond(s, profile(), { kind: 'message', text }, { now, crisisCountry: 'SE' });
      expect(t.reply.metadata?.safety, text).toBe('crisis');
      expect(t.reply.content).toContain('90101');
      expect(t.reply.content).not.toMatch(/speaks English|only talk in English/);
      expect(t.state.paused).toBe(true);
    }
  });

  it('reads a message split over two sends together', () => {
    const s = respond(initialState(), profile(), { kind: 'start' }, { now }).state;
    const t = respond(s, profile(), { kind: 'message', text: 'sometimes i wish i could just' }, { now });
    expect(t.reply.metadata?.safety).toBeUndefined();
    const next = respond(
      t.state,
      profile(),
      { kind: 'message', text: 'disappear and not come back' },
      { now, previousText: 'sometimes i wish i could just' },
    );
    expect(next.reply.metadata?.safety).toBe('crisis');
  });
});

/** Sends messages one after another from a state; returns every turn. */
function chatFrom(s: EngineState, p: TalkProfile, messages: string[], offered?: string[]): EngineTurn[] {
  const out: EngineTurn[] = [];
  for (const text of messages) {
    const t = respond(s, p, { kind: 'message', text, offered }, { now });
    out.push(t);
    s = t.state;
  }
  return out;
}
const started = (p: TalkProfile) => respond(initialState(), p, { kind: 'start' }, { now }).state;
/** Doubled punctuation where the person's words meet the template's: “…year.”. or ?. or .. */
const DOUBLED = /[.!?…][”"’][.,:;]|[!?]\.(?=\s|$)|[.!?]{2,}(?=\s|$)/;

describe('the local coach answers free text by what was said', () => {
  it('reads questions, feelings of being unsure, likes, greetings, thanks and short acks', () => {
    const kinds = (t: string) => readFreeText(t).kind;
    expect(kinds('What should I do this week?')).toBe('advice');
    expect(kinds('should I study law')).toBe('advice');
    expect(kinds('Why does the sky look like that?')).toBe('question');
    expect(kinds('how does this work')).toBe('process');
    expect(kinds('Are you a real person?')).toBe('identity');
    expect(kinds('I am not sure what to study next year.')).toBe('unsure');
    expect(kinds('honestly I feel stuck')).toBe('unsure');
    expect(kinds('idk')).toBe('unsure');
    expect(kinds('I like drawing and helping people.')).toBe('likes');
    expect(kinds('I’m really good at fixing bikes')).toBe('likes');
    expect(kinds('Hi!')).toBe('greeting');
    expect(kinds('hey there, how are you?')).toBe('greeting');
    expect(kinds('Thanks, that’s lovely')).toBe('thanks');
    expect(kinds('ok')).toBe('ack');
    expect(kinds('My mum wants me to be a doctor')).toBe('other');
    expect(kinds('I can’t decide between art school and nursing')).toBe('unsure');
    // A greeting before something else is remembered, and the rest is what is answered.
    const hi = readFreeText('Hi! I am not sure what to study next year.');
    expect(hi).toMatchObject({ kind: 'unsure', greeted: true, fragment: 'what to study next year' });
    // Fragments: a few words, pronouns turned around, or nothing when it would read oddly.
    expect(readFreeText('I like drawing and helping people.').fragment).toBe('drawing and helping people');
    expect(readFreeText('I don’t know what I want to do with my life').fragment).toBe(
      'what you want to do with your life',
    );
    expect(readFreeText('I love it').fragment).toBeNull();
    expect(
      fragmentOf('drawing, painting, sculpting, knitting, singing, dancing, running, cooking and more'),
    ).toBeNull();
    expect(tidyReply('Got it: “Hi! I am not sure what to study next year.”.')).toBe(
      'Got it: “Hi! I am not sure what to study next year.”',
    );
    expect(tidyReply('You said “what now?”. Fine?.')).toBe('You said “what now?” Fine?');
  });

  it('replies to the tester’s messages by what they said, not with one echo template', () => {
    const p = profile({ seed: 'tester-1', name: 'Sam' });
    const [first, likes, question] = chatFrom(started(p), p, [
      'Hi! I am not sure what to study next year.',
      'I like drawing and helping people.',
      'What should I do this week?',
    ]);
    // The situation: answered as being unsure, a few of the words said back, no doubled punctuation, then BÖR.
    expect(first!.state.act).toBe('bor');
    expect(first!.reply.cards).toHaveLength(3);
    expect(first!.reply.content).toMatch(/what to study next year/i);
    expect(first!.reply.content).not.toMatch(/\bnext year\. That’s a real/);
    expect(first!.reply.content).not.toContain('“Hi! I am not sure');
    expect(first!.reply.content).not.toMatch(DOUBLED);
    // A like: the like said back as a fragment, never the whole message in quotes.
    expect(likes!.reply.content).toMatch(/drawing and helping people/i);
    expect(likes!.reply.content).not.toContain('“I like drawing');
    expect(likes!.reply.content).not.toMatch(DOUBLED);
    // A question: answered with something to do (decision 068), not an echo and not a deflection.
    expect(question!.reply.content).not.toContain('What should I do this week');
    expect(TALK_QUESTION.next.some((l) => question!.reply.content.startsWith(l))).toBe(true);
    // Each steers back to the act's task (no trend rated yet: rate one), with the BÖR quick replies.
    for (const t of [likes!, question!]) {
      expect(TALK_FREE_TEXT.steer.trendsNone.some((l) => t.reply.content.endsWith(l))).toBe(true);
      expect(t.reply.quick_replies).toEqual(['Show me more trends|more trends', 'I’ve rated enough|next act']);
      expect(t.state.act).toBe('bor');
    }
    expect(new Set([first, likes, question].map((t) => t!.reply.content)).size).toBe(3);
  });

  it('never says the same thing twice in a row, and stays the same for the same conversation', () => {
    const p = profile({ seed: 'anon-talk' });
    const s = chatFrom(started(p), p, ['I am in between things'])[0]!.state;
    const same = Array.from({ length: 6 }, () => 'I just want to talk');
    const mixed = ['hello', 'ok', 'ok', 'What now?', 'I feel lost', 'I feel lost', 'Are you real?', 'thanks'];
    for (const messages of [same, mixed]) {
      const replies = chatFrom(s, p, messages).map((t) => t.reply.content);
      for (let i = 1; i < replies.length; i++) expect(replies[i], `reply ${i}`).not.toBe(replies[i - 1]);
      expect(chatFrom(s, p, messages).map((t) => t.reply.content)).toEqual(replies);
      for (const r of replies) expect(r).not.toMatch(DOUBLED);
    }
    expect(new Set(chatFrom(s, p, same).map((t) => t.reply.content)).size).toBeGreaterThanOrEqual(4);
  });

  it('steers by the ratings: rate one, rate one more, ready to move on', () => {
    const p = profile({ seed: 'steer' });
    const bor = chatFrom(started(p), p, ['studying'])[0]!;
    const [a, b] = bor.reply.cards!;
    const one = chatFrom(bor.state, p, [`impact_${a!.id}_4`, 'I love the sea'])[1]!;
    expect(TALK_FREE_TEXT.steer.trendsOne.some((l) => one.reply.content.endsWith(l))).toBe(true);
    const two = chatFrom(one.state, p, [`impact_${b!.id}_2`, 'hmm'])[1]!;
    expect(TALK_FREE_TEXT.steer.trendsEnough.some((l) => two.reply.content.endsWith(l))).toBe(true);
  });

  it('a question or a short “I don’t know” is answered and the question asked again; an answer moves on', () => {
    const p = profile({ seed: 'answers' });
    let s = chatFrom(started(p), p, ['hi'])[0]!.state;
    expect(s.step).toBe('situation');
    const bor = chatFrom(s, p, ['studying'])[0]!;
    s = chatFrom(bor.state, p, [`impact_${bor.reply.cards![0]!.id}_4`, 'next act'])[1]!.state;
    expect(s.step).toBe('vision');
    const [q, idk, vision] = chatFrom(s, p, [
      'What do you mean?',
      'I don’t know',
      'I’m not sure, maybe a lab by the sea with my friends.',
    ]);
    expect(q!.state.step).toBe('vision');
    expect(q!.state.vision).toBeNull();
    expect(TALK_FREE_TEXT.steer.vision.some((l) => q!.reply.content.endsWith(l))).toBe(true);
    expect(idk!.state.step).toBe('vision');
    // "I don't know" makes the question smaller, with examples (decision 068).
    expect(TALK_DONT_KNOW.vision!.some((l) => idk!.reply.content.startsWith(l))).toBe(true);
    expect(vision!.state.step).toBe('values');
    expect(vision!.reply.content).not.toContain('“');
    expect(vision!.reply.content).not.toMatch(DOUBLED);
    // After the plan: a reply to what was said, not the words quoted back.
    const plan = walk(profile({ seed: 'after-plan' })).at(-1)!.state;
    const after = chatFrom(plan, p, ['It went okay but I am stuck on step two.', 'Thank you!']);
    for (const t of after) {
      expect(t.reply.content).not.toContain('“');
      expect(t.reply.metadata?.plan_ready).toBe(true);
    }
    expect(after[0]!.reply.content).not.toBe(after[1]!.reply.content);
  });

  it('no doubled punctuation where quoted words end a sentence, at any step', () => {
    for (const end of ['.', '!', '?', '...']) {
      const turns = walk(profile({ seed: `punct${end}` }));
      for (const t of turns) expect(t.reply.content).not.toMatch(DOUBLED);
      const p = profile({ seed: `punct-situation${end}` });
      const t = chatFrom(started(p), p, [`I work in a bakery${end}`])[0]!;
      expect(t.reply.content).not.toMatch(DOUBLED);
    }
  });
});

describe('quick replies and counts', () => {
  it('a tapped quick reply is shown as its label; the engine reads its value', () => {
    const p = profile({ seed: 'labels' });
    const bor = chatFrom(started(p), p, ['studying'])[0]!;
    const rated = chatFrom(bor.state, p, [`impact_${bor.reply.cards![0]!.id}_5`])[0]!;
    const next = respond(
      rated.state,
      p,
      { kind: 'message', text: 'next act', offered: rated.reply.quick_replies },
      { now },
    );
    expect(next.userDisplay).toBe('I’ve rated enough');
    expect(next.state.act).toBe('vill');
    // Typed words that are no quick reply's value are shown as typed.
    const typed = respond(
      rated.state,
      p,
      { kind: 'message', text: 'hello', offered: rated.reply.quick_replies },
      { now },
    );
    expect(typed.userDisplay).toBeNull();
    // The situation's quick reply: the label, while the coach answers the whole value.
    const start = respond(initialState(), p, { kind: 'start' }, { now });
    const studying = respond(
      start.state,
      p,
      { kind: 'message', text: 'I’m studying and not sure what comes next', offered: start.reply.quick_replies },
      { now },
    );
    expect(studying.userDisplay).toBe('I’m studying');
    expect(studying.reply.content).toMatch(/what comes next/i);
  });

  it('counts read right: 1 trend, 2 trends', () => {
    const p = profile({ seed: 'plural' });
    const bor = chatFrom(started(p), p, ['studying'])[0]!;
    const [a, b] = bor.reply.cards!;
    const one = chatFrom(bor.state, p, [`impact_${a!.id}_4`, 'next act'])[1]!;
    expect(one.state.act).toBe('vill');
    expect(one.reply.content).toMatch(/\b1 trend\b/);
    expect(one.reply.content).not.toMatch(/\b1 trends\b/);
    const two = chatFrom(bor.state, p, [`impact_${a!.id}_4`, `cert_${b!.id}_2`, 'next act'])[2]!;
    expect(two.reply.content).toMatch(/\b2 trends\b/);
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
    const { experimentIcs } = await import('../calendar.js');
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
