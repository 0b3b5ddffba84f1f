import type { PDFImage, PDFPage, RGB } from 'pdf-lib';
import { quoted } from '@core/text-clean.js';
import { Flow, MARGIN, contentWidth, type FlowFrame } from './flow.js';
import { A4, C, T, brandMark, linesHeight, roundRect, type PdfKit } from './kit.js';
import { sentencesThatFit, type TextStyle } from './text.js';

/**
 * The parts the paid deliverables (Talk's plan, the sprint report) share: a designed cover page, content pages on
 * the app's paper with a running head and page numbers, numbered section headings, cards, chips and pull quotes.
 */
export interface Cover {
  brand: string;
  /** Small caps at the top right: '90-day plan', 'Sprint report'. */
  kind: string;
  role: string;
  /** Over the person's name: 'A 90-day plan for'. */
  forLabel: string;
  /** The person's name ('' when not known: the line is left out). */
  name: string;
  vision: string | null;
  date: Date;
  poster: PDFImage | null;
  /** Bottom line, left: 'Made with FutureSelf Talk'. */
  footer: string;
}

const dateText = (d: Date) => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export function coverPage(kit: PdfKit, c: Cover): void {
  const x = MARGIN.x;
  const w = contentWidth;
  const roleStyle: TextStyle = { ...T.title, size: c.poster ? 38 : 50 };
  const roleLines = kit.lines(c.role, roleStyle, w).slice(0, 3);
  const forStyle: TextStyle = { ...T.label, size: 8 };
  const forLine = kit.line(c.forLabel.toUpperCase(), forStyle);
  const nameStyle: TextStyle = { ...T.body, size: 20, weight: 600, leading: 1.25 };
  const nameLines = c.name ? kit.lines(c.name, nameStyle, w) : [];
  const visionStyle: TextStyle = { ...T.quote, size: 13, italic: true, leading: 1.35 };
  const vision = c.vision ? sentencesThatFit(c.vision, visionStyle, w - 20, 4) : '';
  const visionLines = vision ? kit.lines(quoted(vision), visionStyle, w - 20) : [];
  const kindStyle = T.label;
  const kindLine = kit.line(c.kind.toUpperCase(), kindStyle);
  const overline = kit.line('THE FUTURE', { ...T.label, size: 9 });
  const footStyle = T.small;
  const footLeft = kit.line(c.footer, footStyle);
  const footRight = kit.line(dateText(c.date), footStyle);

  kit.page((page) => {
    page.drawRectangle({ x: 0, y: 0, width: A4.w, height: A4.h, color: C.ink });
    // The brand's shapes: off the top right edge, and without a poster a sun over the sea in its place.
    page.drawCircle({ x: A4.w - 10, y: A4.h + 10, size: 150, color: C.violet, opacity: 0.55 });
    page.drawCircle({ x: A4.w - 125, y: A4.h - 170, size: 70, color: C.coral, opacity: 0.85 });
    page.drawCircle({ x: -70, y: 30, size: 95, color: C.violet, opacity: 0.22 });
    if (!c.poster) {
      page.drawCircle({ x: x + 120, y: A4.h - 330, size: 120, color: C.gold, opacity: 0.95 });
      page.drawCircle({ x: x + 215, y: A4.h - 390, size: 78, color: C.coral, opacity: 0.8 });
      for (let i = 0; i < 5; i++)
        page.drawRectangle({
          x,
          y: A4.h - 430 - i * 14,
          width: 330 - i * 46,
          height: 3.2,
          color: C.paper,
          opacity: 0.9 - i * 0.16,
        });
    } else page.drawCircle({ x: A4.w - 120, y: A4.h - 420, size: 26, color: C.gold, opacity: 0.9 });
    brandMark(kit, page, c.brand, x, A4.h - 58, C.paper);
    kit.drawLine(page, kindLine, kindStyle, x, A4.h - 57, w, { color: C.gold, align: 'end' });

    const visionH = visionLines.length ? linesHeight(visionLines.length, visionStyle) + 22 : 0;
    const nameH = nameLines.length ? 30 + linesHeight(nameLines.length, nameStyle) : 0;
    const blockH = 22 + linesHeight(roleLines.length, roleStyle) + 30 + nameH + visionH;
    let top = A4.h - 110;
    if (c.poster) {
      const maxW = 250;
      const maxH = Math.max(160, Math.min(340, top - blockH - 56 - 100));
      const s = Math.min(maxW / c.poster.width, maxH / c.poster.height);
      const pw = c.poster.width * s;
      const ph = c.poster.height * s;
      const px = x + 6;
      page.drawRectangle({ x: px + 12, y: top - ph - 12, width: pw, height: ph, color: C.coral });
      page.drawRectangle({ x: px - 5, y: top - ph - 5, width: pw + 10, height: ph + 10, color: C.paper });
      page.drawImage(c.poster, { x: px, y: top - ph, width: pw, height: ph });
      top -= ph + 56;
    } else top = Math.max(Math.min(330, 110 + blockH), 90 + blockH);

    kit.drawLine(page, overline, { ...T.label, size: 9 }, x, top - 9, w, { color: C.gold });
    top -= 22;
    top -= kit.drawLines(page, roleLines, roleStyle, x, top, w, { color: C.paper, align: 'left' });
    page.drawRectangle({ x, y: top - 14, width: 42, height: 3, color: C.coral });
    top -= 30;
    if (nameLines.length) {
      kit.drawLine(page, forLine, forStyle, x, top - 8, w, { color: C.mist });
      top -= 18;
      top -= kit.drawLines(page, nameLines, nameStyle, x, top, w, { color: C.paper, align: 'left' }) + 12;
    }
    if (visionLines.length) {
      top -= 10;
      const h = linesHeight(visionLines.length, visionStyle);
      page.drawRectangle({ x, y: top - h + 2, width: 2, height: h - 4, color: C.gold });
      kit.drawLines(page, visionLines, visionStyle, x + 16, top, w - 20, { color: C.paper, opacity: 0.92 });
    }
    page.drawLine({ start: { x, y: 62 }, end: { x: x + w, y: 62 }, thickness: 0.5, color: C.inkSoft });
    kit.drawLine(page, footLeft, footStyle, x, 44, w, { color: C.mist });
    kit.drawLine(page, footRight, footStyle, x, 44, w, { color: C.mist, align: 'end' });
  });
}

