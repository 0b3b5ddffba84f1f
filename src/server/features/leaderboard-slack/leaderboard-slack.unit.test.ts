import { describe, expect, it } from 'vitest';
import { leaderboardMessage, slackEscape } from './message';
import { weeklySlot } from './service';

const entry = (rank: number, name: string, spins: number) => ({
  rank,
  ambassadorCode: `C${rank}`,
  name,
  cohortId: 'demo',
  spins,
  conversions: 1,
  conversionRate: Math.round(100 / spins),
});

describe('leaderboard message', () => {
  it('names the timeframe and cohort, lists the entries with medals, escapes Slack markup', () => {
    const m = leaderboardMessage({
      brand: 'FutureSelf',
      timeframe: 'weekly',
      week: '2026-W48',
      cohortName: 'Class <A&B>',
      entries: [entry(1, '<!channel>', 4), entry(2, 'Bo', 3), entry(4, 'Di', 2)],
      dashboardUrl: 'https://example.com/dashboard',
    });
    expect(m.text.split('\n')[0]).toBe(
      'FutureSelf ambassador leaderboard, this week (2026-W48) · Class &lt;A&amp;B&gt;',
    );
    expect(m.text).toContain('🥇 *&lt;!channel&gt;* (C1): 4 spins, 1 conversion (25%)');
    expect(m.text).toContain('4. *Di*');
    expect(m.text).not.toContain('<!channel>');
    expect(m.blocks).toHaveLength(3);
  });
  it('says so when nobody spun yet', () => {
    const m = leaderboardMessage({
      brand: 'B',
      timeframe: 'all_time',
      week: 'x',
      cohortName: null,
      entries: [],
      dashboardUrl: 'u',
    });
    expect(m.text).toBe('B ambassador leaderboard, all time\nNo spins through an ambassador yet.');
  });
  it('escapes &, < and >', () => expect(slackEscape('<a & b>')).toBe('&lt;a &amp; b&gt;'));
});

describe('weekly slot', () => {
  const mon9 = { weekday: 1, hour: 9, minute: 0 };
  it("is this week's Monday 09:00 UTC once it has passed, else last week's", () => {
    expect(weeklySlot(mon9, new Date('2026-11-23T09:00:00Z')).toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(weeklySlot(mon9, new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(weeklySlot(mon9, new Date('2026-11-23T08:59:00Z')).toISOString()).toBe('2026-11-16T09:00:00.000Z');
    expect(weeklySlot(mon9, new Date('2026-11-22T23:00:00Z')).toISOString()).toBe('2026-11-16T09:00:00.000Z');
  });
});
