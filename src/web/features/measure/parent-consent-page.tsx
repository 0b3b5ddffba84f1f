import { useParams } from 'react-router';
import { MEASURE_PARENT, MEASURE_TEXT } from '@content/measure';
import { Button } from '@web/components/ui/button';
import { FormAlert } from '@web/components/ui/form-alert';
import { PageFallback } from '@web/components/ui/page-fallback';
import { messageOf } from '@web/lib/api';
import { useParentDecision, useParentView } from './measure-api';

/** /research-consent/:token: the parent's yes or no to research (decision 083), from the e-mailed link. */
export function ParentConsentPage() {
  const { token = '' } = useParams();
  const view = useParentView(token);
  const decide = useParentDecision(token);
  if (view.isPending) return <PageFallback />;
  const done = decide.data ?? (view.data?.decided ? { agreed: true } : null);
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 font-display text-3xl text-ink sm:text-4xl">{MEASURE_PARENT.pageTitle}</h1>
      <div className="space-y-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-7">
        {view.isError ? (
          <p role="alert">{MEASURE_PARENT.invalid}</p>
        ) : done ? (
          <p role="status" className="text-[17px] text-ink">
            {done.agreed ? MEASURE_PARENT.confirmed : MEASURE_PARENT.declined}
          </p>
        ) : (
          <>
            <p className="font-semibold text-ink">
              {view.data!.firstName} was asked: “{MEASURE_TEXT.consentTitle}”
            </p>
            <div className="space-y-2.5 text-[15px] leading-relaxed text-ink-soft">
              {MEASURE_TEXT.consentBody.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <FormAlert message={decide.isError ? messageOf(decide.error) : null} />
            <div className="flex flex-wrap gap-3">
              <Button onClick={() => decide.mutate(true)} loading={decide.isPending}>
                {MEASURE_PARENT.confirm}
              </Button>
              <Button variant="secondary" onClick={() => decide.mutate(false)} disabled={decide.isPending}>
                {MEASURE_PARENT.decline}
              </Button>
            </div>
          </>
        )}
      </div>
    </main>
  );
}