/** The frame of a content page: paper, the brand at the top left, `running` at the top right, the page number. */
export function contentFrame(kit: PdfKit, brand: string, running: string): FlowFrame {
  const runStyle = T.small;
  const run = kit.line(running, runStyle);
  return {
    top: A4.h - MARGIN.top,
    bottom: MARGIN.bottom,
    x: MARGIN.x,
    width: contentWidth,
    decorate: (page: PDFPage, n: number) => {
      page.drawRectangle({ x: 0, y: 0, width: A4.w, height: A4.h, color: C.paper });
      brandMark(kit, page, brand, MARGIN.x, A4.h - 50, C.ink, 7.5);
      kit.drawLine(page, run, runStyle, MARGIN.x + 120, A4.h - 50, contentWidth - 120, {
        color: C.inkSoft,
        align: 'end',
      });
      page.drawLine({
        start: { x: MARGIN.x, y: A4.h - 62 },
        end: { x: A4.w - MARGIN.x, y: A4.h - 62 },
        thickness: 0.6,
        color: C.line,
      });
      const num = kit.line(String(n), T.small);
      kit.drawLine(page, num, T.small, MARGIN.x, 38, contentWidth, { color: C.inkSoft, align: 'end' });
      page.drawRectangle({ x: A4.w - MARGIN.x - 26, y: 40, width: 12, height: 1.2, color: C.coral });
    },
  };
}

