import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { expect } from 'vitest';

/**
 * Reading a PDF the way a person would, for tests: its text per page as pdf.js extracts it (the text a reader
 * copies or searches), and each page rendered to a PNG with pdf.js on @napi-rs/canvas, to look at.
 */
export interface PdfLook {
  pages: { text: string; items: number; png?: string }[];
  text: string;
}

export async function lookAtPdf(bytes: Uint8Array, pngDir?: string, name = 'page'): Promise<PdfLook> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
  }).promise;
  const pages: PdfLook['pages'] = [];
  if (pngDir) mkdirSync(pngDir, { recursive: true });
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    const strs = content.items.map((it) => ('str' in it ? it.str : '')).filter((s) => s.trim());
    const entry: PdfLook['pages'][number] = { text: strs.join(' '), items: strs.length };
    if (pngDir) {
      const viewport = page.getViewport({ scale: 1.25 });
      // pdf.js's own canvas factory: its copy of @napi-rs/canvas draws its Path2D and its image canvases (a page
      // canvas from another copy of the native module crashes the process on the first image).
      const factory = doc.canvasFactory as { create: (w: number, h: number) => { canvas: unknown; context: unknown } };
      const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      await page.render({ canvasContext: context as never, canvas: canvas as never, viewport }).promise;
      entry.png = path.join(pngDir, `${name}-${i}.png`);
      writeFileSync(entry.png, (canvas as { toBuffer: (mime: string) => Buffer }).toBuffer('image/png'));
    }
    pages.push(entry);
  }
  await doc.destroy();
  return { pages, text: pages.map((p) => p.text).join('\n') };
}

/** Names in four scripts that every PDF must print. */
export const NAMES = ['Ahmad Al-Sayed / أحمد السيد', '王小明', 'Ёлка Иванова', 'נועה כהן'];

/** Where the tests write the pages they render, to be looked at. */
export const PNG_DIR = path.join(process.env.TMPDIR ?? '/tmp', 'futureself-pdf-pngs');

/** Text as pdf.js gives it, without the spaces between its pieces (a line may come in several runs). */
export const squeeze = (s: string) => s.replace(/\s+/g, '');

/** A poster-like PNG (3:4, the brand's colours and a headline) for the PDFs' cover pages. */
export function fakePoster(): Buffer {
  const canvas = createCanvas(600, 800);
  const g = canvas.getContext('2d');
  const grad = g.createLinearGradient(0, 0, 600, 800);
  grad.addColorStop(0, '#6b4dff');
  grad.addColorStop(1, '#ff4f79');
  g.fillStyle = grad;
  g.fillRect(0, 0, 600, 800);
  g.fillStyle = '#ffb020';
  g.beginPath();
  g.arc(420, 260, 130, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#fbf7f0';
  g.font = 'bold 64px sans-serif';
  g.fillText('FUTURE', 40, 110);
  g.font = '32px sans-serif';
  g.fillText('The Ocean Gardener issue', 40, 740);
  return canvas.toBuffer('image/png');
}

/**
 * `make(name, i)` for each of NAMES, looked at (PNGs `<prefix>-<i>-<page>.png` in PNG_DIR): the name is in the
 * text and every page holds real content (six pieces of text or more: never a page with a line or two).
 */
export async function lookForEveryName(
  prefix: string,
  make: (name: string, i: number) => Promise<Uint8Array>,
): Promise<PdfLook[]> {
  const looks: PdfLook[] = [];
  for (const [i, name] of NAMES.entries()) {
    const look = await lookAtPdf(await make(name, i), PNG_DIR, `${prefix}-${i}`);
    expect(squeeze(look.text)).toContain(squeeze(name));
    for (const [n, p] of look.pages.entries())
      expect(p.items, `${prefix}-${i} page ${n + 1}`).toBeGreaterThanOrEqual(6);
    looks.push(look);
  }
  return looks;
}

/** Twelve weeks in six fortnights, one focus each, three tasks each (a plan's weeks, a report's roadmap). */
export const fortnights = (focuses: string[]) =>
  focuses.map((focus, i) => ({
    label: `Weeks ${i * 2 + 1}-${i * 2 + 2}`,
    focus,
    tasks: [
      'Write to the marine biology department in Bergen',
      'Spend one morning on a working boat',
      'Keep notes of what surprised you',
    ],
  }));
