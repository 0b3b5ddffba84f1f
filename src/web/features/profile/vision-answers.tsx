import { Pencil, Shuffle } from 'lucide-react';
import { useId, useState } from 'react';
import { questions, SUPERPOWER_MAX_LENGTH, type QuizQuestion, type VisualQuestion } from '@content/quiz';
import type { AnswersMap } from '@core/contracts/journey';
import { drawCards } from '@core/quiz-shuffle';
import { cleanSuperpower } from '@core/text-clean';
import { Button } from '@web/components/ui/button';
import { TextArea } from '@web/components/ui/input';
import { toast } from '@web/components/ui/toast';
import { CardRadioGroup } from '@web/features/journey';
import { ApiError } from '@web/lib/api';
import { useUpdateAnswer } from './profile-api';

/**
 * The career vision: postcard, bhag, purpose and workplace as the quiz's card pickers, the superpower as text.
 * In view mode each answer is shown; in edit mode each has 'Edit', and its Save is disabled while it is empty.
 */
export function VisionAnswers({ answers, editing }: { answers: AnswersMap; editing: boolean }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {questions.map((q) => (
        <li key={q.id} className={open === q.id ? 'sm:col-span-2' : undefined}>
          {editing && open === q.id ? (
            <AnswerEditor q={q} value={answers[q.id]} onClose={() => setOpen(null)} />
          ) : (
            <AnswerView q={q} value={answers[q.id]} onEdit={editing ? () => setOpen(q.id) : undefined} />
          )}
        </li>
      ))}
    </ul>
  );
}

function AnswerView({ q, value, onEdit }: { q: QuizQuestion; value: string | undefined; onEdit?: () => void }) {
  const card = q.type === 'visual-cards' && value ? q.cards.find((c) => c.id === value) : undefined;
  return (
    <div className="flex h-full items-start gap-3 rounded-2xl bg-cream/60 p-4 ring-1 ring-line/60">
      <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-white text-2xl" aria-hidden="true">
        {card ? card.emoji : q.type === 'text' ? '✨' : '·'}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-[11px] font-bold uppercase tracking-[0.14em] text-violet">{q.category}</p>
        {card ? (
          <>
            <p className="font-semibold" data-testid={`answer-${q.id}`}>
              {card.title}
            </p>
            <p className="text-sm text-ink-soft">{card.description}</p>
          </>
        ) : value ? (
          <p className="font-semibold break-words" data-testid={`answer-${q.id}`}>
            {value}
          </p>
        ) : (
          <p className="text-sm text-ink-soft" data-testid={`answer-${q.id}`}>
            Not answered yet
          </p>
        )}
      </div>
      {onEdit ? (
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${q.category}`}>
          <Pencil className="size-4" aria-hidden="true" /> Edit
        </Button>
      ) : null}
    </div>
  );
}

function AnswerEditor({ q, value, onClose }: { q: QuizQuestion; value: string | undefined; onClose(): void }) {
  const headingId = useId();
  const [draft, setDraft] = useState(value ?? '');
  const save = useUpdateAnswer();
  const clean = q.type === 'text' ? cleanSuperpower(draft) : draft;
  const onSave = async () => {
    if (!clean) return;
    try {
      await save.mutateAsync({ questionId: q.id, answer: clean });
      toast.success('Answer saved');
      onClose();
    } catch (err) {
      toast.error('Error', { description: err instanceof ApiError ? err.message : 'An unexpected error occurred' });
    }
  };
  return (
    <div className="rounded-2xl bg-white p-4 ring-2 ring-violet/40 sm:p-5" data-testid={`answer-editor-${q.id}`}>
      <p className="text-[11px] font-bold uppercase tracking-[0.14em] text-violet">{q.category}</p>
      <h3 id={headingId} className="mb-4 font-display text-xl leading-tight">
        {q.question}
      </h3>
      {q.type === 'visual-cards' ? (
        <CardPicker q={q} value={draft} onChange={setDraft} labelledBy={headingId} />
      ) : (
        <div>
          <TextArea
            value={draft}
            onChange={(e) => setDraft(e.target.value.slice(0, SUPERPOWER_MAX_LENGTH))}
            maxLength={SUPERPOWER_MAX_LENGTH}
            placeholder={q.placeholder}
            aria-labelledby={headingId}
            rows={4}
          />
          <p className="mt-1 text-right text-xs tabular-nums text-ink-soft">
            {SUPERPOWER_MAX_LENGTH - draft.length} characters left
          </p>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={onSave} disabled={!clean} loading={save.isPending}>
          Save
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** Four cards (the chosen one among them) and 'View Other Options', as in the quiz. */
function CardPicker({
  q,
  value,
  onChange,
  labelledBy,
}: {
  q: VisualQuestion;
  value: string;
  onChange(id: string): void;
  labelledBy: string;
}) {
  const [shown, setShown] = useState(() => {
    const draw = drawCards(q.cards);
    const chosen = q.cards.find((c) => c.id === value);
    const cards = chosen && !draw.cards.includes(chosen) ? [chosen, ...draw.cards.slice(0, 3)] : draw.cards;
    return { cards: cards.map((c) => c.id), seen: cards.map((c) => c.id) };
  });
  const cards = shown.cards.map((id) => q.cards.find((c) => c.id === id)!).filter(Boolean);
  const reshuffle = () => {
    const draw = drawCards(q.cards, shown.seen, shown.cards);
    setShown({ cards: draw.cards.map((c) => c.id), seen: draw.seen });
    if (value && !draw.cards.some((c) => c.id === value)) onChange('');
  };
  return (
    <>
      <CardRadioGroup
        key={shown.cards.join()}
        cards={cards}
        value={value || undefined}
        onChange={onChange}
        labelledBy={labelledBy}
      />
      <div className="mt-3">
        <Button variant="ghost" size="sm" onClick={reshuffle}>
          <Shuffle className="size-4" aria-hidden="true" /> View Other Options
        </Button>
      </div>
    </>
  );
}
