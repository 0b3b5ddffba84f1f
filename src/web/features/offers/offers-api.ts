import { useMutation, useQuery } from '@tanstack/react-query';
import type { OfferService } from '@content/offers';
import {
  checkoutResponseSchema,
  checkoutSessionSchema,
  entitlementsResponseSchema,
  offersConfigSchema,
  type CheckoutSession,
} from '@core/contracts/offers';
import { api, ApiError } from '@web/lib/api';

/**
 * The offers' side of the payments API (decision 023's contract): start a checkout, verify a returned session,
 * the visitor's entitlements, and the offer pages' settings from the server's config.
 */
export const offerKeys = {
  session: (id: string) => ['checkout-session', id] as const,
  entitlements: ['entitlements'] as const,
  config: ['offers-config'] as const,
};

/** POST /api/checkout/:service → the provider's checkout URL (Stripe Checkout or the local /pay/:id). */
export async function startCheckout(service: OfferService, sponsorToken?: string): Promise<string> {
  const res = await api(`/api/checkout/${service}`, {
    method: 'POST',
    json: sponsorToken ? { sponsorToken } : {},
    schema: checkoutResponseSchema,
  });
  return res.url;
}

/** Only a URL of this site or an https page (Stripe Checkout) is followed. */
export function safeCheckoutUrl(url: string): string | null {
  try {
    const u = new URL(url, window.location.origin);
    if (u.origin === window.location.origin) return u.href;
    return u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/checkout/sessions/:id: null when the server does not know it (404) or the id is malformed (400).
 */
export async function fetchCheckoutSession(id: string, signal?: AbortSignal): Promise<CheckoutSession | null> {
  try {
    return await api(`/api/checkout/sessions/${encodeURIComponent(id)}`, { schema: checkoutSessionSchema, signal });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

const retryTransient = (n: number, err: Error) =>
  n < 2 && (!(err instanceof ApiError) || err.status === 0 || err.status >= 500);

/** How long a success page keeps asking while a session is still 'open' (a webhook may be a moment behind). */
const OPEN_POLL_MS = 1500;
const OPEN_POLL_LIMIT = 8;
/** How long a paid session is asked again while its receipt is still being sent (decision 087). */
const RECEIPT_POLL_MS = 2000;
const RECEIPT_POLL_LIMIT = 60;

/**
 * The returned session, verified by the server with the provider. While it is 'open' it is asked again a few
 * times (the provider's redirect can arrive before its event); after that the page shows the open state.
 */
export function useCheckoutSession(id: string | null) {
  return useQuery({
    queryKey: offerKeys.session(id ?? ''),
    queryFn: ({ signal }) => fetchCheckoutSession(id!, signal),
    enabled: Boolean(id),
    retry: retryTransient,
    refetchInterval: (q) =>
      q.state.data?.status === 'open' && q.state.dataUpdateCount < OPEN_POLL_LIMIT
        ? OPEN_POLL_MS
        : // paid, the receipt still on its way: asked every 2 s for up to 2 minutes, as useMailStatus does
          q.state.data?.status === 'paid' &&
            q.state.data.receipt === 'sending' &&
            q.state.dataUpdateCount < RECEIPT_POLL_LIMIT
          ? RECEIPT_POLL_MS
          : false,
  });
}

export function useEntitlements(enabled = true) {
  return useQuery({
    queryKey: offerKeys.entitlements,
    queryFn: ({ signal }) => api('/api/entitlements', { schema: entitlementsResponseSchema, signal }),
    enabled,
    retry: retryTransient,
  });
}

export function useOffersConfig() {
  return useQuery({
    queryKey: offerKeys.config,
    queryFn: ({ signal }) => api('/api/offers/config', { schema: offersConfigSchema, signal }),
    staleTime: 30 * 60_000,
    retry: retryTransient,
  });
}

/**
 * The checkout button's state machine: idle → processing (button disabled, 'Processing...') → the provider's page
 * in this tab (decision 027). Processing lasts until the page goes; an error returns to idle.
 */
export function useStartCheckout(service: OfferService, onError: (err: unknown) => void) {
  return useMutation({
    mutationFn: async () => {
      const url = safeCheckoutUrl(await startCheckout(service));
      if (!url) throw new ApiError(0, 'invalid_checkout_url', 'Something went wrong. Please try again.');
      return url;
    },
    onSuccess: (url) => {
      window.location.assign(url);
    },
    onError,
  });
}
