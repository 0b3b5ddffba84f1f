import { MEASURE_TEXT } from '@content/measure';
import { Button } from '@web/components/ui/button';
import { useMeasureStatus, useRevokeConsent } from './measure-api';

/** The profile's line for research consent: shown while it is given or pending; taking it back deletes the answers. */
export function ResearchConsentSetting() {
  const status = useMeasureStatus();
  const revoke = useRevokeConsent();
  const consent = status.data?.consent;
  if (revoke.isSuccess)
    return (
      <p role="status" className="text-sm text-ink-soft">
        {MEASURE_TEXT.revoked}
      </p>
    );
  if (consent !== 'given' && consent !== 'pending_parent') return null;
  return (
    <section aria-labelledby="research-consent" className="space-y-2">
      <h3 id="research-consent" className="font-semibold text-ink">
        Research
      </h3>
      <p className="text-sm text-ink-soft">
        {consent === 'given'
          ? 'You agreed that your answers to four questions are used for research, under a code.'
          : MEASURE_TEXT.parentSent}
      </p>
      <Button variant="secondary" size="sm" onClick={() => revoke.mutate()} loading={revoke.isPending}>
        {MEASURE_TEXT.revoke}
      </Button>
    </section>
  );
}
