import { hashString, seededRandom } from '@core/random.js';

/** Bars for a decorative barcode, drawn from a hash of the cover id: widths in modules, alternating bar/space. */
export function barcodeBars(seed: string, modules = 95): { bars: number[]; digits: string } {
  const rng = seededRandom(`${seed}:barcode`);
  const bars: number[] = [1, 1, 1]; // start guard
  let used = 3;
  while (used < modules - 3) {
    const w = 1 + Math.floor(rng() * 3);
    bars.push(w);
    used += w;
  }
  bars.push(1, 1, 1); // end guard
  const digits = String(hashString(`${seed}:digits`))
    .padStart(10, '7')
    .slice(0, 10);
  return { bars, digits: `9 ${digits.slice(0, 5)} ${digits.slice(5)} 4` };
}
