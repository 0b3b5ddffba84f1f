import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  localCheckoutViewSchema,
  localPayResponseSchema,
  localPortalViewSchema,
  type LocalCard,
} from '@core/contracts/local-checkout';
import { api, ApiError } from '@web/lib/api';

/** The local payments provider's hosted pages: a checkout session, paying it, and the billing portal. */
export const localCheckoutKeys = {
  session: (id: string) => ['local-checkout', id] as const,
  portal: (token: string) => ['local-portal', token] as const,
};

const notFoundIsNull = async <T>(load: () => Promise<T>): Promise<T | null> => {
  try {
    return await load();
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
};

export function useLocalCheckout(id: string) {
  return useQuery({
    queryKey: localCheckoutKeys.session(id),
    queryFn: ({ signal }) =>
      notFoundIsNull(() =>
        api(`/api/pay/local/sessions/${encodeURIComponent(id)}`, { schema: localCheckoutViewSchema, signal }),
      ),
    retry: (n, err) => n < 2 && (!(err instanceof ApiError) || err.status === 0 || err.status >= 500),
  });
}

export function usePayLocalCheckout(id: string) {
  return useMutation({
    mutationFn: (card: LocalCard) =>
      api(`/api/pay/local/sessions/${encodeURIComponent(id)}/pay`, {
        method: 'POST',
        json: card,
        schema: localPayResponseSchema,
      }),
  });
}

export function useLocalPortal(token: string) {
  return useQuery({
    queryKey: localCheckoutKeys.portal(token),
    queryFn: ({ signal }) =>
      notFoundIsNull(() =>
        api(`/api/pay/local/portal/${encodeURIComponent(token)}`, { schema: localPortalViewSchema, signal }),
      ),
    retry: (n, err) => n < 2 && (!(err instanceof ApiError) || err.status === 0 || err.status >= 500),
  });
}

export function useSetCancelAtPeriodEnd(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { subscriptionId: string; cancelAtPeriodEnd: boolean }) =>
      api(`/api/pay/local/portal/${encodeURIComponent(token)}/subscriptions/${encodeURIComponent(v.subscriptionId)}`, {
        method: 'POST',
        json: { cancelAtPeriodEnd: v.cancelAtPeriodEnd },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: localCheckoutKeys.portal(token) }),
  });
}

/** Only an address of this site is followed after paying (the provider's success or cancel URL). */
export function sameSiteUrl(url: string): string | null {
  try {
    const u = new URL(url, window.location.origin);
    return u.origin === window.location.origin ? u.href : null;
  } catch {
    return null;
  }
}
