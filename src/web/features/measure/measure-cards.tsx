import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { MEASURE_ITEMS, MEASURE_TEXT, type MeasureItemId, type MeasureWave } from '@content/measure';
import type { MeasureAnswers } from '@core/measure';
import { Button } from '@web/components/ui/button';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/input';
import { Progress } from '@web/components/ui/progress';
import { Spinner } from '@web/components/ui/spinner';
import { BirthYearQuestion } from '@web/features/trust';
import { messageOf } from '@web/lib/api';
import { useAttribution } from '@web/lib/attribution';
import { useGiveConsent, useMeasureStatus, useSaveAnswers } from './measure-api';
import { ScaleRadioGroup } from './scale-radio-group';

/**
 * The two-minute measure as cards (docs/product/measure.md#the-cards): the research consent first when there is none
 * (with the year of birth when unknown, and a parent's address under the digital age of consent), then the four items
 * one at a time, each with 'Skip', then thanks. Closing at any point keeps what was answered and blocks nothing.
 */
export function MeasureCards({ wave, onDone }: { wave: MeasureWave; onDone(answered: boolean): void }) {
  const status = useMeasureStatus();
  const qc = useQueryClient();

  if (status.isPending)
    return (
      <div className="grid min-h-40 place-items-center">
        <Spinner className="size-6" label="Loading" />
      </div>
    );
  if (status.isError) return <FormAlert message={messageOf(status.error)} />;
  const s = status.data;
  if (s.consent === 'pending_parent')
    return (
      <div className="space-y-4">
        <p className="text-[15px] leading-relaxed text-ink-soft">{MEASURE_TEXT.parentSent}</p>
        <Button onClick={() => onDone(false)}>{MEASURE_TEXT.finish}</Button>
      </div>
    );
  if (s.consent !== 'given') {
    if (!s.ageKnown)
      return (
        <BirthYearQuestion
          why="Research with people under the digital age of consent needs a parent’s yes."
          onDone={() => void qc.invalidateQueries({ queryKey: ['measure-status'] })}
        />
      );
    return <ConsentCard parentNeeded={s.parentNeeded === true} onNo={() => onDone(false)} />;
  }
  return <ItemCards wave={wave} onDone={onDone} />;
}

function ConsentCard({ parentNeeded, onNo }: { parentNeeded: boolean; onNo(): void }) {
  const id = useId();
  const give = useGiveConsent();
  const { raw } = useAttribution();
  const [askParent, setAskParent] = useState(false);
  const [parentEmail, setParentEmail] = useState('');

  const yes = () => {
    if (parentNeeded) setAskParent(true);
    else give.mutate({ cohort: raw.cohort ?? null });
  };
  const sendParent = (e: FormEvent) => {
    e.preventDefault();
    give.mutate({ cohort: raw.cohort ?? null, parentEmail: parentEmail.trim() });
  };

  if (askParent)
    return (
      <form onSubmit={sendParent} noValidate aria-labelledby={`${id}-p`} className="space-y-4">
        <h3 id={`${id}-p`} className="font-display text-2xl text-ink">
          {MEASURE_TEXT.parentTitle}
        </h3>
        <p className="text-[15px] leading-relaxed text-ink-soft">{MEASURE_TEXT.parentBody}</p>
        <TextField
          label={MEASURE_TEXT.parentEmailLabel}
          type="email"
          autoComplete="off"
          value={parentEmail}
          onChange={(e) => setParentEmail(e.target.value)}
          error={give.isError ? messageOf(give.error) : null}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={give.isPending} disabled={!parentEmail.trim()}>
            {MEASURE_TEXT.parentSend}
          </Button>
          <Button type="button" variant="ghost" onClick={onNo}>
            {MEASURE_TEXT.skip}
          </Button>
        </div>
      </form>
    );

  return (
    <section aria-labelledby={`${id}-c`} className="space-y-4">
      <h3 id={`${id}-c`} className="font-display text-2xl text-ink">
        {MEASURE_TEXT.consentTitle}
      </h3>
      <div className="space-y-2.5 text-[15px] leading-relaxed text-ink-soft">
        {MEASURE_TEXT.consentBody.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <FormAlert message={give.isError ? messageOf(give.error) : null} />
      <div className="flex flex-wrap gap-3">
        <Button onClick={yes} loading={give.isPending}>
          {MEASURE_TEXT.consentYes}
        </Button>
        <Button variant="secondary" onClick={onNo}>
          {MEASURE_TEXT.consentNo}
        </Button>
      </div>
    </section>
  );
}

function ItemCards({ wave, onDone }: { wave: MeasureWave; onDone(answered: boolean): void }) {
  const headingId = useId();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<MeasureAnswers>({});
  const [finished, setFinished] = useState(false);
  const save = useSaveAnswers();
  const total = MEASURE_ITEMS.length;
  const item = MEASURE_ITEMS[Math.min(index, total - 1)]!;

  const next = (latest: MeasureAnswers) => {
    if (index + 1 < total) return setIndex(index + 1);
    if (!Object.keys(latest).length) return onDone(false);
    save.mutate({ wave, answers: latest }, { onSuccess: () => setFinished(true) });
  };

  if (finished)
    return (
      <div className="space-y-4 text-center">
        <p className="text-4xl" aria-hidden="true">
          ✨
        </p>
        <p role="status" className="text-[17px] font-semibold text-ink">
          {MEASURE_TEXT.thanks}
        </p>
        <Button onClick={() => onDone(true)}>{MEASURE_TEXT.finish}</Button>
      </div>
    );

  const value = answers[item.id];
  return (
    <div>
      <div className="mb-4">
        <div className="mb-2 flex items-baseline justify-between gap-3">
          <p className="text-sm font-bold uppercase tracking-[0.14em] text-violet">{item.category}</p>
          <p className="shrink-0 text-sm font-semibold tabular-nums text-ink-soft">
            <span className="sr-only">Question </span>
            {MEASURE_TEXT.stepOf(index + 1, total)}
          </p>
        </div>
        <Progress value={((index + (value ? 1 : 0.35)) / total) * 100} label="Research questions progress" />
      </div>
      <div key={item.id} className="animate-rise">
        <h3 id={headingId} className="mb-2 font-display text-[1.45rem] leading-tight text-ink sm:text-2xl">
          {item.question}
        </h3>
        {item.kind === 'circles' ? (
          <p className="mb-4 text-sm text-ink-soft">
            In each pair, the <span className="font-semibold text-violet-dark">left circle is you now</span> and the{' '}
            <span className="font-semibold text-coral-dark">right circle is you in ten years</span>. Pick the pair that
            fits best.
          </p>
        ) : (
          <div className="mb-4" />
        )}
        <ScaleRadioGroup
          item={item}
          value={value}
          labelledBy={headingId}
          onChange={(v) => setAnswers({ ...answers, [item.id as MeasureItemId]: v })}
        />
      </div>
      <FormAlert message={save.isError ? messageOf(save.error) : null} />
      <div className="mt-6 flex justify-end gap-3">
        <Button
          variant="ghost"
          onClick={() => {
            const { [item.id]: _skipped, ...rest } = answers;
            setAnswers(rest);
            next(rest);
          }}
          aria-label={`${MEASURE_TEXT.skip} this question`}
        >
          {MEASURE_TEXT.skip}
        </Button>
        <Button onClick={() => next(answers)} disabled={value === undefined} loading={save.isPending}>
          {index + 1 < total ? MEASURE_TEXT.next : MEASURE_TEXT.finish}{' '}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
