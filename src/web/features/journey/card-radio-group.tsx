import { Check } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@web/lib/cn';

export interface ChoiceCard {
  id: string;
  emoji: string;
  title: string;
  description: string;
}

interface CardRadioGroupProps {
  cards: readonly ChoiceCard[];
  value: string | undefined;
  onChange(id: string): void;
  labelledBy: string;
}

/**
 * Four picture cards as one radio group (WAI-ARIA radio pattern): a single tab stop (the chosen card, else the
 * first); arrow keys move and select; Space and Enter select; Home and End jump to the ends.
 */
export function CardRadioGroup({ cards, value, onChange, labelledBy }: CardRadioGroupProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const chosenIndex = cards.findIndex((c) => c.id === value);
  const tabIndexOf = (i: number) => (chosenIndex === -1 ? (i === 0 ? 0 : -1) : i === chosenIndex ? 0 : -1);

  const move = (to: number) => {
    const n = cards.length;
    const i = ((to % n) + n) % n;
    refs.current[i]?.focus();
    onChange(cards[i]!.id);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    switch (e.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        e.preventDefault();
        move(i + 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        e.preventDefault();
        move(i - 1);
        break;
      case 'Home':
        e.preventDefault();
        move(0);
        break;
      case 'End':
        e.preventDefault();
        move(cards.length - 1);
        break;
      case ' ':
      case 'Enter':
        e.preventDefault();
        onChange(cards[i]!.id);
        break;
    }
  };

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid grid-cols-2 gap-3 sm:gap-4">
      {cards.map((c, i) => {
        const checked = c.id === value;
        return (
          <button
            key={c.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={tabIndexOf(i)}
            onClick={() => onChange(c.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={cn(
              'group relative flex min-h-[11.5rem] flex-col items-start rounded-3xl bg-white p-4 text-left shadow-card ring-1 transition-[transform,box-shadow,background-color] duration-200 animate-rise sm:min-h-[10.5rem] sm:p-5',
              'hover:-translate-y-0.5 hover:shadow-[0_14px_30px_-16px_rgb(22_18_46/0.45)] active:scale-[0.985]',
              checked ? 'bg-violet/[0.06] ring-2 ring-violet' : 'ring-line/80 hover:ring-ink/25',
            )}
            style={{ animationDelay: `${i * 45}ms` }}
          >
            <span
              className={cn(
                'grid size-14 place-items-center rounded-2xl text-[2rem] leading-none transition-transform duration-300 sm:size-[3.75rem] sm:text-[2.2rem]',
                checked ? 'scale-105 bg-white shadow-card' : 'bg-cream group-hover:scale-105',
              )}
              aria-hidden="true"
            >
              {c.emoji}
            </span>
            <span className="mt-3 text-[15px] font-semibold leading-snug text-ink sm:text-base">{c.title}</span>
            <span className="mt-1 text-[13px] leading-snug text-ink-soft sm:text-sm">{c.description}</span>
            <span
              className={cn(
                'absolute right-3 top-3 grid size-7 place-items-center rounded-full transition-all duration-200',
                checked
                  ? 'scale-100 bg-violet text-white opacity-100'
                  : 'scale-75 bg-ink/5 text-transparent opacity-0 group-hover:opacity-100',
              )}
              aria-hidden="true"
            >
              <Check className="size-4" strokeWidth={3} />
            </span>
          </button>
        );
      })}
    </div>
  );
}
