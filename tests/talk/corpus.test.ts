import { describe, expect, it } from 'vitest';
import { isPainful } from '@core/talk-engine/reader';
import { readSafety } from '@core/safety-reader';
import { PERSONAS, planOfPersona, walkPersona, type Line } from './personas';

/** The longest run of consecutive words a reply shares with something the person wrote. */
function longestQuote(reply: string, said: string): number {
  const w = (s: string) =>
    s
      .toLowerCase()
      .replace(/[’']/g, "'")
      .split(/[^\p{L}\p{N}']+/u)
      .filter(Boolean);
  const a = w(reply);
  const b = w(said);
  let best = 0;
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < b.length; j++) {
      let k = 0;
      while (a[i + k] !== undefined && a[i + k] === b[j + k]) k++;
      best = Math.max(best, k);
    }
  return best;
}

/** What a deflection sounds like (seen while building decision 068). */
const DEFLECTION =
  /I won’t hand you an answer|Let’s build yours instead|it takes four acts|I won’t pretend to know|I’d rather not guess|I can’t pick it for you/i;

const walks = PERSONAS.map((persona) => ({ persona, ...walkPersona(persona) }));
const replyAfter = (lines: Line[], i: number) => lines.slice(i + 1).find((l) => l.who === 'coach')!;

describe('the conversation corpus', () => {
  it('has at least 8 personas with different lives, each walked through all four acts to a plan', () => {
    expect(PERSONAS.length).toBeGreaterThanOrEqual(8);
    // None of their lines is a crisis (that path is the safety reader's, tested on its own).
    for (const { lines } of walks)
      for (const l of lines) if (l.who === 'person') expect(readSafety(l.text).crisis, l.text).toBe(false);
    for (const { persona, state } of walks) {
      expect(state.act, persona.profile.name).toBe('skall');
      expect(state.step).toBe('done');
      expect(state.experiments.some((e) => e.started)).toBe(true);
    }
  });

  it('a stated fact comes back later in a reply and in the plan', () => {
    for (const { persona, lines, state } of walks) {
      const situationAt = lines.findIndex((l) => l.kind === 'situation');
      const laterReplies = lines
        .slice(situationAt + 2)
        .filter((l) => l.who === 'coach')
        .map((l) => `${l.text} ${JSON.stringify(l.turn?.reply.cards ?? l.turn?.reply.card ?? '')}`)
        .join('\n');
      const plan = JSON.stringify(planOfPersona(persona, state));
      for (const fact of persona.facts) {
        expect(laterReplies, `${persona.profile.name}: ${fact} in a later reply`).toContain(fact);
        expect(plan, `${persona.profile.name}: ${fact} in the plan`).toContain(fact);
      }
    }
  });

  it('a painful feeling is acknowledged, never stored as a strength or a fact, never in the plan; the meter stays', () => {
    for (const { persona, lines, state } of walks) {
      const i = lines.findIndex((l) => l.kind === 'feeling');
      const reply = replyAfter(lines, i);
      const before = lines
        .slice(0, i)
        .filter((l) => l.who === 'coach')
        .at(-1)!.turn!.state;
      expect(reply.turn!.state.answered, persona.profile.name).toEqual(before.answered);
      expect(reply.text).not.toMatch(/^(?:Good|Great|Nice|Love)/);
      expect(reply.text).toMatch(/slow|pause|breather|rush/i);
      for (const s of state.strengths) expect(isPainful(s), `${persona.profile.name}: strength ${s}`).toBe(false);
      for (const f of state.person?.facts ?? []) expect(isPainful(f.text), f.text).toBe(false);
      const plan = JSON.stringify(planOfPersona(persona, state));
      expect(longestQuote(plan, persona.feeling), `${persona.profile.name}: the feeling in the plan`).toBeLessThan(3);
    }
  });

  it('every direct question gets an answer, not a deflection, with a next step', () => {
    for (const { persona, lines } of walks)
      lines.forEach((l, i) => {
        if (l.kind !== 'question' && l.kind !== 'question-after') return;
        const reply = replyAfter(lines, i).text;
        expect(reply, `${persona.profile.name}: ${l.text}`).not.toMatch(DEFLECTION);
        expect(reply, `${persona.profile.name}: ${l.text}`).toMatch(/next step|Tomorrow|tomorrow|this week|first/i);
      });
  });

  it('“I don’t know” makes the question smaller; a joke gets a light reply and a nudge back', () => {
    for (const { lines } of walks) {
      const idk = replyAfter(
        lines,
        lines.findIndex((l) => l.kind === 'dontKnow'),
      );
      expect(idk.turn!.state.step).toBe('vision');
      expect(idk.text).toMatch(/smaller|tinier|finishing this sentence|Try/i);
      const joke = replyAfter(
        lines,
        lines.findIndex((l) => l.kind === 'joke'),
      );
      expect(joke.turn!.state.step).toBe('trends');
      expect(joke.text).toMatch(/rate|move on|vision|ready/i);
    }
  });

  it('no two personas get the same plan, ideas or trends', () => {
    const plans = walks.map(({ persona, state }) => planOfPersona(persona, state));
    expect(new Set(plans.map((p) => JSON.stringify(p.weeks))).size).toBe(plans.length);
    expect(new Set(plans.map((p) => p.ideas.map((i) => i.title).join('|'))).size).toBe(plans.length);
    expect(new Set(walks.map((w) => w.state.shownTrends.slice(0, 3).join('|'))).size).toBeGreaterThanOrEqual(7);
  });

  it('no reply quotes more than 8 words of the person, and nothing is cut mid-sentence', () => {
    for (const { persona, lines } of walks) {
      const said: string[] = [];
      for (const l of lines) {
        if (l.who === 'person') {
          if (l.kind !== 'tap') said.push(l.text);
          continue;
        }
        for (const s of said)
          expect(longestQuote(l.text, s), `${persona.profile.name}: “${l.text}” quotes “${s}”`).toBeLessThanOrEqual(8);
        expect(l.text).not.toMatch(/…”|\.\.\.”/);
      }
    }
  });

  it('the future memory is told at the start and stays the same; the letter and plan use the person’s own life', () => {
    for (const { persona, lines, state } of walks) {
      const first = lines[0]!.turn!.state.memory!;
      expect(lines[0]!.text).toContain(first.setback);
      expect(state.memory!.setback).toBe(first.setback);
      expect(state.memory!.helper).toBe(first.helper);
      const plan = planOfPersona(persona, state);
      expect(plan.weeks.at(-1)!.focus).toMatch(/^Decide: /);
      expect(plan.letter!.content).toMatch(/five years from now/);
    }
  });
});
