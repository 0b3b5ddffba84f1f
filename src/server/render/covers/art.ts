import type { RoleTheme } from '@content/roles.js';
import type { CoverStyle } from '@content/cover-copy.js';
import { seededRandom } from '@core/random.js';

/**
 * The drawn layers under the type: a role-themed background (gradient + shapes per theme) and, when the visitor
 * gave no photo, an illustrated bust. Plain SVG strings, rendered by resvg. Coordinates are the 1080x1350 canvas.
 */
export const W = 1080;
export const H = 1350;

export interface ThemePalette {
  /** Background gradient, top to bottom. */
  bg: [string, string, string];
  ink: string;
  accent: string;
  /** Wired duotone: shadows, highlights. */
  neon: [string, string];
}

export const THEME_PALETTES: Record<RoleTheme, ThemePalette> = {
  tech: { bg: ['#0b1026', '#1b2a6b', '#3b5bdb'], ink: '#7dd3fc', accent: '#a78bfa', neon: ['#00f0ff', '#7c3aed'] },
  space: { bg: ['#05060f', '#1a1446', '#4c2a85'], ink: '#c4b5fd', accent: '#fbbf24', neon: ['#22d3ee', '#8b5cf6'] },
  ocean: { bg: ['#022c43', '#045d75', '#0ea5a4'], ink: '#99f6e4', accent: '#fde68a', neon: ['#00e5ff', '#0066ff'] },
  nature: { bg: ['#0f2e1d', '#1f5f3a', '#7fb069'], ink: '#d9f99d', accent: '#fcd34d', neon: ['#a3ff12', '#00a884'] },
  city: { bg: ['#1e1b4b', '#7c2d12', '#f97316'], ink: '#fed7aa', accent: '#fde047', neon: ['#ff8a00', '#ff00a8'] },
  arts: { bg: ['#3b0764', '#be185d', '#fb923c'], ink: '#fbcfe8', accent: '#fde047', neon: ['#ff2bd6', '#ffb800'] },
  health: { bg: ['#083344', '#0f766e', '#5eead4'], ink: '#ccfbf1', accent: '#fda4af', neon: ['#00ffc8', '#ff3d7f'] },
  science: { bg: ['#0c0a3e', '#1e3a8a', '#06b6d4'], ink: '#a5f3fc', accent: '#f0abfc', neon: ['#39ff14', '#00d1ff'] },
  food: { bg: ['#431407', '#b91c1c', '#f59e0b'], ink: '#fde68a', accent: '#86efac', neon: ['#ffde00', '#ff3b30'] },
  society: { bg: ['#2e1065', '#9d174d', '#fb7185'], ink: '#fecdd3', accent: '#fcd34d', neon: ['#ff6ad5', '#8c52ff'] },
};

export type ArtMode = 'rich' | 'light' | 'neon' | 'mono';
export const STYLE_ART_MODE: Record<CoverStyle, ArtMode> = {
  times: 'mono',
  natgeo: 'rich',
  forbes: 'light',
  wired: 'neon',
};

