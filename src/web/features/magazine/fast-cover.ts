import { FUTURE_YEARS } from '@core/horizon';
import { breakUnits, graphemes, type BreakUnit } from '@core/line-breaks';
import { seededRandom } from '@core/random';

/**
 * The fast preview cover, drawn in the browser the moment the role is known (docs/product/magazine.md#fast-preview: a
 * 400x500 canvas, the photo in a 180 px circle, 'The Future {role}', month and year, the cohort's watermark, the brand
 * masthead). The enhanced cover from the server later replaces it; when that fails, this is the cover.
 * Coordinates are in the 400x500 design space; `scale` draws the same cover larger (1080x1350 for a download).
 */
export const COVER_W = 400;
export const COVER_H = 500;

export interface FastCoverInput {
  brand: string;
  roleTitle: string;
  theme: string;
  /** The visitor's name, or the anonymous cover star. */
  starName: string;
  /** e.g. 'June 2026'. */
  dateLabel: string;
  watermark: string;
  headline?: string;
  coverLine?: { label: string; text: string };
  issueNumber?: string;
  price?: string;
  photo: HTMLImageElement | null;
  /** A photo is coming but has not loaded yet: draw an empty frame rather than initials. */
  photoPending?: boolean;
  focusX?: number;
  focusY?: number;
}

interface Palette {
  bg: [string, string, string];
  accent: string;
  glow: string;
}

/** Close to the server's theme palettes, so the preview and the final cover feel related. */
const PALETTES: Record<string, Palette> = {
  tech: { bg: ['#0b1026', '#1b2a6b', '#3b5bdb'], accent: '#a78bfa', glow: '#7dd3fc' },
  space: { bg: ['#05060f', '#1a1446', '#4c2a85'], accent: '#fbbf24', glow: '#c4b5fd' },
  ocean: { bg: ['#022c43', '#045d75', '#0ea5a4'], accent: '#fde68a', glow: '#99f6e4' },
  nature: { bg: ['#0f2e1d', '#1f5f3a', '#7fb069'], accent: '#fcd34d', glow: '#d9f99d' },
  city: { bg: ['#1e1b4b', '#7c2d12', '#f97316'], accent: '#fde047', glow: '#fed7aa' },
  arts: { bg: ['#3b0764', '#be185d', '#fb923c'], accent: '#fde047', glow: '#fbcfe8' },
  health: { bg: ['#083344', '#0f766e', '#5eead4'], accent: '#fda4af', glow: '#ccfbf1' },
  science: { bg: ['#0c0a3e', '#1e3a8a', '#06b6d4'], accent: '#f0abfc', glow: '#a5f3fc' },
  food: { bg: ['#431407', '#b91c1c', '#f59e0b'], accent: '#86efac', glow: '#fde68a' },
  society: { bg: ['#2e1065', '#9d174d', '#fb7185'], accent: '#fcd34d', glow: '#fecdd3' },
};

const DISPLAY = '"DM Serif Display", Georgia, serif';
const SANS = '"Inter Variable", Inter, system-ui, sans-serif';

/**
 * Greedy word wrap at the context's current font: a word wider than `width` gets a line of its own. Chinese and
 * Japanese break between characters, Thai between words (core/line-breaks); the browser's own fonts draw every
 * script, right-to-left text included (fillText applies the bidi algorithm).
 */
function wrapWords(ctx: CanvasRenderingContext2D, words: BreakUnit[], width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const w of words) {
    const next = line ? `${line}${w.space ? ' ' : ''}${w.text}` : w.text;
    if (ctx.measureText(next).width <= width || !line) line = next;
    else {
      out.push(line);
      line = w.text;
    }
  }
  if (line) out.push(line);
  return out;
}

/** Wrap `text` into at most `lines` lines of `width` at the largest size between max and min. */
function fit(
  ctx: CanvasRenderingContext2D,
  text: string,
  font: (size: number) => string,
  width: number,
  lines: number,
  max: number,
  min: number,
) {
  const words = breakUnits(text);
  for (let size = max; size >= min; size -= 1) {
    ctx.font = font(size);
    const out = wrapWords(ctx, words, width);
    if (out.length <= lines && out.every((l) => ctx.measureText(l).width <= width)) return { size, lines: out };
  }
  // Still too long at the smallest size: cut the last line with an ellipsis.
  ctx.font = font(min);
  const out = wrapWords(ctx, words, width);
  if (out.length === 0) out.push('');
  const kept = out.slice(0, lines);
  let last = kept[kept.length - 1] ?? '';
  while (graphemes(last).length > 1 && ctx.measureText(`${last}…`).width > width)
    last = graphemes(last).slice(0, -1).join('');
  if (out.length > lines || ctx.measureText(kept[kept.length - 1] ?? '').width > width)
    kept[kept.length - 1] = `${last.trimEnd()}…`;
  return { size: min, lines: kept };
}

