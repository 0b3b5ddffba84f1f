import { useId, useState } from 'react';
import { CalendarPlus, ChevronLeft, ChevronRight, Lightbulb, Mail, Play, Shuffle, Sparkles } from 'lucide-react';
import type { CardAction, ChatCard } from '@core/contracts/talk';
import { CERTAINTY_GROUP, IMPACT_GROUP } from '@core/talk';
import { cn } from '@web/lib/cn';

/** What a card does when one of its actions is used (the chat screen sends it; the demo shows a toast). */
export type OnCardAction = (card: ChatCard, action: CardAction) => void;

const chipClass =
  'min-h-9 rounded-full px-3 text-[13px] font-semibold ring-1 ring-line bg-white text-ink hover:ring-ink/40 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet disabled:opacity-50 aria-pressed:bg-ink aria-pressed:text-white aria-pressed:ring-ink';
const buttonClass =
  'inline-flex min-h-10 items-center gap-1.5 rounded-full px-4 text-sm font-semibold bg-cream text-ink hover:bg-ink hover:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet disabled:opacity-50 aria-pressed:bg-violet aria-pressed:text-white';

const ICONS: Record<string, typeof Sparkles> = {
  autoIdeas: Sparkles,
  moreInfo: Lightbulb,
  keep: Sparkles,
  shuffle: Shuffle,
  details: Lightbulb,
  newLetter: Mail,
  calendar: CalendarPlus,
  start: Play,
};

function ChipGroup({
  card,
  group,
  selected,
  onAction,
  disabled,
}: {
  card: ChatCard;
  group: string;
  selected: number | undefined;
  onAction: OnCardAction;
  disabled?: boolean;
}) {
  const id = useId();
  const chips = card.actions.filter((a) => a.kind === 'chip' && a.group === group);
  if (!chips.length) return null;
  return (
    <div role="group" aria-labelledby={id} className="mt-3">
      <p id={id} className="mb-1.5 text-xs font-bold uppercase tracking-wide text-ink-soft">
        {group}
      </p>
      <div className="flex flex-wrap gap-1.5">
        {chips.map((a, i) => (
          <button
            key={a.id}
            type="button"
            className={chipClass}
            aria-pressed={selected === i + 1}
            disabled={disabled}
            onClick={() => onAction(card, a)}
          >
            {a.label}
          </button>
        ))}
      </div>
    </div>
  );
}

function Buttons({ card, onAction, disabled }: { card: ChatCard; onAction: OnCardAction; disabled?: boolean }) {
  const buttons = card.actions.filter((a) => a.kind === 'button');
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {buttons.map((a) => {
        const Icon = ICONS[a.id] ?? Sparkles;
        const pressed =
          (a.id === 'keep' && card.selected?.kept === true) || (a.id === 'start' && card.selected?.started === true);
        return (
          <button
            key={a.id}
            type="button"
            className={buttonClass}
            aria-pressed={a.id === 'keep' || a.id === 'start' ? pressed : undefined}
            disabled={disabled}
            onClick={() => onAction(card, a)}
          >
            <Icon className="size-4" aria-hidden="true" />
            {a.label}
          </button>
        );
      })}
    </div>
  );
}

const VARIANT_LABEL: Record<ChatCard['variant'], string> = {
  trend: 'Trend',
  idea: 'Idea',
  letter: 'Letter from the future',
  experiment: 'Experiment',
};
const VARIANT_TONE: Record<ChatCard['variant'], string> = {
  trend: 'from-violet/15 to-coral/10',
  idea: 'from-gold/25 to-coral/10',
  letter: 'from-cream to-gold/15',
  experiment: 'from-mint/20 to-violet/10',
};

