import { describe, expect, it } from 'vitest';
import { lookAtPdf } from '../../../../tests/helpers/pdf-look.js';
import { Flow, MARGIN, contentWidth } from './flow.js';
import { A4, PdfKit, T } from './kit.js';
import { lineOf, sentencesThatFit, wrap } from './text.js';

const noop = () => {};

describe('the PDF kit: text', () => {
  it('sets each script in a font that has it and orders right-to-left runs visually', () => {
    const line = lineOf('Ahmad Al-Sayed / أحمد السيد and 王小明, Ёлка, נועה כהן', T.body, noop);
    const faces = line.runs.map((r) => r.face.key);
    expect(faces.some((k) => k.startsWith('ibm-plex-sans-arabic/'))).toBe(true);
    expect(faces.some((k) => k.startsWith('noto-sans-hebrew/'))).toBe(true);
    expect(faces.some((k) => k.startsWith('noto-sans-sc/'))).toBe(true);
    expect(faces.some((k) => k.startsWith('inter/inter-cyrillic-'))).toBe(true);
    // A left-to-right line: the Arabic name is one run (with its space), after the Latin one.
    const texts = line.runs.map((r) => r.text);
    expect(texts.indexOf('أحمد السيد')).toBeGreaterThan(texts.findIndex((t) => t.startsWith('Ahmad')));
    // A right-to-left paragraph: its first words are drawn rightmost, i.e. last.
    const rtl = lineOf('נועה כהן and Ёлка', T.body, noop);
    expect(rtl.rtl).toBe(true);
    expect(rtl.runs[rtl.runs.length - 1]!.text).toBe('נועה כהן');
  });

  it('wraps lines within the width, spaces counted', () => {
    const text = 'You came in unsure whether biology was a career or a hobby, and you leave with a role. '.repeat(6);
    for (const style of [T.body, { ...T.body, size: 11.5 }, T.h1]) {
      const lines = wrap(text, style, 483, noop);
      expect(lines.length).toBeGreaterThan(2);
      for (const l of lines) expect(l.width * style.size).toBeLessThanOrEqual(483);
      for (const l of lines.slice(0, -1)) expect(l.width * style.size).toBeGreaterThan(400);
    }
  });

  it('shortens a quote only at the end of a sentence', () => {
    const text = 'One sentence here. '.repeat(30) + 'The end';
    const cut = sentencesThatFit(text, T.body, 200, 3);
    expect(cut.endsWith('.')).toBe(true);
    expect(text.startsWith(cut)).toBe(true);
    expect(sentencesThatFit('Short. Fits.', T.body, 400, 3)).toBe('Short. Fits.');
  });
});

describe('the PDF kit: pages', () => {
  it('never leaves a page with a line or two, whatever the length', async () => {
    for (const n of [40, 42, 44, 46, 48, 50, 90]) {
      const kit = await PdfKit.create({ title: 't', author: 'a', creator: 'c' });
      const flow = new Flow(kit, contentWidth);
      flow.add({ h: 40, heading: true, draw: noop });
      for (let i = 0; i < n; i++) flow.text(`Line ${i} of a text that fills the page.`, T.body, { gap: 0 });
      flow.paginate({
        top: A4.h - MARGIN.top,
        bottom: MARGIN.bottom,
        x: MARGIN.x,
        width: contentWidth,
        decorate: noop,
      });
      const look = await lookAtPdf(await kit.save());
      for (const p of look.pages) expect(p.items, `${n} lines`).toBeGreaterThanOrEqual(8);
      expect(look.pages.map((p) => p.items).reduce((a, b) => a + b, 0)).toBe(n);
    }
  }, 120_000);
});
