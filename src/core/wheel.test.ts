import { describe, expect, it } from 'vitest';
import { seeded } from '../../tests/helpers/seeded-random';
import {
  CHARGE_THRESHOLD_MS,
  HOLD_MAX_MS,
  MAX_SPIN_MS,
  RESULT_DELAY_MS,
  chargeFraction,
  planSpin,
  reducedMotionRotationDeg,
  rotationDeg,
  segmentAtPointer,
  segmentCentreDeg,
  spinDurationMs,
  startsSpin,
} from './wheel';

const mod = (x: number, m: number) => ((x % m) + m) % m;

describe('charge and threshold', () => {
  it('has the spec constants', () => {
    expect(HOLD_MAX_MS).toBe(5000);
    expect(CHARGE_THRESHOLD_MS).toBe(100);
    expect(RESULT_DELAY_MS).toBe(2000);
  });

  it('charges linearly and caps at 1 after 5 s', () => {
    expect(chargeFraction(0)).toBe(0);
    expect(chargeFraction(2500)).toBe(0.5);
    expect(chargeFraction(5000)).toBe(1);
    expect(chargeFraction(12_000)).toBe(1);
    expect(chargeFraction(-50)).toBe(0);
    expect(chargeFraction(Number.NaN)).toBe(0);
  });

  it('starts a spin only after more than 0.1 s', () => {
    expect(startsSpin(0)).toBe(false);
    expect(startsSpin(99)).toBe(false);
    expect(startsSpin(100)).toBe(false);
    expect(startsSpin(100.5)).toBe(true);
    expect(startsSpin(101)).toBe(true);
    expect(startsSpin(Number.NaN)).toBe(false);
  });
});

describe('spin duration', () => {
  it('is 3000 ms plus 500 ms per second held', () => {
    expect(spinDurationMs(0)).toBe(3000);
    expect(spinDurationMs(101)).toBeCloseTo(3050.5);
    expect(spinDurationMs(2000)).toBe(4000);
    expect(spinDurationMs(5000)).toBe(5500);
  });

  it('counts at most 5 s of hold and never exceeds 8000 ms', () => {
    expect(spinDurationMs(60_000)).toBe(5500);
    for (let h = 0; h < 100_000; h += 777) expect(spinDurationMs(h)).toBeLessThanOrEqual(MAX_SPIN_MS);
  });
});

describe('rotation', () => {
  it('turns 1800° + 360° per second held + an offset below one turn', () => {
    for (const held of [0, 1000, 2500, 5000, 9000]) {
      const base = 1800 + (360 * Math.min(held, 5000)) / 1000;
      const r = rotationDeg(held, 3, 162, 0);
      expect(r).toBeGreaterThanOrEqual(base);
      expect(r).toBeLessThan(base + 360);
    }
  });

  it('stops the pointer on segment 0 centre from rest with no hold', () => {
    // Segment 0's centre is at s/2 clockwise; to bring it to the top the wheel turns 1800 + (360 - s/2).
    const s = 360 / 8;
    expect(rotationDeg(0, 0, 8, 0)).toBeCloseTo(1800 + 360 - s / 2);
    expect(segmentAtPointer(rotationDeg(0, 0, 8, 0), 8)).toBe(0);
  });

  it('lands inside the chosen segment, on its centre, for many random cases', () => {
    const random = seeded(42);
    for (let i = 0; i < 5000; i++) {
      const roleCount = 2 + Math.floor(random() * 300);
      const roleIndex = Math.floor(random() * roleCount);
      const held = random() * 7000;
      const current = (random() - 0.3) * 1e6;
      const final = current + rotationDeg(held, roleIndex, roleCount, current);
      expect(segmentAtPointer(final, roleCount)).toBe(roleIndex);
      // The pointer sits on the centre: (centre + final) ≡ 0 (mod 360), within float error.
      const miss = mod(segmentCentreDeg(roleIndex, roleCount) + final, 360);
      expect(Math.min(miss, 360 - miss)).toBeLessThan(1e-6);
    }
  });

  it('keeps spinning from where the last spin stopped (Spin Again)', () => {
    const random = seeded(7);
    let rotation = 0;
    for (let i = 0; i < 200; i++) {
      const roleIndex = Math.floor(random() * 162);
      const plan = planSpin({ heldMs: random() * 5000, roleIndex, roleCount: 162, currentRotation: rotation });
      expect(plan.finalRotation).toBeGreaterThan(rotation + 1799);
      expect(segmentAtPointer(plan.finalRotation, 162)).toBe(roleIndex);
      rotation = plan.finalRotation;
    }
  });

  it('has a short, calm reduced-motion variant that still lands on the role', () => {
    const plan = planSpin({
      heldMs: 5000,
      roleIndex: 17,
      roleCount: 162,
      currentRotation: 1234.5,
      reducedMotion: true,
    });
    expect(plan.durationMs).toBe(900);
    expect(plan.deltaDeg).toBeGreaterThanOrEqual(360);
    expect(plan.deltaDeg).toBeLessThan(720);
    expect(segmentAtPointer(plan.finalRotation, 162)).toBe(17);
    expect(reducedMotionRotationDeg(17, 162, 1234.5)).toBe(plan.deltaDeg);
  });

  it('refuses an index outside the wheel', () => {
    expect(() => rotationDeg(1000, 162, 162, 0)).toThrow(RangeError);
    expect(() => rotationDeg(1000, -1, 162, 0)).toThrow(RangeError);
    expect(() => rotationDeg(1000, 0, 0, 0)).toThrow(RangeError);
  });
});
