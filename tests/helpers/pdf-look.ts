import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Path2D, createCanvas } from '@napi-rs/canvas';

/**
 * Reading a PDF the way a person would, for tests: its text per page as pdf.js extracts it (the text a reader
 * copies or searches), and each page rendered to a PNG with pdf.js on @napi-rs/canvas, to look at.
 */
export interface PdfLook {
  pages: { text: string; items: number; png?: string }[];
  text: string;
}

// pdf.js draws glyph outlines with Path2D: the canvas package's own.
(globalThis as { Path2D?: unknown }).Path2D ??= Path2D;

export async function lookAtPdf(bytes: Uint8Array, pngDir?: string, name = 'page'): Promise<PdfLook> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: PdfLook['pages'] = [];
  if (pngDir) mkdirSync(pngDir, { recursive: true });
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    const strs = content.items.map((it) => ('str' in it ? it.str : '')).filter((s) => s.trim());
    const entry: PdfLook['pages'][number] = { text: strs.join(' '), items: strs.length };
    if (pngDir) {
      const viewport = page.getViewport({ scale: 1.25 });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      await page.render({
        canvasContext: canvas.getContext('2d') as unknown as CanvasRenderingContext2D,
        canvas: canvas as unknown as HTMLCanvasElement,
        viewport,
      }).promise;
      entry.png = path.join(pngDir, `${name}-${i}.png`);
      writeFileSync(entry.png, canvas.toBuffer('image/png'));
    }
    pages.push(entry);
  }
  await doc.destroy();
  return { pages, text: pages.map((p) => p.text).join('\n') };
}

/** Names in four scripts that every PDF must print (issue 29). */
export const NAMES = ['Ahmad Al-Sayed / أحمد السيد', '王小明', 'Ёлка Иванова', 'נועה כהן'];

/** Where the tests write the pages they render, to be looked at. */
export const PNG_DIR = path.join(process.env.TMPDIR ?? '/tmp', 'futureself-pdf-pngs');

/** Text as pdf.js gives it, without the spaces between its pieces (a line may come in several runs). */
export const squeeze = (s: string) => s.replace(/\s+/g, '');
