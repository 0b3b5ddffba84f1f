import { useMutation, useQuery } from '@tanstack/react-query';
import type { OfferService } from '@content/offers';
import {
  checkoutResponseSchema,
  checkoutSessionSchema,
  sponsorContextSchema,
  sponsorManageSchema,
  SPONSOR_TOKEN_PATTERN,
  type CheckoutSession,
  type SponsorContext,
  type SponsorshipRequest,
} from '@core/contracts/offers';
import { api, ApiError } from '@web/lib/api';

/**
 * Sponsorship (decision 023's contract): the request a visitor sends a parent or partner, the sponsor page's context
 * behind an unguessable token, and the sponsor's checkout (no account needed).
 */
export const sponsorKeys = {
  context: (token: string) => ['sponsor', token] as const,
  session: (id: string) => ['sponsor-session', id] as const,
};

/** POST /api/sponsorships. */
export function sendSponsorshipRequest(body: SponsorshipRequest): Promise<unknown> {
  return api('/api/sponsorships', { method: 'POST', json: body });
}

export function useSendSponsorship() {
  return useMutation({ mutationFn: sendSponsorshipRequest });
}

export type SponsorLoad =
  { kind: 'ok'; context: SponsorContext } | { kind: 'invalid' } | { kind: 'not-found' } | { kind: 'expired' };

/** GET /api/sponsorships/:token: a malformed token is 'invalid' before any request; 404 'not-found'. */
export async function fetchSponsor(token: string | null, signal?: AbortSignal): Promise<SponsorLoad> {
  if (!token || !SPONSOR_TOKEN_PATTERN.test(token)) return { kind: 'invalid' };
  try {
    const context = await api(`/api/sponsorships/${encodeURIComponent(token)}`, {
      schema: sponsorContextSchema,
      signal,
    });
    return { kind: 'ok', context };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return { kind: 'not-found' };
    if (err instanceof ApiError && err.status === 410) return { kind: 'expired' };
    if (err instanceof ApiError && err.status === 400) return { kind: 'invalid' };
    throw err;
  }
}

const retryTransient = (n: number, err: Error) =>
  n < 1 && (!(err instanceof ApiError) || err.status === 0 || err.status >= 500);

export function useSponsor(token: string | null) {
  return useQuery({
    queryKey: sponsorKeys.context(token ?? ''),
    queryFn: ({ signal }) => fetchSponsor(token, signal),
    retry: retryTransient,
    staleTime: 5 * 60_000,
  });
}

/** POST /api/checkout/:service with the sponsor token: a sponsor paying for the person behind it. */
export async function startSponsoredCheckout(
  service: OfferService,
  sponsorToken: string,
  parentConsent = false,
): Promise<string> {
  const res = await api(`/api/checkout/${service}`, {
    method: 'POST',
    json: parentConsent ? { sponsorToken, parentConsent } : { sponsorToken },
    schema: checkoutResponseSchema,
  });
  const u = new URL(res.url, window.location.origin);
  // A missing or foreign non-https URL on a sponsored checkout is an error (docs/product/offers.md#checkout-flow).
  if (u.origin !== window.location.origin && u.protocol !== 'https:')
    throw new ApiError(0, 'invalid_checkout_url', 'Could not start the payment process. Please try again.');
  return u.href;
}

/** The sponsor's returned session, verified by the server with the provider (null: unknown). */
export function useSponsorSession(id: string | null) {
  return useQuery({
    queryKey: sponsorKeys.session(id ?? ''),
    queryFn: async ({ signal }): Promise<CheckoutSession | null> => {
      try {
        return await api(`/api/checkout/sessions/${encodeURIComponent(id!)}`, {
          schema: checkoutSessionSchema,
          signal,
        });
      } catch (err) {
        if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
        throw err;
      }
    },
    enabled: Boolean(id),
    retry: retryTransient,
    // open: the provider's event may be a moment behind; paid with the receipt still on its way: asked every 2 s
    // for up to 2 minutes (decision 087)
    refetchInterval: (q) =>
      q.state.data?.status === 'open' && q.state.dataUpdateCount < 8
        ? 1500
        : q.state.data?.status === 'paid' && q.state.data.receipt === 'sending' && q.state.dataUpdateCount < 60
          ? 2000
          : false,
  });
}

/** GET /api/sponsor-manage/:token: the sponsor's view of what they pay for. */
export function useSponsorManage(token: string | null) {
  return useQuery({
    queryKey: ['sponsor-manage', token ?? ''],
    queryFn: ({ signal }) =>
      api(`/api/sponsor-manage/${encodeURIComponent(token!)}`, { schema: sponsorManageSchema, signal }),
    enabled: Boolean(token),
    retry: retryTransient,
  });
}

export function setSponsorCancel(token: string, cancelAtPeriodEnd: boolean) {
  return api(`/api/sponsor-manage/${encodeURIComponent(token)}`, {
    method: 'POST',
    json: { cancelAtPeriodEnd },
    schema: sponsorManageSchema,
  });
}
