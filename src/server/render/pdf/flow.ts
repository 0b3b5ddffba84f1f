import type { PDFPage, RGB } from 'pdf-lib';
import { A4, C, type PdfKit } from './kit.js';
import type { TextStyle } from './text.js';

/**
 * Content that flows over pages: a list of items (a line of text, a card, a rule), each with its height, the space
 * before it and whether the page may break after it. Page breaks:
 * - a heading stays with the first lines of what follows it;
 * - a paragraph leaves no single line at the foot or head of a page (two or more on each side, short ones whole);
 * - a card or a quote is never cut (a quote that would not fit a page was shortened at a sentence end before);
 * - the last page never holds just a line or two: the gaps are tightened to pull it onto the page before, or the
 *   break before it moves up so the two pages share the content.
 */
export interface Item {
  h: number;
  /** Space above the item; dropped at the top of a page. */
  gap: number;
  /** No page break after this item. */
  keep: boolean;
  draw: (page: PDFPage, x: number, top: number, width: number) => void;
}

export interface FlowFrame {
  top: number;
  bottom: number;
  x: number;
  width: number;
  /** Header, footer, background of a content page (1-based number of this page in the document). */
  decorate: (page: PDFPage, pageNumber: number) => void;
}

/** The least content a page may hold, in points (about ten lines of text). */
const MIN_PAGE = 170;

interface Placed {
  item: Item;
  top: number;
}

export class Flow {
  readonly items: Item[] = [];
  private pendingGap = 0;
  /** Lines of text since the last heading: a heading keeps at least three with it. */
  private sinceHeading = 99;

  constructor(
    private readonly kit: PdfKit,
    readonly width: number,
  ) {}

  /** Space before the next item. */
  space(h: number): this {
    this.pendingGap += h;
    return this;
  }

  /** An item; `heading: true` keeps it with the next item and with three lines of the text after it. */
  add(item: Omit<Item, 'gap' | 'keep'> & { gap?: number; keep?: boolean; heading?: boolean }): this {
    const { heading, ...rest } = item;
    this.items.push({ keep: !!heading, ...rest, gap: (item.gap ?? 0) + this.pendingGap });
    this.pendingGap = 0;
    this.sinceHeading = heading ? 0 : 99;
    return this;
  }

  /** Wrapped text, one item per line, with widow and orphan control. */
  text(
    text: string,
    style: TextStyle,
    o: { color?: RGB; indent?: number; gap?: number; keepWithNext?: boolean; marker?: RGB } = {},
  ): this {
    const indent = o.indent ?? 0;
    const lines = this.kit.lines(text, style, this.width - indent);
    const lh = style.size * (style.leading ?? 1.3);
    lines.forEach((line, i) => {
      const last = i === lines.length - 1;
      const after = this.sinceHeading;
      const keep = after < 2 || (last ? !!o.keepWithNext : lines.length <= 3 || i === 0 || i === lines.length - 2);
      this.add({
        h: lh,
        gap: i === 0 ? (o.gap ?? 0) : 0,
        keep,
        draw: (page, x, top, width) => {
          if (i === 0 && o.marker) {
            const cy = top - lh / 2 + style.size * 0.1;
            page.drawCircle({ x: x + indent - 9, y: cy, size: 2.2, color: o.marker });
          }
          this.kit.drawLine(
            page,
            line,
            style,
            x + indent,
            top - style.size * 0.95 - (lh - style.size * 1.2) / 2,
            width - indent,
            { color: o.color ?? C.ink },
          );
        },
      });
      this.sinceHeading = after + 1;
    });
    return this;
  }

  /** Lay the items on pages inside `frame`: the pages are added to the kit. */
  paginate(frame: FlowFrame): void {
    const height = frame.top - frame.bottom;
    let pages = this.layout(height, 1, new Map());
    const light = (p: Placed[][]) => p.length > 1 && used(p[p.length - 1]!) < MIN_PAGE;
    for (const scale of [0.8, 0.6]) {
      if (!light(pages)) break;
      const tighter = this.layout(height, scale, new Map());
      if (tighter.length < pages.length) pages = tighter;
    }
    for (let cut = 0; light(pages) && cut < 6; cut++) {
      const n = pages.length;
      const prev = used(pages[n - 2]!);
      const want = MIN_PAGE - used(pages[n - 1]!) + cut * 40;
      const shared = this.layout(height, 1, new Map([[n - 2, prev - want]]));
      if (shared.length === n && !light(shared)) pages = shared;
    }
    const first = this.kit.pageCount + 1;
    pages.forEach((placed, i) =>
      this.kit.page((page) => {
        frame.decorate(page, first + i);
        for (const p of placed) p.item.draw(page, frame.x, frame.top - p.top, frame.width);
      }),
    );
  }

  /** Items placed on pages of `height` (a page in `limits` holds less); gaps scaled by `gapScale`. */
  private layout(height: number, gapScale: number, limits: Map<number, number>): Placed[][] {
    const pages: Placed[][] = [];
    let i = 0;
    while (i < this.items.length) {
      const room = limits.get(pages.length) ?? height;
      const placed: Placed[] = [];
      let y = 0;
      const start = i;
      for (; i < this.items.length; i++) {
        const it = this.items[i]!;
        const gap = i === start ? 0 : it.gap * gapScale;
        if (y + gap + it.h > room && i > start) break;
        placed.push({ item: it, top: y + gap });
        y += gap + it.h;
      }
      if (i < this.items.length) {
        // Back to the last place a break is allowed (not after a heading, not leaving a lone line).
        let j = i;
        while (j > start + 1 && this.items[j - 1]!.keep) j--;
        if (!this.items[j - 1]!.keep) {
          placed.splice(j - start);
          i = j;
        }
      }
      pages.push(placed);
    }
    return pages;
  }
}

function used(placed: Placed[]): number {
  const last = placed[placed.length - 1];
  return last ? last.top + last.item.h : 0;
}

/** Content pages for A4 with the kit's margins. */
export const MARGIN = { x: 56, top: 92, bottom: 70 };
export const contentWidth = A4.w - 2 * MARGIN.x;