/** A numbered section heading: '01' in coral over the title in the display face; kept with what follows. */
export function section(flow: Flow, kit: PdfKit, n: number, title: string, gap = 30): void {
  const num = kit.line(String(n).padStart(2, '0'), T.label);
  flow.add({
    h: 14,
    gap,
    heading: true,
    draw: (page, x, top, width) => {
      kit.drawLine(page, num, T.label, x, top - 9, width, { color: C.coral });
      page.drawRectangle({ x: x + 18, y: top - 6.5, width: 24, height: 0.8, color: C.coral });
    },
  });
  const lines = kit.lines(title, T.h1, flow.width);
  flow.add({
    h: linesHeight(lines.length, T.h1) + 10,
    heading: true,
    draw: (page, x, top, width) => kit.drawLines(page, lines, T.h1, x, top, width),
  });
}

export interface CardSpec {
  label?: string;
  title: string;
  body?: string[];
  bullets?: string[];
  note?: string;
  accent?: RGB;
  /** Drawn at the right of the label line (a due date, a rating). */
  aside?: string;
}

/** A white card with an accent edge: never split over two pages. */
export function card(flow: Flow, kit: PdfKit, c: CardSpec, gap = 12): void {
  const pad = 16;
  const inner = flow.width - 2 * pad - 4;
  const label = c.label ? kit.lines(c.label.toUpperCase(), T.label, inner - 120) : [];
  const aside = c.aside ? kit.line(c.aside, { ...T.small, weight: 600 }) : null;
  const title = kit.lines(c.title, T.h2, inner);
  const body = (c.body ?? []).filter(Boolean).map((b) => kit.lines(b, T.body, inner));
  const bullets = (c.bullets ?? []).map((b) => kit.lines(b, T.body, inner - 14));
  const note = c.note ? kit.lines(c.note, { ...T.body, italic: true }, inner - 12) : [];
  const parts: number[] = [
    label.length ? linesHeight(label.length, T.label) + 5 : 0,
    linesHeight(title.length, T.h2),
    ...body.map((b) => linesHeight(b.length, T.body) + 4),
    ...bullets.map((b) => linesHeight(b.length, T.body) + 2),
    note.length ? linesHeight(note.length, T.body) + 10 : 0,
  ];
  const h = parts.reduce((a, b) => a + b, 0) + 2 * pad + (body.length || bullets.length ? 4 : 0) - 4;
  const accent = c.accent ?? C.violet;
  flow.add({
    h,
    gap,
    draw: (page, x, top, width) => {
      roundRect(page, x, top, width, h, 8, { fill: C.white, border: C.line });
      page.drawRectangle({ x, y: top - h + 8, width: 3, height: h - 16, color: accent });
      let y = top - pad;
      const ix = x + pad + 4;
      if (label.length) {
        y -= kit.drawLines(page, label, T.label, ix, y, inner, { color: accent }) + 5;
        if (aside)
          kit.drawLine(page, aside, { ...T.small, weight: 600 }, ix, top - pad - 8, inner, {
            color: C.inkSoft,
            align: 'end',
          });
      }
      y -= kit.drawLines(page, title, T.h2, ix, y, inner);
      if (body.length || bullets.length) y -= 4;
      for (const b of body) y -= kit.drawLines(page, b, T.body, ix, y, inner, { color: C.inkSoft }) + 4;
      for (const b of bullets) {
        page.drawCircle({ x: ix + 3, y: y - T.body.size * 0.75, size: 2, color: accent });
        y -= kit.drawLines(page, b, T.body, ix + 14, y, inner - 14, { color: C.ink }) + 2;
      }
      if (note.length) {
        y -= 6;
        const nh = linesHeight(note.length, T.body);
        page.drawRectangle({ x: ix, y: y - nh, width: 1.5, height: nh, color: C.gold });
        kit.drawLines(page, note, { ...T.body, italic: true }, ix + 12, y, inner - 12, { color: C.ink });
      }
    },
  });
}

