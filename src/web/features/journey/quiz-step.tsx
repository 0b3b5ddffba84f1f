import { ArrowRight, Shuffle } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { questions, SUPERPOWER_MAX_LENGTH, type TextQuestion, type VisualQuestion } from '@content/quiz';
import { cleanSuperpower } from '@core/text-clean';
import { drawCards } from '@core/quiz-shuffle';
import { Button } from '@web/components/ui/button';
import { TextArea } from '@web/components/ui/input';
import { Progress } from '@web/components/ui/progress';
import { cn } from '@web/lib/cn';
import { flushAnswers, saveAnswersSoon } from './answers-sync';
import { CardRadioGroup } from './card-radio-group';
import type { JourneyDispatch, JourneyState, ShownCards } from './journey-store';
import { StepFrame, StepHeading } from './step-frame';

interface QuizStepProps {
  state: JourneyState;
  dispatch: JourneyDispatch;
}

/** The five questions, one at a time: category, 'n of 5', a progress bar, then cards or the free text. */
export function QuizStep({ state, dispatch }: QuizStepProps) {
  const index = Math.min(state.questionIndex, questions.length - 1);
  const q = questions[index]!;
  const headingId = useId();
  const total = questions.length;

  const answer = (value: string) => {
    const answers = { ...state.answers, [q.id]: value };
    if (!value) delete answers[q.id];
    dispatch({ type: 'answer', id: q.id, value });
    saveAnswersSoon(answers as Record<string, string>);
  };
  const next = () => {
    void flushAnswers();
    dispatch({ type: 'nextQuestion' });
  };

  return (
    <StepFrame stage="Questions" onBack={() => dispatch({ type: 'back' })}>
      <div className="mb-5 sm:mb-7">
        <div className="mb-2.5 flex items-baseline justify-between gap-3">
          <p className="text-sm font-bold uppercase tracking-[0.14em] text-violet">{q.category}</p>
          <p className="shrink-0 text-sm font-semibold tabular-nums text-ink-soft">
            <span className="sr-only">Question </span>
            {index + 1} of {total}
          </p>
        </div>
        <Progress value={((index + (state.answers[q.id] ? 1 : 0.35)) / total) * 100} label="Quiz progress" />
      </div>
      <div key={q.id} className="animate-rise">
        <StepHeading id={headingId} className="mb-6 sm:mb-8">
          {q.question}
        </StepHeading>
        {q.type === 'visual-cards' ? (
          <CardQuestion
            q={q}
            state={state}
            dispatch={dispatch}
            labelledBy={headingId}
            onAnswer={answer}
            onNext={next}
          />
        ) : (
          <SuperpowerQuestion
            q={q}
            initial={state.answers.superpower ?? ''}
            labelledBy={headingId}
            onAnswer={answer}
            onNext={next}
          />
        )}
      </div>
    </StepFrame>
  );
}

function initialShown(q: VisualQuestion, stored: ShownCards | undefined, chosen: string | undefined): ShownCards {
  const ids = new Set(q.cards.map((c) => c.id));
  if (
    stored &&
    stored.cards.length === 4 &&
    stored.cards.every((id) => ids.has(id)) &&
    (!chosen || stored.cards.includes(chosen))
  )
    return stored;
  const draw = drawCards(q.cards);
  if (chosen && ids.has(chosen) && !draw.cards.some((c) => c.id === chosen)) {
    const cards = [chosen, ...draw.cards.slice(0, 3).map((c) => c.id)];
    return { cards, seen: cards };
  }
  return { cards: draw.cards.map((c) => c.id), seen: draw.seen };
}