// ---------- colour helpers ----------
const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as [number, number, number];
const toHex = (rgb: number[]) =>
  `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
export const mix = (a: string, b: string, t: number) => {
  const x = hex(a);
  const y = hex(b);
  return toHex(x.map((v, i) => v + (y[i]! - v) * t));
};
export const rgbOf = hex;

/** The same palette in greys of equal luma (the black-and-white style). */
function greyPalette(p: ThemePalette): ThemePalette {
  const g = (c: string) => {
    const [r, gg, b] = hex(c);
    const l = Math.round(r * 0.3 + gg * 0.59 + b * 0.11);
    return toHex([l, l, l]);
  };
  return {
    bg: [g(p.bg[0]), g(p.bg[1]), g(p.bg[2])],
    ink: g(p.ink),
    accent: g(p.accent),
    neon: [g(p.neon[0]), g(p.neon[1])],
  };
}
export const paletteFor = (theme: RoleTheme, style: CoverStyle): ThemePalette =>
  STYLE_ART_MODE[style] === 'mono' ? greyPalette(THEME_PALETTES[theme]) : THEME_PALETTES[theme];

type Rng = () => number;
const r1 = (n: number) => Math.round(n * 10) / 10;

interface Paint {
  /** Main shape colour and opacity. */
  ink: string;
  inkOpacity: number;
  accent: string;
  stroke: string;
  glow: boolean;
}

function paintFor(mode: ArtMode, p: ThemePalette): Paint {
  switch (mode) {
    case 'light':
      return {
        ink: mix(p.bg[1], '#ffffff', 0.35),
        inkOpacity: 0.12,
        accent: mix(p.bg[2], '#ffffff', 0.45),
        stroke: p.bg[1],
        glow: false,
      };
    case 'neon':
      return { ink: p.neon[0], inkOpacity: 0.5, accent: p.neon[1], stroke: p.neon[0], glow: true };
    default:
      return { ink: p.ink, inkOpacity: 0.22, accent: p.accent, stroke: p.ink, glow: false };
  }
}

function gradientStops(mode: ArtMode, p: ThemePalette): [string, string, string] {
  if (mode === 'light') return ['#ffffff', mix('#ffffff', p.bg[2], 0.16), mix('#ffffff', p.bg[1], 0.3)];
  if (mode === 'neon') return ['#04040a', mix('#04040a', p.neon[1], 0.14), '#06060c'];
  return p.bg;
}

/** A stroke that glows in neon mode: a wide faint line under a thin bright one. */
function line(d: string, paint: Paint, width: number, opacity = 1, colour = paint.stroke): string {
  const glow = paint.glow
    ? `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width * 5}" stroke-opacity="${0.12 * opacity}" stroke-linecap="round" stroke-linejoin="round"/>`
    : '';
  return `${glow}<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-opacity="${(paint.glow ? 0.9 : 0.35) * opacity}" stroke-linecap="round" stroke-linejoin="round"/>`;
}
function dot(x: number, y: number, r: number, fill: string, opacity: number) {
  return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${fill}" fill-opacity="${opacity}"/>`;
}

