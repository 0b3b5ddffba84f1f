import { describe, expect, it } from 'vitest';
import type { ReportContent } from '@core/contracts/sprint-report.js';
import { fakePoster, fortnights, lookForEveryName, squeeze } from '../../../../tests/helpers/pdf-look.js';
import { renderReportPdf } from './pdf.js';

const report = (clientName: string): ReportContent => ({
  v: 1,
  clientName,
  role: 'Ocean Farmer',
  summary:
    'Over three sessions we looked at where the sea, food and climate are going, and where you want to stand in it. You came in unsure whether biology was a career or a hobby. You leave with a role you can test in ninety days: growing kelp with a small crew, teaching what you learn, and measuring it well enough that others can copy it.\nThe roadmap below starts small on purpose. Each fortnight has one focus and three tasks you can do from where you are now.',
  vision:
    'A small lab by the sea where friends and I grow kelp forests back. Mornings on the boat, afternoons teaching. Evenings writing up what we learned so other towns can copy it.',
  strengths: ['Explaining things clearly', 'Three languages', 'Patience with slow work', 'Field biology'],
  trends: [
    {
      id: 't1',
      title: 'Kelp and seaweed farming at scale',
      category: 'Food',
      why: 'Seaweed needs no fresh water, no fertiliser and no land; farms are spreading along northern coasts.',
      impact: 5,
      certainty: 4,
      note: 'Your biology degree is the rare part here: most farms lack someone who can read the water.',
    },
    {
      id: 't2',
      title: 'Citizen science with cheap sensors',
      category: 'Technology',
      why: 'Sensors that cost a few euros let small groups measure what only institutes could.',
      impact: 4,
      certainty: 3,
      note: '',
    },
    {
      id: 't3',
      title: 'Blue carbon credits',
      category: 'Economy',
      why: 'Markets are starting to pay for carbon stored in coastal plants, though the rules are young.',
      impact: 3,
      certainty: null,
      note: 'Watch, do not bet on it yet.',
    },
  ],
  ideas: [
    {
      title: 'A kelp nursery course for schools',
      rationale: 'Teaching what you grow keeps both going, and schools pay for field days.',
    },
    {
      title: 'Map the fjord with a sensor buoy',
      rationale: 'Cheap sensors make a small team’s data count; your biology gives it meaning.',
    },
  ],
  letters: [
    {
      id: 'l1',
      theme: 'The day the first forest grew back',
      content:
        'Dear me,\n\nIt is a grey morning and the boat smells of diesel and coffee. The first lines we hung in the fjord held through the winter. Not all of them, but enough.\n\nYou were not sure you were allowed to want this. You were.',
    },
    {
      id: 'l2',
      theme: 'What the fishermen taught us',
      content:
        'Keep asking the fishermen questions. They know more than the papers, and they will tell you if you show up twice.',
    },
  ],
  roadmap: fortnights([
    'Meet three kelp farmers',
    'Learn the licences',
    'Build a first sensor',
    'Teach one class',
    'Write up the season',
    'Pitch the lab',
  ]),
  closing:
    'Book a short call with me in week six to look at what you learned. Bring your notes, not a polished answer.',
});

describe('the sprint report PDF, designed', () => {
  it('prints names in every script, on a cover and pages that each hold real content', async () => {
    const looks = await lookForEveryName('report', (name, i) =>
      renderReportPdf(report(name), i === 0 ? null : fakePoster(), 'FutureSelf'),
    );
    for (const look of looks) {
      expect(look.pages[0]!.text).toContain('Ocean Farmer');
      expect(look.text).toContain('Your 90-day roadmap, week by week');
      expect(squeeze(look.text)).toContain(squeeze('so other towns can copy it.'));
    }
  }, 240_000);
});