/** Words as rounded chips that wrap over lines (strengths). */
export function chips(flow: Flow, kit: PdfKit, words: string[], gap = 10): void {
  const style: TextStyle = { ...T.body, weight: 500, size: 10 };
  const padX = 10;
  const chipH = 22;
  const rows: { line: ReturnType<PdfKit['line']>; x: number; w: number }[][] = [[]];
  let cx = 0;
  for (const word of words) {
    const line = kit.line(word, style);
    const w = Math.min(line.width * style.size + 2 * padX, flow.width);
    if (cx + w > flow.width && cx > 0) {
      rows.push([]);
      cx = 0;
    }
    rows[rows.length - 1]!.push({ line, x: cx, w });
    cx += w + 8;
  }
  for (const row of rows)
    flow.add({
      h: chipH,
      gap: row === rows[0] ? gap : 7,
      keep: row !== rows[rows.length - 1],
      draw: (page, x, top) => {
        for (const c of row) {
          roundRect(page, x + c.x, top, c.w, chipH, 11, { fill: C.cream, border: C.line, borderWidth: 0.5 });
          kit.drawLine(page, c.line, style, x + c.x + padX, top - 14.6, c.w - 2 * padX, { color: C.ink });
        }
      },
    });
}

/** A pull quote: the display face on cream, whole (shortened at a sentence end only if it would not fit a page). */
export function pullQuote(flow: Flow, kit: PdfKit, label: string, text: string, gap = 18): void {
  const style: TextStyle = { ...T.quote, size: 15 };
  const inner = flow.width - 64;
  const whole = sentencesThatFit(text, style, inner, 24);
  const lines = kit.lines(quoted(whole), style, inner);
  const labelLine = kit.line(label.toUpperCase(), T.label);
  const markStyle: TextStyle = { ...T.title, size: 54 };
  const mark = kit.line('“', markStyle);
  const h = linesHeight(lines.length, style) + 58;
  flow.add({
    h,
    gap,
    draw: (page, x, top, width) => {
      roundRect(page, x, top, width, h, 10, { fill: C.cream });
      kit.drawLine(page, mark, markStyle, x + 14, top - 50, 40, { color: C.coral });
      kit.drawLine(page, labelLine, T.label, x + 48, top - 26, inner, { color: C.inkSoft });
      kit.drawLines(page, lines, style, x + 48, top - 38, inner, { color: C.ink });
    },
  });
}

/** Rows with a title and a rating out of five drawn as dots (trends the person rated); `label` beside the dots. */
export function ratedRows(flow: Flow, kit: PdfKit, rows: { title: string; rating: number | null; label: string }[]) {
  const labelStyle: TextStyle = { ...T.small, weight: 600 };
  const right = 150;
  for (const [i, r] of rows.entries()) {
    const title = kit.lines(r.title, T.body, flow.width - right - 12);
    const label = r.rating ? kit.line(r.label, labelStyle) : null;
    const h = Math.max(linesHeight(title.length, T.body), 16) + 14;
    flow.add({
      h,
      gap: i ? 0 : 6,
      keep: i === 0,
      draw: (page, x, top, width) => {
        kit.drawLines(page, title, T.body, x, top - 7, width - right - 12);
        if (r.rating && label) {
          for (let d = 0; d < 5; d++)
            page.drawCircle({
              x: x + width - right + 6 + d * 13,
              y: top - 7 - T.body.size * 0.6,
              size: 4,
              color: d < r.rating ? C.violet : C.line,
            });
          kit.drawLine(page, label, labelStyle, x, top - 7 - T.body.size * 0.95, width, {
            color: C.inkSoft,
            align: 'end',
          });
        }
        page.drawLine({ start: { x, y: top - h }, end: { x: x + width, y: top - h }, thickness: 0.5, color: C.line });
      },
    });
  }
}

export { Flow };