// ---------- one set of shapes per theme ----------
const SHAPES: Record<RoleTheme, (rng: Rng, paint: Paint) => string> = {
  tech(rng, paint) {
    let s = '';
    // perspective grid floor
    for (let i = 0; i <= 12; i++) s += line(`M${540 + (i - 6) * 60} 880 L${540 + (i - 6) * 260} ${H}`, paint, 2, 0.7);
    for (let j = 0; j < 7; j++) {
      const y = 880 + Math.pow(j / 6, 1.8) * 470;
      s += line(`M0 ${r1(y)} L${W} ${r1(y)}`, paint, 2, 0.6);
    }
    // circuit traces with nodes
    for (let i = 0; i < 14; i++) {
      const left = i % 2 === 0;
      let x = left ? 0 : W;
      let y = 120 + rng() * 760;
      let d = `M${x} ${r1(y)}`;
      for (let k = 0; k < 3; k++) {
        x += (left ? 1 : -1) * (60 + rng() * 140);
        d += ` L${r1(x)} ${r1(y)}`;
        y += (rng() - 0.5) * 160;
        x += (left ? 1 : -1) * 40;
        d += ` L${r1(x)} ${r1(y)}`;
      }
      s += line(d, paint, 3) + dot(x, y, 9, paint.accent, paint.glow ? 0.9 : 0.6);
    }
    return s;
  },
  space(rng, paint) {
    let s = '';
    for (let i = 0; i < 160; i++) s += dot(rng() * W, rng() * H, 0.8 + rng() * 2.6, '#ffffff', 0.25 + rng() * 0.6);
    const px = 780 + rng() * 160;
    const py = 300 + rng() * 120;
    s += `<circle cx="${r1(px)}" cy="${r1(py)}" r="150" fill="url(#planet)"/>`;
    s += `<ellipse cx="${r1(px)}" cy="${r1(py)}" rx="250" ry="46" fill="none" stroke="${paint.accent}" stroke-width="6" stroke-opacity="0.7" transform="rotate(-18 ${r1(px)} ${r1(py)})"/>`;
    for (let i = 0; i < 3; i++)
      s += `<ellipse cx="540" cy="760" rx="${520 + i * 160}" ry="${150 + i * 60}" fill="none" stroke="${paint.stroke}" stroke-opacity="${paint.glow ? 0.6 : 0.25}" stroke-width="2" transform="rotate(-12 540 760)"/>`;
    s += dot(140 + rng() * 100, 260 + rng() * 200, 38, paint.accent, 0.5);
    return s;
  },
  ocean(rng, paint) {
    let s = '';
    for (let i = 0; i < 6; i++)
      s += `<polygon points="${r1(100 + i * 180)},0 ${r1(180 + i * 180)},0 ${r1(40 + i * 220 + rng() * 60)},${H} ${r1(-60 + i * 220)},${H}" fill="#ffffff" fill-opacity="${paint.glow ? 0.03 : 0.05}"/>`;
    for (let i = 0; i < 9; i++) {
      const y = 160 + i * 130 + rng() * 30;
      const a = 18 + rng() * 22;
      let d = `M-20 ${r1(y)}`;
      for (let x = -20; x <= W + 120; x += 120)
        d += ` Q${r1(x + 30)} ${r1(y - a)} ${r1(x + 60)} ${r1(y)} T${r1(x + 120)} ${r1(y)}`;
      s += line(d, paint, 3, 0.8 - i * 0.05);
    }
    for (let i = 0; i < 40; i++) {
      const r = 4 + rng() * 18;
      s += `<circle cx="${r1(rng() * W)}" cy="${r1(rng() * H)}" r="${r1(r)}" fill="none" stroke="${paint.stroke}" stroke-opacity="${paint.glow ? 0.7 : 0.4}" stroke-width="2"/>`;
    }
    return s;
  },
  nature(rng, paint) {
    let s = dot(820 + rng() * 120, 260, 120, paint.accent, paint.glow ? 0.35 : 0.45);
    for (let i = 0; i < 4; i++) {
      const y = 560 + i * 150;
      s += `<path d="M0 ${y} C ${r1(240 + rng() * 100)} ${r1(y - 140)}, ${r1(620 + rng() * 100)} ${r1(y + 80)}, ${W} ${r1(y - 60)} L${W} ${H} L0 ${H} Z" fill="${paint.ink}" fill-opacity="${0.07 + i * 0.03}"/>`;
    }
    for (let i = 0; i < 18; i++) {
      const x = rng() * W;
      const y = 80 + rng() * 900;
      const rot = r1(rng() * 360);
      const sz = 30 + rng() * 50;
      s += `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${rot})"><path d="M0 0 C ${r1(sz * 0.6)} ${r1(-sz * 0.5)}, ${r1(sz * 1.4)} ${r1(-sz * 0.3)}, ${r1(sz * 2)} 0 C ${r1(sz * 1.4)} ${r1(sz * 0.3)}, ${r1(sz * 0.6)} ${r1(sz * 0.5)}, 0 0 Z" fill="${paint.ink}" fill-opacity="${paint.inkOpacity + 0.1}"/>${line(`M0 0 L${r1(sz * 2)} 0`, paint, 2, 0.6)}</g>`;
    }
    return s;
  },
  city(rng, paint) {
    let s = dot(800, 330, 140, paint.accent, paint.glow ? 0.3 : 0.5);
    for (let layer = 0; layer < 2; layer++) {
      let x = -20;
      while (x < W) {
        const w = 70 + rng() * 90;
        const h = (layer ? 260 : 420) + rng() * (layer ? 220 : 320);
        const top = H - 200 - h + layer * 140;
        s += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(w - 8)}" height="${r1(h + 400)}" fill="${paint.ink}" fill-opacity="${paint.glow ? 0.08 : 0.12 + layer * 0.08}" ${paint.glow ? `stroke="${paint.stroke}" stroke-opacity="0.6" stroke-width="2"` : ''}/>`;
        for (let wy = top + 20; wy < top + h; wy += 34)
          for (let wx = x + 12; wx < x + w - 24; wx += 24)
            if (rng() < 0.35)
              s += `<rect x="${r1(wx)}" y="${r1(wy)}" width="10" height="14" fill="${paint.accent}" fill-opacity="${paint.glow ? 0.8 : 0.45}"/>`;
        x += w;
      }
    }
    return s;
  },
  arts(rng, paint) {
    let s = '';
    for (let i = 0; i < 7; i++) {
      const cx = rng() * W;
      const cy = rng() * 1000;
      const r = 60 + rng() * 140;
      let d = '';
      const pts = 8;
      for (let k = 0; k <= pts; k++) {
        const a = (k / pts) * Math.PI * 2;
        const rr = r * (0.75 + rng() * 0.45);
        const x = cx + Math.cos(a) * rr;
        const y = cy + Math.sin(a) * rr;
        d +=
          k === 0
            ? `M${r1(x)} ${r1(y)}`
            : ` Q${r1(cx + Math.cos(a - 0.4) * rr * 1.2)} ${r1(cy + Math.sin(a - 0.4) * rr * 1.2)} ${r1(x)} ${r1(y)}`;
      }
      s += `<path d="${d} Z" fill="${i % 2 ? paint.accent : paint.ink}" fill-opacity="${paint.glow ? 0.16 : 0.22}"/>`;
    }
    for (let i = 0; i < 5; i++) {
      const y = 140 + rng() * 900;
      s += line(
        `M${r1(-40 + rng() * 200)} ${r1(y)} C ${r1(300)} ${r1(y - 120)}, ${r1(700)} ${r1(y + 120)}, ${r1(W + 40)} ${r1(y - 40)}`,
        paint,
        18 + rng() * 16,
        0.7,
        i % 2 ? paint.accent : paint.stroke,
      );
    }
    for (let i = 0; i < 40; i++)
      s += `<rect x="${r1(rng() * W)}" y="${r1(rng() * H)}" width="14" height="6" fill="${i % 2 ? paint.accent : paint.ink}" fill-opacity="0.6" transform="rotate(${r1(rng() * 180)})"/>`;
    return s;
  },
  health(rng, paint) {
    let s = '';
    for (let i = 0; i < 6; i++)
      s += dot(rng() * W, rng() * 1000, 80 + rng() * 160, paint.ink, paint.glow ? 0.05 : 0.09);
    const y = 420 + rng() * 120;
    s += line(
      `M0 ${r1(y)} L300 ${r1(y)} L340 ${r1(y - 120)} L390 ${r1(y + 150)} L440 ${r1(y - 60)} L470 ${r1(y)} L${W} ${r1(y)}`,
      paint,
      7,
      1,
      paint.accent,
    );
    for (let i = 0; i < 12; i++) {
      const x = rng() * W;
      const cy = rng() * 1100;
      const k = 14 + rng() * 18;
      s += `<path d="M${r1(x - k)} ${r1(cy)} h${r1(2 * k)} M${r1(x)} ${r1(cy - k)} v${r1(2 * k)}" stroke="${paint.stroke}" stroke-width="${r1(k * 0.55)}" stroke-opacity="${paint.glow ? 0.8 : 0.4}" stroke-linecap="round"/>`;
    }
    return s;
  },
  science(rng, paint) {
    let s = '';
    const r = 56;
    for (let row = 0; row < 14; row++)
      for (let col = 0; col < 11; col++) {
        if (rng() < 0.55) continue;
        const cx = col * r * 1.75 + (row % 2) * r * 0.87;
        const cy = row * r * 1.5;
        const pts = Array.from(
          { length: 6 },
          (_, k) =>
            `${r1(cx + r * Math.cos((Math.PI / 3) * k + Math.PI / 6))},${r1(cy + r * Math.sin((Math.PI / 3) * k + Math.PI / 6))}`,
        ).join(' ');
        s += `<polygon points="${pts}" fill="none" stroke="${paint.stroke}" stroke-opacity="${paint.glow ? 0.55 : 0.22}" stroke-width="2"/>`;
      }
    const ax = 200 + rng() * 100;
    const ay = 300 + rng() * 100;
    for (let k = 0; k < 3; k++)
      s += `<ellipse cx="${r1(ax)}" cy="${r1(ay)}" rx="130" ry="44" fill="none" stroke="${paint.accent}" stroke-width="5" stroke-opacity="0.7" transform="rotate(${k * 60} ${r1(ax)} ${r1(ay)})"/>`;
    s += dot(ax, ay, 18, paint.accent, 0.9);
    let px = 760;
    let py = 200;
    for (let k = 0; k < 5; k++) {
      const nx = px + (rng() - 0.3) * 160;
      const ny = py + 70 + rng() * 60;
      s += line(`M${r1(px)} ${r1(py)} L${r1(nx)} ${r1(ny)}`, paint, 5);
      s += dot(px, py, 16, paint.ink, 0.6);
      px = nx;
      py = ny;
    }
    return s;
  },
  food(rng, paint) {
    let s = '';
    for (let i = 0; i < 6; i++) {
      const cx = rng() * W;
      const cy = rng() * 1100;
      const r = 70 + rng() * 110;
      s += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${paint.ink}" fill-opacity="${paint.glow ? 0.06 : 0.12}" stroke="${paint.stroke}" stroke-opacity="${paint.glow ? 0.7 : 0.3}" stroke-width="4"/>`;
      s += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.7)}" fill="none" stroke="${paint.stroke}" stroke-opacity="${paint.glow ? 0.5 : 0.2}" stroke-width="2"/>`;
    }
    for (let i = 0; i < 60; i++)
      s += `<ellipse cx="${r1(rng() * W)}" cy="${r1(rng() * H)}" rx="7" ry="4" fill="${paint.accent}" fill-opacity="0.55" transform="rotate(${r1(rng() * 180)})"/>`;
    for (let i = 0; i < 8; i++) {
      const x = rng() * W;
      const y = rng() * 1000;
      s += `<path d="M${r1(x)} ${r1(y)} q 40 -60 90 -10 q -40 60 -90 10 Z" fill="${paint.accent}" fill-opacity="${paint.glow ? 0.5 : 0.35}"/>`;
    }
    return s;
  },
  society(rng, paint) {
    let s = '';
    const nodes: [number, number][] = Array.from({ length: 22 }, () => [rng() * W, 60 + rng() * 1000]);
    for (let i = 0; i < nodes.length; i++)
      for (let j = i + 1; j < nodes.length; j++) {
        const [ax, ay] = nodes[i]!;
        const [bx, by] = nodes[j]!;
        if (Math.hypot(ax - bx, ay - by) < 260) s += line(`M${r1(ax)} ${r1(ay)} L${r1(bx)} ${r1(by)}`, paint, 2, 0.8);
      }
    for (const [x, y] of nodes)
      s += dot(x, y, 10 + rng() * 14, rng() < 0.5 ? paint.accent : paint.ink, paint.glow ? 0.85 : 0.5);
    for (let i = 0; i < 9; i++) {
      const x = 60 + i * 120;
      s +=
        dot(x, 1060 + (i % 2) * 30, 40, paint.ink, 0.14) +
        `<rect x="${x - 60}" y="${1110 + (i % 2) * 30}" width="120" height="260" rx="60" fill="${paint.ink}" fill-opacity="0.14"/>`;
    }
    return s;
  },
};

