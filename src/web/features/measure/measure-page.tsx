import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MeasureWave } from '@content/measure';
import { ButtonLink } from '@web/components/ui/button';
import { PageFallback } from '@web/components/ui/page-fallback';
import { SignInPrompt } from '@web/components/ui/sign-in-prompt';
import { useAccount } from '@web/lib/session';
import { MeasureCards } from './measure-cards';

/**
 * /measure?wave=day30: the 30-day e-mail's page (docs/product/measure.md#when-it-is-asked). The e-mail goes to an
 * account, so a browser not signed in gets a sign-in that comes back here (the answers belong to that account's
 * pseudonym, not to a new visitor).
 */
export function MeasurePage() {
  const [params] = useSearchParams();
  const { account, loading } = useAccount();
  const asked = params.get('wave');
  const wave: MeasureWave = asked === 'before' || asked === 'after' ? asked : 'day30';
  const [done, setDone] = useState(false);
  if (loading) return <PageFallback />;
  if (!account)
    return (
      <SignInPrompt title="Please sign in">
        Sign in to answer the four questions with the account they were sent to.
      </SignInPrompt>
    );
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