function spaced(ctx: CanvasRenderingContext2D, px: number) {
  // letterSpacing is in Chromium and Safari 17+; elsewhere the text is simply tighter.
  (ctx as CanvasRenderingContext2D & { letterSpacing?: string }).letterSpacing = `${px}px`;
}

export function drawFastCover(ctx: CanvasRenderingContext2D, input: FastCoverInput, scale = 1) {
  const p = PALETTES[input.theme] ?? PALETTES.arts!;
  // seeded, so the decoration is the same on every redraw of one cover
  const rand = seededRandom(`${input.roleTitle}|${input.starName}`);
  ctx.save();
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.clearRect(0, 0, COVER_W, COVER_H);
  ctx.textBaseline = 'alphabetic';

  // background: the theme's gradient, a glow and a few soft shapes
  const bg = ctx.createLinearGradient(0, 0, COVER_W * 0.3, COVER_H);
  bg.addColorStop(0, p.bg[0]);
  bg.addColorStop(0.55, p.bg[1]);
  bg.addColorStop(1, p.bg[2]);
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, COVER_W, COVER_H);
  const glow = ctx.createRadialGradient(290, 170, 10, 290, 170, 260);
  glow.addColorStop(0, hexA(p.glow, 0.45));
  glow.addColorStop(1, hexA(p.glow, 0));
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, COVER_W, COVER_H);
  for (let i = 0; i < 5; i++) {
    ctx.beginPath();
    ctx.arc(200, 212, 112 + i * 26, 0, Math.PI * 2);
    ctx.strokeStyle = hexA('#ffffff', 0.07 - i * 0.01);
    ctx.lineWidth = 1.2;
    ctx.stroke();
  }
  for (let i = 0; i < 38; i++) {
    const x = rand() * COVER_W;
    const y = 110 + rand() * 300;
    const r = 0.6 + rand() * 1.6;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = hexA('#ffffff', 0.25 + rand() * 0.5);
    ctx.fill();
  }
  // a darker foot so the type reads
  const foot = ctx.createLinearGradient(0, 300, 0, COVER_H);
  foot.addColorStop(0, 'rgba(0,0,0,0)');
  foot.addColorStop(1, 'rgba(0,0,0,0.55)');
  ctx.fillStyle = foot;
  ctx.fillRect(0, 300, COVER_W, COVER_H - 300);

  // masthead
  ctx.fillStyle = '#ffffff';
  const mast = fit(ctx, input.brand, (s) => `${s}px ${DISPLAY}`, 300, 1, 62, 28);
  ctx.font = `${mast.size}px ${DISPLAY}`;
  ctx.textAlign = 'left';
  ctx.fillText(mast.lines[0] ?? input.brand, 22, 20 + mast.size * 0.8);
  const belowMast = 20 + mast.size * 0.8 + 17;
  ctx.font = `700 9.5px ${SANS}`;
  spaced(ctx, 2.2);
  ctx.fillStyle = hexA('#ffffff', 0.82);
  ctx.fillText(`THE FUTURE ISSUE  •  ${input.dateLabel.toUpperCase()}`, 24, belowMast);
  if (input.issueNumber) {
    ctx.textAlign = 'right';
    ctx.fillText(input.issueNumber.toUpperCase(), 376, belowMast);
  }
  spaced(ctx, 0);

  // the portrait
  const cx = 200;
  const cy = 212;
  const r = 90;
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.45)';
  ctx.shadowBlur = 24;
  ctx.shadowOffsetY = 10;
  ctx.beginPath();
  ctx.arc(cx, cy, r + 5, 0, Math.PI * 2);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.restore();
  ctx.beginPath();
  ctx.arc(cx, cy, r + 12, 0, Math.PI * 2);
  ctx.strokeStyle = hexA(p.accent, 0.9);
  ctx.lineWidth = 1.5;
  ctx.setLineDash([3, 5]);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.clip();
  const photo = input.photo;
  if (photo && photo.naturalWidth > 0) {
    const s = Math.max((2 * r) / photo.naturalWidth, (2 * r) / photo.naturalHeight);
    const w = photo.naturalWidth * s;
    const h = photo.naturalHeight * s;
    const fx = input.focusX ?? 0.5;
    const fy = input.focusY ?? 0.4;
    const x = Math.min(cx - r, Math.max(cx + r - w, cx - fx * w));
    const y = Math.min(cy - r, Math.max(cy + r - h, cy - fy * h));
    ctx.drawImage(photo, x, y, w, h);
  } else {
    const fill = ctx.createLinearGradient(cx - r, cy - r, cx + r, cy + r);
    fill.addColorStop(0, hexA(p.glow, 0.95));
    fill.addColorStop(1, hexA(p.accent, 0.95));
    ctx.fillStyle = fill;
    ctx.fillRect(cx - r, cy - r, 2 * r, 2 * r);
    if (!input.photoPending) {
      ctx.fillStyle = p.bg[0];
      ctx.textAlign = 'center';
      ctx.font = `64px ${DISPLAY}`;
      ctx.fillText(initials(input.starName), cx, cy + 22);
    }
  }
  ctx.restore();

  // sticker
  ctx.save();
  ctx.translate(322, 140);
  ctx.rotate(-0.22);
  burst(ctx, 34, 26, 14);
  ctx.fillStyle = p.accent;
  ctx.fill();
  ctx.fillStyle = p.bg[0];
  ctx.textAlign = 'center';
  ctx.font = `800 9px ${SANS}`;
  ctx.fillText(`${FUTURE_YEARS} YEARS`, 0, -2);
  ctx.fillText('FORWARD', 0, 9);
  ctx.restore();

  // title
  ctx.textAlign = 'center';
  ctx.fillStyle = p.accent;
  ctx.font = `800 11px ${SANS}`;
  spaced(ctx, 3.5);
  ctx.fillText('THE FUTURE', 200 + 1.75, 334);
  spaced(ctx, 0);
  ctx.fillStyle = '#ffffff';
  const title = fit(ctx, input.roleTitle, (s) => `${s}px ${DISPLAY}`, 350, 2, 38, 22);
  ctx.font = `${title.size}px ${DISPLAY}`;
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = 8;
  let y = 340 + title.size * 0.9;
  for (const [i, line] of title.lines.entries()) {
    if (i) y += title.size * 1.0;
    ctx.fillText(line, 200, y);
  }
  ctx.shadowBlur = 0;
  ctx.font = `600 11px ${SANS}`;
  ctx.fillStyle = hexA('#ffffff', 0.88);
  y += 19;
  ctx.fillText(`Starring ${input.starName}`, 200, y);

  // foot: a cover line (when there is room), the barcode and the price
  if (input.coverLine && y < 438) {
    ctx.textAlign = 'left';
    ctx.fillStyle = p.accent;
    ctx.font = `800 8px ${SANS}`;
    spaced(ctx, 1.5);
    ctx.fillText(input.coverLine.label.toUpperCase(), 22, 452);
    spaced(ctx, 0);
    ctx.fillStyle = hexA('#ffffff', 0.92);
    const line = fit(ctx, input.coverLine.text, (s) => `500 ${s}px ${SANS}`, 260, 2, 10, 8);
    ctx.font = `500 ${line.size}px ${SANS}`;
    line.lines.forEach((l, i) => ctx.fillText(l, 22, 464 + i * (line.size + 3)));
  }
  // barcode
  ctx.fillStyle = '#ffffff';
  roundRect(ctx, 324, 442, 54, 32, 3);
  ctx.fill();
  ctx.fillStyle = '#111111';
  let bx = 328;
  const bars = seededRandom(input.roleTitle);
  while (bx < 374) {
    const w = bars() < 0.5 ? 1 : 2;
    ctx.fillRect(bx, 446, w, 19);
    bx += w + (bars() < 0.5 ? 1 : 2);
  }
  ctx.font = `600 6px ${SANS}`;
  ctx.textAlign = 'center';
  ctx.fillText(input.price ?? '€12', 351, 472);

  // watermark
  ctx.textAlign = 'center';
  ctx.font = `700 8.5px ${SANS}`;
  spaced(ctx, 2.4);
  ctx.fillStyle = hexA('#ffffff', 0.7);
  ctx.fillText(`✦ ${input.watermark.toUpperCase()} ✦`, 200 + 1.2, 492);
  spaced(ctx, 0);
  ctx.restore();
}

function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return '★';
  return parts
    .slice(0, 2)
    .map((p) => [...p][0]!.toUpperCase())
    .join('');
}

function burst(ctx: CanvasRenderingContext2D, outer: number, inner: number, points: number) {
  ctx.beginPath();
  for (let i = 0; i < points * 2; i++) {
    const rr = i % 2 ? inner : outer;
    const a = (i * Math.PI) / points;
    ctx.lineTo(Math.sin(a) * rr, -Math.cos(a) * rr);
  }
  ctx.closePath();
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function hexA(hex: string, alpha: number) {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${Math.max(0, Math.min(1, alpha))})`;
}
