import { Check } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import type { MeasureItem } from '@content/measure';
import { cn } from '@web/lib/cn';
import { CirclesPair } from './circles-svg';

/**
 * One item's points as cards in one radio group, the quiz cards' look and keyboard (WAI-ARIA radio pattern: one tab
 * stop, arrows move and select, Home and End). The circles item draws each pair; a scale item shows its number with
 * the end words under the first and last card.
 */
export function ScaleRadioGroup({
  item,
  value,
  onChange,
  labelledBy,
}: {
  item: MeasureItem;
  value: number | undefined;
  onChange(v: number): void;
  labelledBy: string;
}) {
  const points = Array.from({ length: item.max - item.min + 1 }, (_, i) => item.min + i);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const chosen = value === undefined ? -1 : points.indexOf(value);

  const move = (to: number) => {
    const n = points.length;
    const i = ((to % n) + n) % n;
    refs.current[i]?.focus();
    onChange(points[i]!);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const keys: Record<string, number> = {
      ArrowRight: i + 1,
      ArrowDown: i + 1,
      ArrowLeft: i - 1,
      ArrowUp: i - 1,
      Home: 0,
      End: points.length - 1,
    };
    if (e.key in keys) {
      e.preventDefault();
      move(keys[e.key]!);
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      onChange(points[i]!);
    }
  };

  const circles = item.kind === 'circles';
  return (
    <div>
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        className={cn(
          'grid gap-2.5 sm:gap-3',
          circles ? 'grid-cols-2 min-[520px]:grid-cols-4' : points.length === 5 ? 'grid-cols-5' : 'grid-cols-7',
        )}
      >
        {points.map((p, i) => {
          const checked = p === value;
          return (
            <button
              key={p}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={item.labels[i]}
              tabIndex={chosen === -1 ? (i === 0 ? 0 : -1) : i === chosen ? 0 : -1}
              onClick={() => onChange(p)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={cn(
                'group relative flex flex-col items-center justify-center rounded-3xl bg-white shadow-card ring-1 transition-[transform,box-shadow,background-color] duration-200 animate-rise',
                'hover:-translate-y-0.5 active:scale-[0.985]',
                circles ? 'min-h-24 p-3' : 'min-h-16 p-1 sm:min-h-20',
                checked ? 'bg-violet/[0.06] ring-2 ring-violet' : 'ring-line/80 hover:ring-ink/25',
              )}
              style={{ animationDelay: `${i * 35}ms` }}
            >
              {circles ? <CirclesPair level={p} className="h-12 w-full max-w-28" /> : null}
              <span
                className={cn(
                  'font-display tabular-nums text-ink',
                  circles ? 'mt-1 text-sm font-semibold' : 'text-2xl sm:text-3xl',
                )}
              >
                {p}
              </span>
              {checked ? (
                <span
                  className="absolute right-1.5 top-1.5 grid size-5 place-items-center rounded-full bg-violet text-white"
                  aria-hidden="true"
                >
                  <Check className="size-3" strokeWidth={3} />
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div className="mt-2.5 flex justify-between gap-4 text-xs font-semibold text-ink-soft" aria-hidden="true">
        <span>
          {item.min} = {item.anchors.low}
        </span>
        <span className="text-right">
          {item.max} = {item.anchors.high}
        </span>
      </div>
    </div>
  );
}
