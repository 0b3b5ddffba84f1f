import { memo } from 'react';
import type { FutureRole, RoleTheme } from '@content/roles';

/** One colour per role theme, so a segment's colour says something about the job. */
export const THEME_COLOURS: Record<RoleTheme, string> = {
  tech: '#6b4dff',
  space: '#2f2a7a',
  ocean: '#0b8fb8',
  nature: '#1fbf8f',
  city: '#ff8a3d',
  arts: '#ff4f79',
  health: '#f472b6',
  science: '#38bdf8',
  food: '#ffb020',
  society: '#a855f7',
};

const C = 500;
const R = 462;
const RIM = 492;

const pt = (deg: number, r: number) => {
  const a = (deg * Math.PI) / 180;
  return `${(C + r * Math.sin(a)).toFixed(2)} ${(C - r * Math.cos(a)).toFixed(2)}`;
};

/**
 * The wheel face: segment i spans [i·s, (i+1)·s) degrees clockwise from the top (core/wheel.ts geometry).
 * Static: the parent rotates it. Labels only where there is room (large screens).
 */
export const WheelFace = memo(function WheelFace({ roles, labels }: { roles: readonly FutureRole[]; labels: boolean }) {
  const n = roles.length;
  const s = 360 / n;
  const bulbs = 36;
  return (
    <svg viewBox="0 0 1000 1000" className="block size-full" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="wheel-sheen" cx="50%" cy="38%" r="62%">
          <stop offset="0%" stopColor="#fff" stopOpacity="0.28" />
          <stop offset="55%" stopColor="#fff" stopOpacity="0.04" />
          <stop offset="100%" stopColor="#000" stopOpacity="0.18" />
        </radialGradient>
      </defs>
      <circle cx={C} cy={C} r={RIM + 6} fill="#16122e" />
      {roles.map((role, i) => (
        <path
          key={i}
          d={`M${C} ${C} L${pt(i * s, R)} A${R} ${R} 0 0 1 ${pt((i + 1) * s, R)} Z`}
          fill={THEME_COLOURS[role.theme]}
          fillOpacity={i % 2 ? 0.82 : 1}
          stroke="#16122e"
          strokeOpacity={0.25}
          strokeWidth={0.8}
        />
      ))}
      {labels ? (
        <g
          fill="#fff"
          fontFamily="Inter Variable, Inter, system-ui, sans-serif"
          fontSize="9.5"
          fontWeight="600"
          letterSpacing="0.2"
        >
          {roles.map((role, i) => (
            <text
              key={i}
              transform={`rotate(${(i + 0.5) * s - 90} ${C} ${C})`}
              x={C + R - 14}
              y={C}
              textAnchor="end"
              dominantBaseline="central"
            >
              {role.title}
            </text>
          ))}
        </g>
      ) : null}
      <circle cx={C} cy={C} r={R} fill="url(#wheel-sheen)" />
      {/* the rim with its lights */}
      <circle cx={C} cy={C} r={(R + RIM) / 2 + 3} fill="none" stroke="#16122e" strokeWidth={RIM - R + 6} />
      {Array.from({ length: bulbs }, (_, i) => {
        const [x, y] = pt((i * 360) / bulbs, (R + RIM) / 2 + 4).split(' ');
        return (
          <circle
            key={i}
            cx={x}
            cy={y}
            r={7}
            fill={i % 2 ? '#ffb020' : '#fff6dc'}
            className={i % 2 ? 'wheel-bulb-a' : 'wheel-bulb-b'}
          />
        );
      })}
    </svg>
  );
});