/** The background: a gradient, the theme's shapes and a soft vignette. */
export function backgroundSvg(theme: RoleTheme, style: CoverStyle, seed: string, extra = ''): string {
  const mode = STYLE_ART_MODE[style];
  const p = paletteFor(theme, style);
  const paint = paintFor(mode, p);
  const [a, b, c] = gradientStops(mode, p);
  const rng = seededRandom(`${seed}:bg`);
  const vignette = mode === 'light' ? '' : `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="0.55" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient>
<radialGradient id="vig" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>
<radialGradient id="planet" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${mode === 'light' ? mix(p.bg[2], '#ffffff', 0.7) : p.accent}"/><stop offset="1" stop-color="${mode === 'light' ? mix(p.bg[1], '#ffffff', 0.6) : p.bg[1]}"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${SHAPES[theme](rng, paint)}
${vignette}
${extra}
</svg>`;
}

// ---------- the illustrated bust, for covers without a photo ----------
export interface FigureBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A stylised head-and-shoulders figure in the style's colours: no face, just shape and light. */
export function figureSvg(theme: RoleTheme, style: CoverStyle, seed: string, box: FigureBox): string {
  const mode = STYLE_ART_MODE[style];
  const p = paletteFor(theme, style);
  const rng = seededRandom(`${seed}:figure`);
  const cx = box.x + box.w / 2;
  const s = box.w / 800;
  const headY = box.y + box.h * 0.36;
  const skin =
    mode === 'neon'
      ? '#10101f'
      : mode === 'light'
        ? mix(p.bg[0], '#0b1530', 0.3)
        : mode === 'mono'
          ? '#d9d9d9'
          : mix(p.accent, '#7a4a2a', 0.45);
  const cloth =
    mode === 'neon'
      ? '#0b0b16'
      : mode === 'light'
        ? mix(p.bg[1], '#0b1530', 0.35)
        : mode === 'mono'
          ? '#3a3a3a'
          : mix(p.bg[0], '#000000', 0.2);
  const hair = mode === 'neon' ? '#0b0b16' : mode === 'mono' ? '#161616' : mix(p.bg[0], '#000000', 0.55);
  const rim = mode === 'neon' ? p.neon[0] : mode === 'light' ? p.bg[2] : mode === 'mono' ? '#ffffff' : p.ink;
  const rim2 = mode === 'neon' ? p.neon[1] : p.accent;
  const hx = 118 * s;
  const hy = 148 * s;
  const shoulderTop = headY + hy + 120 * s;
  const hairStyle = Math.floor(rng() * 4);
  const hairPath = [
    // short crop
    `M${cx - hx * 1.05} ${headY - hy * 0.05} C ${cx - hx * 1.1} ${headY - hy * 1.25}, ${cx + hx * 1.1} ${headY - hy * 1.25}, ${cx + hx * 1.05} ${headY - hy * 0.05} C ${cx + hx * 0.7} ${headY - hy * 0.7}, ${cx - hx * 0.6} ${headY - hy * 0.75}, ${cx - hx * 1.05} ${headY - hy * 0.05} Z`,
    // long, falling behind the shoulders
    `M${cx - hx * 1.15} ${headY + hy * 1.6} C ${cx - hx * 1.5} ${headY - hy * 0.4}, ${cx - hx * 0.9} ${headY - hy * 1.3}, ${cx} ${headY - hy * 1.12} C ${cx + hx * 0.9} ${headY - hy * 1.3}, ${cx + hx * 1.5} ${headY - hy * 0.4}, ${cx + hx * 1.15} ${headY + hy * 1.6} Z`,
    // curls
    Array.from({ length: 11 }, (_, i) => {
      const a = Math.PI + (i / 10) * Math.PI;
      const r = 40 * s + rng() * 12 * s;
      const x = cx + Math.cos(a) * hx * 1.02;
      const y = headY - hy * 0.15 + Math.sin(a) * hy * 0.95;
      return `M${r1(x + r)} ${r1(y)} A ${r1(r)} ${r1(r)} 0 1 0 ${r1(x - r)} ${r1(y)} A ${r1(r)} ${r1(r)} 0 1 0 ${r1(x + r)} ${r1(y)} Z`;
    }).join(' '),
    // bun
    `M${cx - hx * 1.04} ${headY} C ${cx - hx * 1.1} ${headY - hy * 1.2}, ${cx + hx * 1.1} ${headY - hy * 1.2}, ${cx + hx * 1.04} ${headY} C ${cx + hx * 0.6} ${headY - hy * 0.6}, ${cx - hx * 0.6} ${headY - hy * 0.6}, ${cx - hx * 1.04} ${headY} Z M${cx + 62 * s} ${headY - hy * 1.05} a ${62 * s} ${62 * s} 0 1 0 ${-124 * s} 0 a ${62 * s} ${62 * s} 0 1 0 ${124 * s} 0 Z`,
  ][hairStyle]!;
  const behind = hairStyle === 1 ? `<path d="${hairPath}" fill="${hair}"/>` : '';
  const front = hairStyle === 1 ? '' : `<path d="${hairPath}" fill="${hair}"/>`;
  const body = `M${cx - 400 * s} ${box.y + box.h + 10} C ${cx - 390 * s} ${shoulderTop + 40 * s}, ${cx - 260 * s} ${shoulderTop}, ${cx - 120 * s} ${shoulderTop - 10 * s} L ${cx + 120 * s} ${shoulderTop - 10 * s} C ${cx + 260 * s} ${shoulderTop}, ${cx + 390 * s} ${shoulderTop + 40 * s}, ${cx + 400 * s} ${box.y + box.h + 10} Z`;
  const neck = `M${cx - 52 * s} ${headY + hy * 0.6} L${cx - 58 * s} ${shoulderTop + 10 * s} Q ${cx} ${shoulderTop + 70 * s} ${cx + 58 * s} ${shoulderTop + 10 * s} L${cx + 52 * s} ${headY + hy * 0.6} Z`;
  const collar = `M${cx - 120 * s} ${shoulderTop - 10 * s} L${cx} ${shoulderTop + 150 * s} L${cx + 120 * s} ${shoulderTop - 10 * s}`;
  const halo = mode === 'light' ? p.bg[2] : rim2;
  // an egg-shaped head: wide at the temples, narrower at the chin
  const head = `M${r1(cx)} ${r1(headY - hy)} C ${r1(cx + hx * 1.1)} ${r1(headY - hy)}, ${r1(cx + hx * 1.05)} ${r1(headY + hy * 0.35)}, ${r1(cx + hx * 0.62)} ${r1(headY + hy * 0.8)} Q ${r1(cx)} ${r1(headY + hy * 1.16)} ${r1(cx - hx * 0.62)} ${r1(headY + hy * 0.8)} C ${r1(cx - hx * 1.05)} ${r1(headY + hy * 0.35)}, ${r1(cx - hx * 1.1)} ${r1(headY - hy)}, ${r1(cx)} ${r1(headY - hy)} Z`;
  // a calm, smiling face in a few strokes
  const featureInk = mode === 'neon' ? rim : mix(skin, '#000000', mode === 'mono' ? 0.7 : 0.6);
  const fw = r1(7 * s);
  const eyeY = headY + hy * 0.02;
  const eyes = [-1, 1]
    .map(
      (d) =>
        `<path d="M${r1(cx + d * hx * 0.42 - 20 * s)} ${r1(eyeY)} Q ${r1(cx + d * hx * 0.42)} ${r1(eyeY - 16 * s)} ${r1(cx + d * hx * 0.42 + 20 * s)} ${r1(eyeY)}" fill="none" stroke="${featureInk}" stroke-width="${fw}" stroke-linecap="round"/>`,
    )
    .join('');
  const brows = [-1, 1]
    .map(
      (d) =>
        `<path d="M${r1(cx + d * hx * 0.42 - 26 * s)} ${r1(eyeY - 40 * s)} Q ${r1(cx + d * hx * 0.42)} ${r1(eyeY - 54 * s)} ${r1(cx + d * hx * 0.42 + 26 * s)} ${r1(eyeY - 42 * s)}" fill="none" stroke="${mode === 'neon' ? rim : hair}" stroke-width="${r1(9 * s)}" stroke-linecap="round"/>`,
    )
    .join('');
  const nose = `<path d="M${r1(cx + 4 * s)} ${r1(eyeY + 24 * s)} Q ${r1(cx - 14 * s)} ${r1(eyeY + 70 * s)} ${r1(cx + 10 * s)} ${r1(eyeY + 74 * s)}" fill="none" stroke="${featureInk}" stroke-opacity="0.6" stroke-width="${r1(5 * s)}" stroke-linecap="round"/>`;
  const smile = `<path d="M${r1(cx - 40 * s)} ${r1(eyeY + 108 * s)} Q ${r1(cx)} ${r1(eyeY + 140 * s)} ${r1(cx + 40 * s)} ${r1(eyeY + 108 * s)}" fill="none" stroke="${featureInk}" stroke-width="${fw}" stroke-linecap="round"/>`;
  const cheeks =
    mode === 'neon'
      ? ''
      : [-1, 1]
          .map(
            (d) =>
              `<ellipse cx="${r1(cx + d * hx * 0.55)}" cy="${r1(eyeY + 70 * s)}" rx="${r1(26 * s)}" ry="${r1(14 * s)}" fill="${mode === 'mono' ? '#9a9a9a' : '#e0705a'}" fill-opacity="0.28"/>`,
          )
          .join('');
  const face = eyes + brows + nose + smile + cheeks;
  const stroke = mode === 'neon' ? `stroke="${rim}" stroke-width="${r1(5 * s)}"` : '';
  return `<defs>
<linearGradient id="figRim" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${rim}" stop-opacity="${mode === 'neon' ? 0.9 : 0.55}"/><stop offset="0.35" stop-color="${rim}" stop-opacity="0"/><stop offset="0.7" stop-color="${rim2}" stop-opacity="0"/><stop offset="1" stop-color="${rim2}" stop-opacity="${mode === 'neon' ? 0.9 : 0.45}"/></linearGradient>
<radialGradient id="figLight" cx="0.32" cy="0.28" r="0.85"><stop offset="0" stop-color="#ffffff" stop-opacity="${mode === 'neon' ? 0.08 : 0.22}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<radialGradient id="figHalo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${halo}" stop-opacity="0.55"/><stop offset="1" stop-color="${halo}" stop-opacity="0"/></radialGradient>
</defs>
<circle cx="${r1(cx)}" cy="${r1(headY)}" r="${r1(360 * s)}" fill="url(#figHalo)"/>
<circle cx="${r1(cx)}" cy="${r1(headY)}" r="${r1(250 * s)}" fill="none" stroke="${halo}" stroke-opacity="0.6" stroke-width="${r1(6 * s)}"/>
${behind}
<path d="${neck}" fill="${skin}" ${stroke}/>
<path d="${body}" fill="${cloth}" ${stroke}/>
<path d="${body}" fill="url(#figRim)"/>
<path d="${collar}" fill="none" stroke="${rim2}" stroke-opacity="0.8" stroke-width="${r1(10 * s)}" stroke-linejoin="round"/>
<ellipse cx="${r1(cx - hx * 0.98)}" cy="${r1(headY + hy * 0.08)}" rx="${r1(22 * s)}" ry="${r1(36 * s)}" fill="${skin}" ${stroke}/>
<ellipse cx="${r1(cx + hx * 0.98)}" cy="${r1(headY + hy * 0.08)}" rx="${r1(22 * s)}" ry="${r1(36 * s)}" fill="${skin}" ${stroke}/>
<path d="${head}" fill="${skin}" ${stroke}/>
<path d="${head}" fill="url(#figLight)"/>
${face}
${front}
<circle cx="${r1(cx + 190 * s)}" cy="${r1(shoulderTop + 120 * s)}" r="${r1(26 * s)}" fill="${rim2}" fill-opacity="0.9"/>`;
}
