import { describe, expect, it } from 'vitest';
import {
  FUTURE_IN_3,
  PATHS,
  SPONSOR_OFFERS,
  SPONSOR_PAGE,
  STRATEGY_CHECKOUT,
  STRATEGY_SUCCESS,
  TALK_CHECKOUT,
} from '@content/offers';
import { pathPoints, talkFeatures } from './offers';

/**
 * The offer pages sell only what is delivered (decision 067): no network, no progress updates, no
 * weekly guidance, and voice only where voice works (decision 081: the text line by default), and the
 * sprint's roadmap is 90 days wherever the sprint offer names its length.
 */
const allText = JSON.stringify({
  PATHS,
  STRATEGY_CHECKOUT,
  STRATEGY_SUCCESS,
  TALK_CHECKOUT,
  FUTURE_IN_3,
  SPONSOR_PAGE,
  SPONSOR_OFFERS,
});

describe('the offers promise what is delivered', () => {
  it.each([/CoFuturists/i, /progress updates/i, /weekly guidance/i, /\bvoice\b/i])('nothing says %s', (re) => {
    expect(allText).not.toMatch(re);
  });

  it('the sprint offer says 90 days for its roadmap, not a 30-day path', () => {
    const sprint = JSON.stringify(FUTURE_IN_3);
    expect(sprint).not.toMatch(/30-day path|first 30 days/);
    expect(FUTURE_IN_3.included.map((i) => `${i.value} ${i.label}`)).toContain('90-day roadmap');
    expect(sprint).toMatch(/90-day/);
  });

  it('promises voice only where voice works: the text line with read-aloud without a provider (decision 081)', () => {
    expect(talkFeatures(false)).toContain('Text conversation, read aloud in your browser');
    expect(JSON.stringify(talkFeatures(false))).not.toMatch(/\bvoice\b/i);
    expect(talkFeatures(true)[0]).toBe('Voice or text conversation');
    expect(talkFeatures(true).slice(1)).toEqual(talkFeatures(false).slice(1));
    const talk = PATHS.find((p) => p.id === 'talk')!;
    expect(JSON.stringify(pathPoints(talk, false))).not.toMatch(/\bvoice\b/i);
    expect(pathPoints(talk, true)[0]).toBe('Voice or text chat, available 24/7');
    const show = PATHS.find((p) => p.id === 'show')!;
    expect(pathPoints(show, true)).toEqual(show.points);
  });

  it('says Launch offer once on the Talk card', () => {
    const talk = PATHS.find((p) => p.id === 'talk')!;
    expect([talk.badge, ...talk.points].filter((t) => /launch offer/i.test(t ?? ''))).toHaveLength(1);
  });
});
