import type { ReportContent } from '@core/contracts/sprint-report.js';
import { IMPACT_SCALE, CERTAINTY_SCALE } from '@core/talk.js';
import { C, T, PdfKit } from '@server/render/pdf/index.js';
import { Flow, card, chips, contentFrame, coverPage, pullQuote, section } from '@server/render/pdf/index.js';

/**
 * The sprint report as a PDF (the €90 deliverable), made with the PDF kit (render/pdf, decision 071) like Talk's
 * plan: a cover page with the poster, the role, the client's name and vision; then the summary, the 90-day roadmap
 * by weeks, the trends with the client's ratings and the coach's notes, the ideas, the letters and what is next.
 */
export async function renderReportPdf(c: ReportContent, poster: Buffer | null, brand: string): Promise<Uint8Array> {
  const product = `${brand} Strategic Foresight Sprint`;
  const kit = await PdfKit.create({
    title: `${c.clientName}'s Strategic Foresight Sprint report - ${c.role}`,
    author: brand,
    subject: `The future ${c.role}`,
    creator: product,
  });
  coverPage(kit, {
    brand,
    kind: 'Strategic Foresight Sprint',
    role: c.role,
    forLabel: 'A sprint report for',
    name: c.clientName,
    vision: c.vision || null,
    date: new Date(),
    poster: await kit.image(poster),
    footer: product,
  });

  const frame = contentFrame(kit, brand, `Sprint report · ${c.clientName}`);
  const flow = new Flow(kit, frame.width);
  let n = 0;
  section(flow, kit, ++n, 'Summary', 0);
  for (const para of c.summary.split(/\n+/).filter((p) => p.trim()))
    flow.text(para, { ...T.body, size: 11.5, leading: 1.6 }, { gap: 8 });
  if (c.vision) pullQuote(flow, kit, 'Your vision, in your words', c.vision);
  if (c.strengths.length) {
    flow.text('STRENGTHS', T.label, { color: C.inkSoft, gap: 20, keepWithNext: true });
    chips(flow, kit, c.strengths, 8);
  }

  section(flow, kit, ++n, 'Your 90-day roadmap, week by week');
  for (const [i, week] of c.roadmap.entries())
    card(flow, kit, { label: week.label, title: week.focus, bullets: week.tasks }, i ? 10 : 4);

  section(flow, kit, ++n, `${c.trends.length} trends, with your ratings`);
  for (const [i, t] of c.trends.entries()) {
    const rating = [
      t.impact ? `impact: ${IMPACT_SCALE[t.impact - 1]}` : null,
      t.certainty ? `certainty: ${CERTAINTY_SCALE[t.certainty - 1]}` : null,
    ].filter(Boolean);
    card(
      flow,
      kit,
      {
        label: t.category,
        aside: rating.join(' · ') || undefined,
        title: t.title,
        body: [t.why],
        note: t.note ? `Coach: ${t.note}` : undefined,
        accent: C.violet,
      },
      i ? 10 : 4,
    );
  }

  if (c.ideas.length) {
    section(flow, kit, ++n, 'Ideas you kept');
    for (const [i, idea] of c.ideas.entries())
      card(flow, kit, { title: idea.title, body: [idea.rationale], accent: C.coral }, i ? 10 : 4);
  }

  section(flow, kit, ++n, `${c.letters.length} letters from your future self`);
  for (const [i, l] of c.letters.entries()) {
    flow.text(l.theme, { ...T.quote, size: 14 }, { color: C.violet, keepWithNext: true, gap: i ? 18 : 2 });
    for (const para of l.content.split(/\n+/).filter((p) => p.trim()))
      flow.text(para, { ...T.body, size: 11, leading: 1.6 }, { gap: 8 });
  }

  if (c.closing) {
    section(flow, kit, ++n, 'Next');
    for (const para of c.closing.split(/\n+/).filter((p) => p.trim()))
      flow.text(para, { ...T.body, size: 11.5, leading: 1.6 }, { gap: 8 });
  }
  flow.space(26);
  flow.text(`${product}. A roadmap to try, not a promise: adjust it as you learn.`, T.small, { color: C.inkSoft });
  flow.paginate(frame);
  return kit.save();
}