function CardQuestion({
  q,
  state,
  dispatch,
  labelledBy,
  onAnswer,
  onNext,
}: {
  q: VisualQuestion;
  state: JourneyState;
  dispatch: JourneyDispatch;
  labelledBy: string;
  onAnswer(value: string): void;
  onNext(): void;
}) {
  const chosen = state.answers[q.id];
  const [shown, setShown] = useState(() => initialShown(q, state.shown[q.id], chosen));
  const [announce, setAnnounce] = useState('');
  // The cards on screen survive a reload.
  useEffect(() => {
    if (state.shown[q.id] !== shown) dispatch({ type: 'showCards', id: q.id, shown });
  }, [shown, q.id, state.shown, dispatch]);

  const cards = shown.cards.map((id) => q.cards.find((c) => c.id === id)!).filter(Boolean);

  const reshuffle = () => {
    const draw = drawCards(q.cards, shown.seen, shown.cards);
    const next = { cards: draw.cards.map((c) => c.id), seen: draw.seen };
    setShown(next);
    if (chosen && !next.cards.includes(chosen)) onAnswer('');
    setAnnounce(`Showing 4 other options: ${draw.cards.map((c) => c.title).join(', ')}.`);
  };

  return (
    <>
      <CardRadioGroup
        key={shown.cards.join()}
        cards={cards}
        value={chosen}
        onChange={onAnswer}
        labelledBy={labelledBy}
      />
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      {/* On a narrow phone the reshuffle sits under the cards and the sticky bar holds Continue alone. */}
      <div className="mt-3 flex justify-center min-[421px]:hidden">
        <Button variant="ghost" onClick={reshuffle}>
          <Shuffle className="size-4" aria-hidden="true" /> View Other Options
        </Button>
      </div>
      <ActionBar className={chosen ? undefined : 'max-[420px]:hidden'}>
        <Button variant="secondary" size="lg" onClick={reshuffle} className="max-[420px]:hidden sm:flex-none">
          <Shuffle className="size-4" aria-hidden="true" /> View Other Options
        </Button>
        {chosen ? (
          <Button size="lg" onClick={onNext} className="flex-1 animate-rise sm:min-w-48 sm:flex-none">
            Continue <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
        ) : null}
      </ActionBar>
    </>
  );
}

function SuperpowerQuestion({
  q,
  initial,
  labelledBy,
  onAnswer,
  onNext,
}: {
  q: TextQuestion;
  initial: string;
  labelledBy: string;
  onAnswer(value: string): void;
  onNext(): void;
}) {
  const [text, setText] = useState(initial);
  const counterId = useId();
  const clean = cleanSuperpower(text);
  const left = SUPERPOWER_MAX_LENGTH - text.length;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!clean) return;
    onAnswer(clean);
    onNext();
  };
  return (
    <form onSubmit={submit}>
      <div className="rounded-3xl bg-white p-2 shadow-card ring-1 ring-line/70 transition focus-within:ring-2 focus-within:ring-violet">
        <TextArea
          value={text}
          onChange={(e) => setText(e.target.value.slice(0, SUPERPOWER_MAX_LENGTH))}
          placeholder={q.placeholder}
          maxLength={SUPERPOWER_MAX_LENGTH}
          aria-labelledby={labelledBy}
          aria-describedby={counterId}
          rows={5}
          className="min-h-40 border-0 bg-transparent text-[17px] shadow-none focus:ring-0 focus-visible:outline-none"
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) submit(e);
          }}
        />
        <div className="flex items-center justify-between gap-3 px-3 pb-2 text-xs text-ink-soft">
          <span>Dream big. A sentence or two is perfect.</span>
          <span id={counterId} className={cn('shrink-0 tabular-nums font-semibold', left <= 20 && 'text-coral-dark')}>
            {text.length} / {SUPERPOWER_MAX_LENGTH}
            <span className="sr-only"> characters</span>
          </span>
        </div>
      </div>
      <ActionBar>
        <Button type="submit" size="lg" disabled={!clean} className="flex-1 sm:min-w-48 sm:flex-none">
          Continue <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
      </ActionBar>
    </form>
  );
}

/** Buttons that stay in thumb reach at the bottom of a phone screen. */
function ActionBar({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        className,
        'sticky bottom-0 z-10 -mx-4 mt-6 flex gap-3 bg-gradient-to-t from-paper via-paper/95 to-paper/0 px-4 pb-4 pt-6 sm:static sm:mx-0 sm:justify-end sm:bg-none sm:px-0 sm:pb-0 sm:pt-2',
      )}
    >
      {children}
    </div>
  );
}