export function ChatCardView({
  card,
  onAction,
  disabled,
  className,
}: {
  card: ChatCard;
  onAction: OnCardAction;
  disabled?: boolean;
  className?: string;
}) {
  const headingId = useId();
  const art = card.image?.url.startsWith('emoji:') ? card.image.url.slice(6) : null;
  return (
    <article
      aria-labelledby={headingId}
      className={cn('overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-line/70', className)}
    >
      <div className={cn('flex items-start gap-3 bg-gradient-to-br px-5 pb-3 pt-4', VARIANT_TONE[card.variant])}>
        {art ? (
          <span
            className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white/80 text-2xl shadow-card"
            aria-hidden="true"
          >
            {art}
          </span>
        ) : null}
        <div className="min-w-0">
          <p className="text-[11px] font-bold uppercase tracking-widest text-ink-soft">
            {VARIANT_LABEL[card.variant]}
            {card.variant === 'trend' && card.body.category ? ` · ${card.body.category}` : ''}
          </p>
          <h3 id={headingId} className="font-display text-lg leading-snug text-ink">
            {card.title}
          </h3>
        </div>
      </div>
      <div className="px-5 pb-5 pt-3 text-[15px] leading-relaxed text-ink">
        {card.variant === 'trend' ? (
          <>
            {card.body.why_you ? (
              <p
                className="mb-2 rounded-xl bg-violet/10 px-3 py-1.5 text-sm font-semibold text-violet"
                data-testid="why-you"
              >
                {card.body.why_you}
              </p>
            ) : null}
            <p>
              <span className="font-semibold">Why now: </span>
              {card.body.why_now}
            </p>
            <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
              <div className="rounded-2xl bg-cream/70 p-3">
                <dt className="font-semibold">Next 1-3 years</dt>
                <dd className="text-ink-soft">{card.body.short_term}</dd>
              </div>
              <div className="rounded-2xl bg-cream/70 p-3">
                <dt className="font-semibold">In 5-10 years</dt>
                <dd className="text-ink-soft">{card.body.long_term}</dd>
              </div>
            </dl>
            <p className="mt-3 text-sm text-ink-soft">
              <span className="font-semibold text-ink">Drivers: </span>
              {card.body.drivers.join(' · ')}
            </p>
            <p className="mt-1 text-sm text-ink-soft">
              <span className="font-semibold text-ink">Roles: </span>
              {card.body.roles.join(' · ')}
            </p>
            <ChipGroup
              card={card}
              group={IMPACT_GROUP}
              selected={card.selected?.impact as number | undefined}
              onAction={onAction}
              disabled={disabled}
            />
            <ChipGroup
              card={card}
              group={CERTAINTY_GROUP}
              selected={card.selected?.certainty as number | undefined}
              onAction={onAction}
              disabled={disabled}
            />
          </>
        ) : null}
        {card.variant === 'idea' ? (
          <>
            <p>{card.body.rationale}</p>
            <p className="mt-2 text-sm text-ink-soft">
              From: {card.body.from_trends.join(', ')}
              {card.body.strengths.length ? ` · Your strengths: ${card.body.strengths.join(', ')}` : ''}
            </p>
            <div className="mt-3 flex items-center gap-3">
              <span className="text-sm font-semibold">Fit {Math.round(card.body.can_fit * 100)}%</span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-ink/10" aria-hidden="true">
                <span className="block h-full rounded-full bg-gold" style={{ width: `${card.body.can_fit * 100}%` }} />
              </span>
            </div>
          </>
        ) : null}
        {card.variant === 'letter' ? (
          <p className="whitespace-pre-line font-serif text-[15px] italic leading-relaxed">{card.body.content}</p>
        ) : null}
        {card.variant === 'experiment' ? (
          <>
            <p>{card.body.description}</p>
            <p className="mt-2 text-sm">
              <span className="font-semibold">Measure: </span>
              {card.body.metric}
            </p>
            <p className="mt-1 text-sm">
              <span className="font-semibold">Due: </span>
              <time dateTime={card.body.due_date}>
                {new Date(`${card.body.due_date}T12:00:00Z`).toLocaleDateString(undefined, {
                  weekday: 'short',
                  day: 'numeric',
                  month: 'short',
                })}
              </time>
            </p>
          </>
        ) : null}
        <Buttons card={card} onAction={onAction} disabled={disabled} />
      </div>
    </article>
  );
}

/** Cards side by side, one at a time on a phone (scroll-snap), with previous/next buttons for the keyboard. */
export function ChatCarousel({
  cards,
  onAction,
  disabled,
  label = 'Cards',
}: {
  cards: ChatCard[];
  onAction: OnCardAction;
  disabled?: boolean;
  label?: string;
}) {
  const [index, setIndex] = useState(0);
  const listId = useId();
  const go = (i: number) => {
    const n = Math.max(0, Math.min(cards.length - 1, i));
    setIndex(n);
    document
      .getElementById(`${listId}-${n}`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' });
  };
  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
      <div
        className="-mx-1 flex snap-x snap-mandatory gap-3 overflow-x-auto px-1 pb-2 [scrollbar-width:thin]"
        onScroll={(e) => {
          const el = e.currentTarget;
          const w = (el.firstElementChild as HTMLElement | null)?.offsetWidth ?? el.clientWidth;
          setIndex(Math.round(el.scrollLeft / (w + 12)));
        }}
      >
        {cards.map((c, i) => (
          <div
            key={c.id}
            id={`${listId}-${i}`}
            className="w-[86%] shrink-0 snap-start sm:w-[min(420px,70%)]"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${cards.length}`}
          >
            <ChatCardView card={c} onAction={onAction} disabled={disabled} className="h-full" />
          </div>
        ))}
      </div>
      {cards.length > 1 ? (
        <div className="mt-1 flex items-center justify-center gap-3">
          <button
            type="button"
            className="grid size-9 place-items-center rounded-full bg-white shadow-card ring-1 ring-line disabled:opacity-40"
            aria-label="Previous card"
            disabled={index <= 0}
            onClick={() => go(index - 1)}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </button>
          <span className="text-xs font-semibold text-ink-soft">
            {Math.min(index + 1, cards.length)} / {cards.length}
          </span>
          <button
            type="button"
            className="grid size-9 place-items-center rounded-full bg-white shadow-card ring-1 ring-line disabled:opacity-40"
            aria-label="Next card"
            disabled={index >= cards.length - 1}
            onClick={() => go(index + 1)}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
