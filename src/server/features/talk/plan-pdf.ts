import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Plan } from '@core/contracts/talk.js';
import { quoted } from '@core/text-clean.js';

/**
 * The 90-day plan as a PDF, made on the server with pdf-lib: the poster on the first page with the role, then the
 * plan by weeks, the experiments with their dates and the letter. Standard fonts (no files to ship): text is
 * reduced to what WinAnsi can encode (curly quotes kept, emoji and other scripts dropped).
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.11, 0.1, 0.16);
const MUTED = rgb(0.38, 0.37, 0.45);
const ACCENT = rgb(0.42, 0.23, 0.86);

/** Characters Helvetica (WinAnsi) can draw; anything else becomes a space or is dropped. */
export function winAnsi(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2010-\u2012]/g, '-')
    .replace(/\u2192/g, '->')
    .replace(/[^\n\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '')
    .replace(/[ \t]+/g, ' ');
}

/** Text reduced to WinAnsi and broken into lines that fit `width` at this font and size. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const para of winAnsi(text).split('\n')) {
    let line = '';
    for (const word of para.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  private ensure(h: number) {
    if (this.y - h < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }
  text(text: string, opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; gap?: number } = {}) {
    const size = opts.size ?? 11;
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    for (const l of wrap(text, font, size, A4[0] - 2 * MARGIN)) {
      this.ensure(size * 1.4);
      this.page.drawText(l, { x: MARGIN, y: this.y - size, size, font, color: opts.color ?? INK });
      this.y -= size * 1.4;
    }
    this.y -= opts.gap ?? 4;
  }
  space(h: number) {
    this.y -= h;
  }
}

export async function renderPlanPdf(plan: Plan, poster: Buffer | null, brand: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`${plan.name}'s 90-day plan - ${plan.role}`));
  doc.setAuthor(brand);
  doc.setCreator(`${brand} Talk`);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const w = new Writer(doc, fonts);
  w.text(`${brand} Talk`, { size: 10, color: ACCENT, bold: true });
  w.text(`${plan.name}'s 90-day plan`, { size: 26, bold: true, gap: 2 });
  w.text(`The future ${plan.role}`, { size: 15, color: MUTED, gap: 14 });

  if (poster) {
    try {
      const img = poster[0] === 0x89 ? await doc.embedPng(poster) : await doc.embedJpg(poster);
      const maxW = A4[0] - 2 * MARGIN;
      const maxH = w.y - MARGIN - 40;
      const scale = Math.min(maxW / img.width, maxH / img.height);
      const iw = img.width * scale;
      const ih = img.height * scale;
      w.page.drawImage(img, { x: (A4[0] - iw) / 2, y: w.y - ih, width: iw, height: ih });
      w.space(ih + 16);
    } catch {
      // A poster that cannot be embedded: the plan without it.
    }
  }
  if (plan.vision) w.text(`Your vision, in your words: ${quoted(plan.vision)}`, { size: 12, gap: 8 });

  w.page = doc.addPage(A4);
  w.y = A4[1] - MARGIN;
  w.text('The plan, week by week', { size: 18, bold: true, gap: 10 });
  for (const week of plan.weeks) {
    w.text(`${week.label}: ${week.focus}`, { size: 13, bold: true, color: ACCENT, gap: 2 });
    for (const t of week.tasks) w.text(`• ${t}`, { gap: 1 });
    w.space(8);
  }
  if (plan.ideas.length) {
    w.text('Ideas you kept', { size: 16, bold: true, gap: 6 });
    for (const i of plan.ideas) {
      w.text(i.title, { bold: true, gap: 1 });
      w.text(i.rationale, { color: MUTED, gap: 6 });
    }
  }
  if (plan.experiments.length) {
    w.text('Experiments', { size: 16, bold: true, gap: 6 });
    for (const e of plan.experiments) {
      w.text(`${e.title} (due ${e.due_date})`, { bold: true, gap: 1 });
      w.text(e.description, { gap: 1 });
      w.text(`Measure: ${e.metric}`, { color: MUTED, gap: 6 });
    }
  }
  if (plan.trends.length) {
    w.text('Trends you rated', { size: 16, bold: true, gap: 6 });
    for (const t of plan.trends) w.text(`• ${t.title}${t.impact ? ` (impact ${t.impact}/5)` : ''}`, { gap: 1 });
    w.space(8);
  }
  if (plan.strengths.length) w.text(`Strengths: ${plan.strengths.join(', ')}`, { gap: 10 });
  if (plan.letter) {
    w.text(`A letter from your future self: ${plan.letter.theme}`, { size: 16, bold: true, gap: 6 });
    w.text(plan.letter.content, { size: 12 });
  }
  w.space(12);
  w.text(`Made with ${brand} Talk, an AI coach. A plan to try, not a promise: adjust it as you learn.`, {
    size: 9,
    color: MUTED,
  });
  return doc.save();
}
