import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import { sharedFontkit, type Face } from './fonts.js';
import { lineOf, wrap, type Line, type TextStyle } from './text.js';

/**
 * The PDF kit: one A4 document whose text is set in the fonts that have its letters (fonts.ts, text.ts), with the
 * brand's colours (src/web/theme.css). Pages are recorded as drawing steps and drawn on `save()`, once every face
 * the text needs is known and embedded (subset: only the glyphs used).
 */
export const A4 = { w: 595.28, h: 841.89 };

const hex = (h: string): RGB =>
  rgb(parseInt(h.slice(1, 3), 16) / 255, parseInt(h.slice(3, 5), 16) / 255, parseInt(h.slice(5, 7), 16) / 255);
/** The web app's palette. */
export const C = {
  ink: hex('#16122e'),
  inkSoft: hex('#4a4566'),
  paper: hex('#fbf7f0'),
  cream: hex('#f3ece0'),
  line: hex('#e4dccd'),
  coral: hex('#ff4f79'),
  gold: hex('#ffb020'),
  violet: hex('#6b4dff'),
  mint: hex('#1fbf8f'),
  white: rgb(1, 1, 1),
  /** Light text on ink. */
  mist: hex('#c9c3e6'),
};

/** The type scale: DM Serif Display for titles and headings, Inter for everything read. */
export const T = {
  title: { family: 'display', weight: 400, size: 40, leading: 1.08 },
  h1: { family: 'display', weight: 400, size: 25, leading: 1.15 },
  h2: { family: 'text', weight: 700, size: 12.5, leading: 1.3 },
  body: { family: 'text', weight: 400, size: 10.5, leading: 1.5 },
  bodyBold: { family: 'text', weight: 600, size: 10.5, leading: 1.45 },
  small: { family: 'text', weight: 400, size: 8.5, leading: 1.4 },
  label: { family: 'text', weight: 700, size: 7.5, leading: 1.3, tracking: 0.14 },
  quote: { family: 'display', weight: 400, size: 17, leading: 1.3 },
} satisfies Record<string, TextStyle>;

export interface DrawOpts {
  color?: RGB;
  /**
   * 'start' follows the line's direction (left for left-to-right text, right for right-to-left: a paragraph);
   * 'left' and 'end' (right) hold whatever the text (a name in a left-aligned layout).
   */
  align?: 'start' | 'left' | 'center' | 'end';
  opacity?: number;
}

export class PdfKit {
  readonly doc: PDFDocument;
  private readonly faces = new Set<Face>();
  private readonly embedded = new Map<Face, PDFFont>();
  private readonly steps: ((page: PDFPage) => void)[][] = [];
  readonly sink = (f: Face) => void this.faces.add(f);

  private constructor(doc: PDFDocument) {
    this.doc = doc;
  }

  static async create(meta: { title: string; author: string; subject?: string; creator: string }): Promise<PdfKit> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(sharedFontkit);
    doc.setTitle(meta.title, { showInWindowTitleBar: true });
    doc.setAuthor(meta.author);
    if (meta.subject) doc.setSubject(meta.subject);
    doc.setCreator(meta.creator);
    doc.setProducer(meta.author);
    doc.setLanguage('en');
    return new PdfKit(doc);
  }

  /** A PNG or JPEG, or null when the bytes are neither. */
  async image(bytes: Buffer | null): Promise<PDFImage | null> {
    if (!bytes) return null;
    try {
      return bytes[0] === 0x89 ? await this.doc.embedPng(bytes) : await this.doc.embedJpg(bytes);
    } catch {
      return null;
    }
  }

  /** A new page; `draw` runs on save. */
  page(draw: (page: PDFPage) => void): void {
    this.steps.push([draw]);
  }

  /** One more drawing step on the last page. */
  onLastPage(draw: (page: PDFPage) => void): void {
    this.steps[this.steps.length - 1]!.push(draw);
  }

  get pageCount(): number {
    return this.steps.length;
  }

  lines(text: string, style: TextStyle, width: number): Line[] {
    return wrap(text, style, width, this.sink);
  }

  line(text: string, style: TextStyle): Line {
    return lineOf(text, style, this.sink);
  }

  /** Width in points of a one-line text. */
  width(text: string, style: TextStyle): number {
    return this.line(text, style).width * style.size;
  }

  /** Draw one line with its baseline at `y`, in a box from `x` that is `width` wide. */
  drawLine(page: PDFPage, line: Line, style: TextStyle, x: number, y: number, width: number, o: DrawOpts = {}) {
    const w = line.width * style.size;
    const align = o.align ?? 'start';
    const right = align === 'end' || (align === 'start' && line.rtl);
    let pen = align === 'center' ? x + (width - w) / 2 : right ? x + width - w : x;
    for (const run of line.runs) {
      const font = this.embedded.get(run.face)!;
      page.drawText(run.text, {
        x: pen,
        y,
        size: style.size,
        font,
        color: o.color ?? C.ink,
        opacity: o.opacity,
      });
      pen += run.width * style.size;
    }
  }

  /** Draw wrapped lines from the top `top`; returns the height used. */
  drawLines(page: PDFPage, lines: Line[], style: TextStyle, x: number, top: number, width: number, o: DrawOpts = {}) {
    const lh = style.size * (style.leading ?? 1.3);
    lines.forEach((l, i) => this.drawLine(page, l, style, x, top - i * lh - style.size * 0.95, width, o));
    return lines.length * lh;
  }

  async save(): Promise<Uint8Array> {
    for (const f of this.faces)
      this.embedded.set(f, await this.doc.embedFont(f.bytes, { subset: true, features: f.features }));
    for (const steps of this.steps) {
      const page = this.doc.addPage([A4.w, A4.h]);
      for (const s of steps) s(page);
    }
    return this.doc.save();
  }
}

/** Height of `n` lines in this style. */
export const linesHeight = (n: number, s: TextStyle) => n * s.size * (s.leading ?? 1.3);

/** A rectangle with rounded corners, by its top-left corner. */
export function roundRect(
  page: PDFPage,
  x: number,
  top: number,
  w: number,
  h: number,
  r: number,
  o: { fill?: RGB; border?: RGB; borderWidth?: number; opacity?: number },
) {
  const path =
    `M ${r} 0 H ${w - r} Q ${w} 0 ${w} ${r} V ${h - r} Q ${w} ${h} ${w - r} ${h} H ${r} Q 0 ${h} 0 ${h - r} ` +
    `V ${r} Q 0 0 ${r} 0 Z`;
  page.drawSvgPath(path, {
    x,
    y: top,
    color: o.fill,
    borderColor: o.border,
    borderWidth: o.border ? (o.borderWidth ?? 0.75) : 0,
    opacity: o.opacity,
  });
}

/** The brand mark: a coral disc with a violet one overlapping, then the brand's name. */
export function brandMark(kit: PdfKit, page: PDFPage, brand: string, x: number, y: number, color: RGB, size = 9) {
  page.drawCircle({ x: x + 5, y: y + 3.2, size: 5, color: C.coral });
  page.drawCircle({ x: x + 11, y: y + 3.2, size: 5, color: C.violet, opacity: 0.9 });
  const style = { ...T.label, size, tracking: 0.08 };
  kit.drawLine(page, kit.line(brand.toUpperCase(), style), style, x + 22, y, 400, { color });
}
