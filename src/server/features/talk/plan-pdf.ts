import type { Plan } from '@core/contracts/talk.js';
import { C, T, PdfKit } from '@server/render/pdf/index.js';
import { Flow, card, chips, contentFrame, coverPage, pullQuote, ratedRows, section } from '@server/render/pdf/index.js';

/**
 * The 90-day plan as a PDF (the €9 product's deliverable), made with the PDF kit (render/pdf, decision 071): a
 * cover page with the poster, the role, the person's name and their vision; then the vision in their words, their
 * strengths, the plan by weeks, the ideas they kept, the experiments with their dates, the trends they rated and
 * the letter from their future self. Every script prints: the kit sets each run of text in a font that has it.
 */
export async function renderPlanPdf(plan: Plan, poster: Buffer | null, brand: string): Promise<Uint8Array> {
  const whose = plan.name ? `${plan.name}'s 90-day plan` : 'Your 90-day plan';
  const kit = await PdfKit.create({
    title: `${whose} - ${plan.role}`,
    author: brand,
    subject: `The future ${plan.role}`,
    creator: `${brand} Talk`,
  });
  coverPage(kit, {
    brand,
    kind: `${brand} Talk`,
    role: plan.role,
    forLabel: 'A 90-day plan for',
    name: plan.name,
    vision: plan.vision || null,
    date: new Date(),
    poster: await kit.image(poster),
    footer: `Made with ${brand} Talk`,
  });

  const frame = contentFrame(kit, brand, plan.name ? `90-day plan · ${plan.name}` : '90-day plan');
  const flow = new Flow(kit, frame.width);
  let n = 0;
  if (plan.vision || plan.strengths.length) {
    section(flow, kit, ++n, 'Where you are heading', 0);
    if (plan.vision) pullQuote(flow, kit, 'Your vision, in your words', plan.vision, 6);
    if (plan.strengths.length) {
      flow.text('STRENGTHS', T.label, { color: C.inkSoft, gap: 20, keepWithNext: true });
      chips(flow, kit, plan.strengths, 8);
    }
  }
  section(flow, kit, ++n, 'The plan, week by week', n === 1 ? 0 : 34);
  for (const week of plan.weeks)
    card(flow, kit, { label: week.label, title: week.focus, bullets: week.tasks }, week === plan.weeks[0] ? 4 : 10);

  if (plan.ideas.length) {
    section(flow, kit, ++n, 'Ideas you kept');
    for (const [i, idea] of plan.ideas.entries())
      card(flow, kit, { title: idea.title, body: [idea.rationale], accent: C.coral }, i ? 10 : 4);
  }
  if (plan.experiments.length) {
    section(flow, kit, ++n, 'Experiments');
    for (const [i, e] of plan.experiments.entries())
      card(
        flow,
        kit,
        {
          label: 'Experiment',
          aside: `due ${e.due_date}`,
          title: e.title,
          body: [e.description],
          note: `Measure: ${e.metric}`,
          accent: C.mint,
        },
        i ? 10 : 4,
      );
  }
  if (plan.trends.length) {
    section(flow, kit, ++n, 'Trends you rated');
    ratedRows(
      flow,
      kit,
      plan.trends.map((t) => ({ title: t.title, rating: t.impact, label: `impact ${t.impact}/5` })),
    );
  }
  if (plan.letter) {
    section(flow, kit, ++n, 'A letter from your future self');
    flow.text(plan.letter.theme, { ...T.quote, size: 14 }, { color: C.violet, keepWithNext: true, gap: 2 });
    for (const para of plan.letter.content.split(/\n+/).filter((p) => p.trim()))
      flow.text(para, { ...T.body, size: 11, leading: 1.6 }, { gap: 8 });
  }
  flow.space(26);
  flow.text(`Made with ${brand} Talk, an AI coach. A plan to try, not a promise: adjust it as you learn.`, T.small, {
    color: C.inkSoft,
  });
  flow.paginate(frame);
  return kit.save();
}
