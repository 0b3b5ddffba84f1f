/**
 * One of the seven pairs of circles of the future self-continuity measure (Ersner-Hershfield et al., 2009;
 * docs/product/measure.md#the-items): 'current self' on the left, 'future self' on the right, from apart (1) to
 * almost one (7). Drawn, not an image, so it is sharp at any size and in any theme.
 */
export function CirclesPair({ level, className }: { level: number; className?: string }) {
  const r = 22;
  // centre distance: 1 → apart with a gap, 2 → touching, then overlapping more each step, 7 → nearly one
  const distances = [56, 44, 36, 28, 20, 11, 3];
  const d = distances[Math.min(Math.max(level, 1), 7) - 1]!;
  const cx = 50;
  const left = cx - d / 2;
  const right = cx + d / 2;
  return (
    <svg viewBox="0 0 100 56" className={className} aria-hidden="true" focusable="false">
      <circle cx={left} cy={28} r={r} fill="rgb(109 74 255 / 0.18)" stroke="#6d4aff" strokeWidth={2} />
      <circle cx={right} cy={28} r={r} fill="rgb(255 79 121 / 0.16)" stroke="#ff4f79" strokeWidth={2} />
    </svg>
  );
}
