import { useSearchParams } from 'react-router';
import type { MeasureWave } from '@content/measure';
import { ButtonLink } from '@web/components/ui/button';
import { useState } from 'react';
import { MeasureCards } from './measure-cards';

/** /measure?wave=day30: the 30-day e-mail's page (docs/product/measure.md#when-it-is-asked). */
export function MeasurePage() {
  const [params] = useSearchParams();
  const asked = params.get('wave');
  const wave: MeasureWave = asked === 'before' || asked === 'after' ? asked : 'day30';
  const [done, setDone] = useState(false);
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 font-display text-3xl text-ink sm:text-4xl">Four quick questions</h1>
      <div className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-7">
        {done ? (
          <div className="space-y-4">
            <p role="status" className="text-[17px] text-ink">
              Thank you. You can close this page.
            </p>
            <ButtonLink to="/">Back to FutureSelf</ButtonLink>
          </div>
        ) : (
          <MeasureCards wave={wave} onDone={() => setDone(true)} />
        )}
      </div>
    </main>
  );
}
