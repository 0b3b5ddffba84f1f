/**
 * The wheel of destiny: constants and pure formulas (docs/product/journey.md#wheel).
 *
 * Geometry: the wheel is drawn with segment i spanning [i·s, (i+1)·s) degrees clockwise from the top, s = 360/n.
 * The wheel element is rotated clockwise by a cumulative `rotation` (CSS `rotate(<rotation>deg)`); the pointer is
 * fixed at the top (0°). A point drawn at angle a on the wheel shows at screen angle (a + rotation) mod 360.
 *
 * Hold: the charge grows with the hold and is full at HOLD_MAX_MS; holding longer adds nothing (the hold used by
 * every formula is capped at 5 s, so the 8 s spin cap is a guard that the product's numbers never reach).
 */
export const HOLD_MAX_MS = 5000;
/** A release after MORE than this many ms of charging starts a spin (100 ms: no spin, 101 ms: spin). */
export const CHARGE_THRESHOLD_MS = 100;
export const BASE_SPIN_MS = 3000;
export const SPIN_MS_PER_HELD_SECOND = 500;
export const MAX_SPIN_MS = 8000;
export const BASE_ROTATION_DEG = 1800;
export const ROTATION_DEG_PER_HELD_SECOND = 360;
/** Pause between the wheel stopping and the result screen. */
export const RESULT_DELAY_MS = 2000;
/** prefers-reduced-motion: a short, calm spin of one turn plus the offset. */
export const REDUCED_MOTION_SPIN_MS = 900;
export const REDUCED_MOTION_ROTATION_DEG = 360;

/** Positive modulo: always in [0, m). */
function mod(x: number, m: number): number {
  const r = x % m;
  return r < 0 ? r + m : r;
}

/** The hold in ms, clamped to [0, HOLD_MAX_MS]. */
export function clampHold(heldMs: number): number {
  if (!Number.isFinite(heldMs) || heldMs <= 0) return 0;
  return Math.min(heldMs, HOLD_MAX_MS);
}

/** Charge shown while holding: held / 5000, capped at 1. */
export function chargeFraction(heldMs: number): number {
  return clampHold(heldMs) / HOLD_MAX_MS;
}

/** Whether releasing after `heldMs` starts a spin (strictly more than 100 ms). */
export function startsSpin(heldMs: number): boolean {
  return Number.isFinite(heldMs) && heldMs > CHARGE_THRESHOLD_MS;
}

/** Seconds of hold that count (capped at 5). */
export function heldSeconds(heldMs: number): number {
  return clampHold(heldMs) / 1000;
}

/** 3000 ms + 500 ms per second held, capped at 8000 ms. */
export function spinDurationMs(heldMs: number): number {
  return Math.min(BASE_SPIN_MS + SPIN_MS_PER_HELD_SECOND * heldSeconds(heldMs), MAX_SPIN_MS);
}

export function segmentAngle(roleCount: number): number {
  if (!Number.isInteger(roleCount) || roleCount < 1) throw new RangeError('roleCount must be a positive integer');
  return 360 / roleCount;
}

/** Centre of segment `index`, in wheel degrees clockwise from the top. */
export function segmentCentreDeg(index: number, roleCount: number): number {
  return (index + 0.5) * segmentAngle(roleCount);
}

/** Degrees to add to `currentRotation` after `base` so the pointer ends on the centre of segment `index`. */
function offsetDeg(base: number, index: number, roleCount: number, currentRotation: number): number {
  if (!Number.isInteger(index) || index < 0 || index >= roleCount) throw new RangeError('role index out of range');
  return mod(-(currentRotation + base + segmentCentreDeg(index, roleCount)), 360);
}

/**
 * How far to turn the wheel (clockwise, degrees) from `currentRotation`: 1800 + 360 per second held, plus the
 * offset (0 to 360) that stops the pointer on the centre of segment `roleIndex`.
 * The wheel's new rotation is `currentRotation + rotationDeg(...)`.
 */
export function rotationDeg(heldMs: number, roleIndex: number, roleCount: number, currentRotation: number): number {
  const base = BASE_ROTATION_DEG + ROTATION_DEG_PER_HELD_SECOND * heldSeconds(heldMs);
  return base + offsetDeg(base, roleIndex, roleCount, currentRotation);
}

/** Reduced-motion variant: one turn plus the offset. */
export function reducedMotionRotationDeg(roleIndex: number, roleCount: number, currentRotation: number): number {
  return REDUCED_MOTION_ROTATION_DEG + offsetDeg(REDUCED_MOTION_ROTATION_DEG, roleIndex, roleCount, currentRotation);
}

/** The segment under the pointer for a wheel rotated by `rotation` degrees. */
export function segmentAtPointer(rotation: number, roleCount: number): number {
  const s = segmentAngle(roleCount);
  return Math.min(Math.floor(mod(-rotation, 360) / s), roleCount - 1);
}

export interface SpinPlan {
  durationMs: number;
  /** Degrees to turn by. */
  deltaDeg: number;
  /** The wheel's rotation once stopped (currentRotation + deltaDeg). */
  finalRotation: number;
}

/** Everything the wheel needs to animate one spin. */
export function planSpin(opts: {
  heldMs: number;
  roleIndex: number;
  roleCount: number;
  currentRotation: number;
  reducedMotion?: boolean;
}): SpinPlan {
  const { heldMs, roleIndex, roleCount, currentRotation } = opts;
  const deltaDeg = opts.reducedMotion
    ? reducedMotionRotationDeg(roleIndex, roleCount, currentRotation)
    : rotationDeg(heldMs, roleIndex, roleCount, currentRotation);
  return {
    durationMs: opts.reducedMotion ? REDUCED_MOTION_SPIN_MS : spinDurationMs(heldMs),
    deltaDeg,
    finalRotation: currentRotation + deltaDeg,
  };
}
