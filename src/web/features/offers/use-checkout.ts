import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { OfferService } from '@content/offers';
import { CHECKOUT_ERRORS } from '@content/offers';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api';
import { MY_SERVICES_KEY, OWNED_LINKS } from '@web/lib/my-services';
import { ageKey } from '@web/features/trust';
import { useStartCheckout } from './offers-api';

/**
 * A checkout button: idle → processing ('Processing...', disabled) until the provider's page replaces this one.
 * Coming back with the browser's Back button (a page restored from the back-forward cache) returns it to idle.
 */
export function useCheckoutButton(service: OfferService) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const m = useStartCheckout(service, (err) => {
    // Already owned (409 already_entitled): to what was bought, not a bare toast (decision 067). Another
    // 409 (a payment already under way): the server's words; anything else the spec's toast.
    if (err instanceof ApiError && err.status === 409 && err.code === 'already_entitled') {
      const owned = OWNED_LINKS[service];
      void qc.invalidateQueries({ queryKey: MY_SERVICES_KEY });
      toast.info(`You already have ${owned.name} — here it is.`);
      navigate(owned.to);
    } else if (err instanceof ApiError && err.status === 409) toast.info(err.message);
    // Under 18 (403 under_18, decision 034): the server's words, and the page shows why instead of the button.
    else if (err instanceof ApiError && err.status === 403) {
      toast.info(err.message);
      void qc.invalidateQueries({ queryKey: ageKey });
    } else toast.error(CHECKOUT_ERRORS.self);
  });
  const { reset } = m;
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) reset();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);
  return { processing: m.isPending || m.isSuccess, start: () => m.mutate() };
}
