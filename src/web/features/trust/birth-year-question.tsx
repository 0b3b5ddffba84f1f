import { useId } from 'react';
import { CONSENT_COUNTRY_CHOICES } from '@content/consent-ages';
import { birthYearFormSchema, type AgeResponse } from '@core/contracts/trust';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api';
import { firstError, SERVER_ERROR, useZodForm } from '@web/lib/zod-form';
import { useSetAge } from './age-api';

export const BIRTH_YEAR_LABEL = 'What year were you born?';
export const COUNTRY_LABEL = 'Where do you live?';

/**
 * The year-of-birth question, asked once where it matters: before the voice cloning consent, and
 * (when they ship) before checkout and the show application. The answer is kept on the visitor by the server.
 */
export function BirthYearQuestion({ why, onDone }: { why: string; onDone?(age: AgeResponse): void }) {
  const id = useId();
  const { register, handleSubmit, setValue, setError, formState } = useZodForm(birthYearFormSchema, {
    birthYear: '',
    country: '',
  });
  const save = useSetAge();
  const error = firstError(formState.errors, ['birthYear']);

  const submit = handleSubmit((answer) =>
    save.mutate(answer, {
      onSuccess: (res) => onDone?.(res),
      onError: (err) =>
        setError(SERVER_ERROR, {
          message:
            err instanceof ApiError && err.status < 500 ? err.message : 'Something went wrong. Please try again.',
        }),
    }),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-7"
    >
      <h3 id={`${id}-title`} className="font-display text-2xl text-ink">
        First, a quick question
      </h3>
      <p className="mt-1.5 text-[15px] leading-relaxed text-ink-soft">
        {why} We ask once.{' '}
        <a
          href="/privacy#age"
          target="_blank"
          rel="noopener"
          className="font-semibold text-violet-dark underline underline-offset-2"
        >
          Why we ask
        </a>
      </p>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <TextField
          label={BIRTH_YEAR_LABEL}
          inputMode="numeric"
          autoComplete="bday-year"
          maxLength={4}
          placeholder="e.g. 2004"
          {...register('birthYear', {
            onChange: (e) => setValue('birthYear', e.target.value.replace(/[^\d]/g, '')),
          })}
          error={error}
        />
        <div className="space-y-1.5">
          <label htmlFor={`${id}-country`} className="block text-sm font-semibold text-ink">
            {COUNTRY_LABEL}
          </label>
          <select
            id={`${id}-country`}
            {...register('country')}
            className="h-12 w-full rounded-2xl border border-line bg-white px-4 text-[16px] text-ink focus:border-violet focus:outline-none focus:ring-4 focus:ring-violet/15"
          >
            <option value="">Another country</option>
            {CONSENT_COUNTRY_CHOICES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Button type="submit" size="lg" className="mt-5 w-full sm:w-auto" loading={save.isPending}>
        Continue
      </Button>
    </form>
  );
}
