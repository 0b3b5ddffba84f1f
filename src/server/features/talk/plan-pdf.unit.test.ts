import { describe, expect, it } from 'vitest';
import type { Plan } from '@core/contracts/talk.js';
import { fakePoster, fortnights, lookForEveryName, squeeze } from '../../../../tests/helpers/pdf-look.js';
import { renderPlanPdf } from './plan-pdf.js';

const plan = (name: string): Plan => ({
  name,
  role: 'Ocean Gardener',
  vision:
    'A small lab by the sea in Bergen where friends and I grow kelp forests back. Mornings on the boat, afternoons teaching kids what lives under the waves. Evenings writing up what we learned so other towns can copy it.',
  strengths: ['Explaining things clearly', 'I speak three languages', 'Patience with slow work', 'Marine biology'],
  trends: [
    { id: 't1', title: 'Kelp and seaweed farming at scale', impact: 5 },
    { id: 't2', title: 'Citizen science with cheap sensors', impact: 4 },
    { id: 't3', title: 'Blue carbon credits', impact: null },
  ],
  ideas: [
    {
      id: 'i1',
      title: 'A kelp nursery course for schools',
      rationale: 'You explain clearly and love the sea: teaching what you grow keeps both going.',
    },
    {
      id: 'i2',
      title: 'Map the fjord with a sensor buoy',
      rationale: 'Cheap sensors make a small team’s data count; your biology gives it meaning.',
    },
  ],
  weeks: fortnights([
    'Meet three people who farm kelp in Norway',
    'Learn the licences for a sea farm',
    'Build a first sensor',
    'Teach a class at a school in Bergen',
    'Write up the season',
    'Pitch the lab to the town',
  ]),
  experiments: [
    {
      title: 'One morning on a kelp farm',
      description: 'Ask a farmer near Bergen if you can help for a morning and see the work up close.',
      metric: 'Would you do it again next week? Yes or no, and why.',
      due_date: '2026-12-20',
    },
  ],
  letter: {
    theme: 'The day the first forest grew back',
    content:
      'Dear me,\n\nIt is a grey morning and the boat smells of diesel and coffee. I want you to know the first lines we hung in the fjord held through the winter. Not all of them, but enough.\n\nYou were not sure you were allowed to want this. You were. Every small step you took in those ninety days, the emails you almost did not send, the morning you got seasick and came back anyway, they added up.\n\nKeep asking the fishermen questions. They know more than the papers.\n\nYour future self',
  },
});

describe('the plan PDF, designed', () => {
  it('prints names in every script, on pages that each hold real content', async () => {
    const looks = await lookForEveryName('plan', (name, i) =>
      renderPlanPdf(plan(name), i === 0 ? fakePoster() : null, 'FutureSelf'),
    );
    for (const look of looks) {
      expect(look.text).toContain('The plan, week by week');
      expect(look.text).toContain('Ocean Gardener');
      // The vision, whole: never cut mid-sentence.
      expect(squeeze(look.text)).toContain(squeeze('so other towns can copy it.'));
    }
  }, 240_000);
});
