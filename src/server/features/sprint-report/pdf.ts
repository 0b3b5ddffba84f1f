import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ReportContent } from '@core/contracts/sprint-report.js';
import { IMPACT_SCALE, CERTAINTY_SCALE } from '@core/talk.js';
import { quoted } from '@core/text-clean.js';
import { winAnsi, wrap } from '@server/features/talk/index.js';

/**
 * The sprint report as a PDF (pdf-lib, like Talk's plan): the poster and the role on the first page, then the
 * summary, the 90-day roadmap by weeks, the trends with the client's ratings and the coach's notes, the ideas and
 * the letters. Standard fonts; text reduced to WinAnsi (Talk's winAnsi).
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.11, 0.1, 0.16);
const MUTED = rgb(0.38, 0.37, 0.45);
const ACCENT = rgb(0.42, 0.23, 0.86);

type Style = { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; gap?: number };

class Writer {
  page: PDFPage;
  y = A4[1] - MARGIN;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = doc.addPage(A4);
  }
  newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  text(text: string, s: Style = {}) {
    const size = s.size ?? 11;
    const font = s.bold ? this.fonts.bold : this.fonts.regular;
    for (const l of wrap(text, font, size, A4[0] - 2 * MARGIN)) {
      if (this.y - size * 1.4 < MARGIN) this.newPage();
      this.page.drawText(l, { x: MARGIN, y: this.y - size, size, font, color: s.color ?? INK });
      this.y -= size * 1.4;
    }
    this.y -= s.gap ?? 4;
  }
  heading(text: string) {
    if (this.y < MARGIN + 120) this.newPage();
    this.text(text, { size: 18, bold: true, gap: 10 });
  }
  space(h: number) {
    this.y -= h;
  }
}

export async function renderReportPdf(c: ReportContent, poster: Buffer | null, brand: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`${c.clientName}'s Strategic Foresight Sprint report - ${c.role}`));
  doc.setSubject(winAnsi(`The future ${c.role}`));
  doc.setAuthor(brand);
  doc.setCreator(`${brand} Strategic Foresight Sprint`);
  const w = new Writer(doc, {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  });
  w.text(`${brand} Strategic Foresight Sprint`, { size: 10, color: ACCENT, bold: true });
  w.text(`${c.clientName}'s sprint report`, { size: 26, bold: true, gap: 2 });
  w.text(`The future ${c.role}`, { size: 15, color: MUTED, gap: 14 });
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
      // A poster that cannot be embedded: the report without it.
    }
  }

  w.newPage();
  w.heading('Summary');
  w.text(c.summary, { size: 12, gap: 8 });
  if (c.vision) w.text(`Your vision, in your words: ${quoted(c.vision)}`, { color: MUTED, gap: 8 });
  if (c.strengths.length) w.text(`Strengths: ${c.strengths.join(', ')}`, { gap: 12 });

  w.heading('Your 90-day roadmap, week by week');
  for (const week of c.roadmap) {
    w.text(`${week.label}: ${week.focus}`, { size: 13, bold: true, color: ACCENT, gap: 2 });
    for (const t of week.tasks) w.text(`• ${t}`, { gap: 1 });
    w.space(8);
  }

  w.heading(`${c.trends.length} trends, with your ratings`);
  for (const t of c.trends) {
    const rating = [
      t.impact ? `impact: ${IMPACT_SCALE[t.impact - 1]}` : null,
      t.certainty ? `certainty: ${CERTAINTY_SCALE[t.certainty - 1]}` : null,
    ].filter(Boolean);
    w.text(`${t.title}${rating.length ? ` (${rating.join(', ')})` : ''}`, { bold: true, gap: 1 });
    w.text(t.why, { color: MUTED, size: 10, gap: t.note ? 1 : 6 });
    if (t.note) w.text(`Coach: ${t.note}`, { size: 10, gap: 6 });
  }

  if (c.ideas.length) {
    w.heading('Ideas you kept');
    for (const i of c.ideas) {
      w.text(i.title, { bold: true, gap: 1 });
      w.text(i.rationale, { color: MUTED, gap: 6 });
    }
  }

  w.heading(`${c.letters.length} letters from your future self`);
  for (const l of c.letters) {
    w.text(l.theme, { size: 13, bold: true, color: ACCENT, gap: 2 });
    w.text(l.content, { gap: 10 });
  }

  if (c.closing) {
    w.heading('Next');
    w.text(c.closing, { size: 12, gap: 12 });
  }
  w.text(`${brand} Strategic Foresight Sprint. A roadmap to try, not a promise: adjust it as you learn.`, {
    size: 9,
    color: MUTED,
  });
  return doc.save();
}
