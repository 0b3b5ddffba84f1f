import type { ReportContent } from '@core/contracts/sprint-report.js';
import { renderBrandedEmail } from '@server/providers/mail/template.js';

/**
 * The report's e-mails: to the client (a link to their report page, where the PDF is) and to a sponsor (the copy
 * the sponsor page promised: the summary, the roadmap and the top trends in the mail, the whole report as a PDF
 * behind a link with the sponsor's own token). Names are escaped by the template.
 */
interface Brand {
  brand: string;
  publicUrl: string;
}

type Body = { subject: string; html: string; text: string };

export function reportReadyMessage(b: Brand, r: { firstName: string; coachName: string | null; url: string }): Body {
  const hi = r.firstName ? `Hi ${r.firstName},` : 'Hi,';
  return {
    subject: `Your Strategic Foresight Sprint report is ready`,
    ...renderBrandedEmail({
      ...b,
      preheader: 'Your trends, your letters and your 90-day roadmap, in one report.',
      heading: 'Your sprint report is ready',
      paragraphs: [
        hi,
        `${r.coachName ?? 'Your coach'} has finished your Strategic Foresight Sprint report: the trends you rated, your letters from the future and your 90-day roadmap, week by week.`,
        'Open it on the page below; you can also download it as a PDF there.',
      ],
      button: { label: 'Open my report', url: r.url },
      footnote: 'Only you can open this report, signed in to your account.',
    }),
  };
}

export function sponsorCopyMessage(
  b: Brand,
  r: { sponsorNames: string | null; firstName: string; content: ReportContent; pdfUrl: string },
): Body {
  const c = r.content;
  const top = c.trends
    .filter((t) => t.impact !== null)
    .slice(0, 5)
    .map((t) => `• ${t.title} (impact ${t.impact}/5)`);
  const roadmap = c.roadmap.map((w) => `${w.label}: ${w.focus}`).join('\n');
  return {
    subject: `A copy of ${r.firstName}'s sprint report`,
    ...renderBrandedEmail({
      ...b,
      preheader: `As promised when you sponsored ${r.firstName}: a copy of the final report.`,
      heading: `${r.firstName}'s Strategic Foresight Sprint report`,
      paragraphs: [
        r.sponsorNames ? `Hi ${r.sponsorNames},` : 'Hi,',
        `Thank you for sponsoring ${r.firstName}'s Strategic Foresight Sprint. As promised on the sponsor page, here is a copy of the final report.`,
        c.summary,
        ...(top.length ? [`The trends that matter most to ${r.firstName}:\n${top.join('\n')}`] : []),
        `The 90-day roadmap:\n${roadmap}`,
        'The whole report, with the trends, the letters and every week of the roadmap, is in the PDF.',
      ],
      button: { label: 'Download the report (PDF)', url: r.pdfUrl },
      footnote: 'This link is only for you. Please do not forward it.',
    }),
  };
}
