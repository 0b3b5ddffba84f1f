import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { purchasesResponseSchema, receiptSchema } from '@core/contracts/purchases';
import { api } from '@web/lib/api';

/** After the sale (decisions 045-047): purchases, 'Request a refund', Talk's cancel/resume, a receipt. */
export const purchaseKeys = {
  list: ['purchases'] as const,
  receipt: (id: string) => ['receipt', id] as const,
};
const ENTITLEMENTS_KEY = ['entitlements'];

export function usePurchases(enabled = true) {
  return useQuery({
    queryKey: purchaseKeys.list,
    queryFn: () => api('/api/purchases', { schema: purchasesResponseSchema }),
    enabled,
    staleTime: 15_000,
  });
}

export function useRequestRefund() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      api(`/api/purchases/${encodeURIComponent(orderId)}/refund`, { method: 'POST', schema: purchasesResponseSchema }),
    onSuccess: async (data) => {
      qc.setQueryData(purchaseKeys.list, data);
      await qc.invalidateQueries({ queryKey: ENTITLEMENTS_KEY });
    },
  });
}

export function useTalkCancellation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (cancelAtPeriodEnd: boolean) =>
      api('/api/subscriptions/talk', { method: 'POST', json: { cancelAtPeriodEnd }, schema: purchasesResponseSchema }),
    onSuccess: async (data) => {
      qc.setQueryData(purchaseKeys.list, data);
      await qc.invalidateQueries({ queryKey: ENTITLEMENTS_KEY });
    },
  });
}

export function useReceipt(id: string) {
  return useQuery({
    queryKey: purchaseKeys.receipt(id),
    queryFn: () => api(`/api/receipts/${encodeURIComponent(id)}`, { schema: receiptSchema }),
    retry: false,
  });
}

export const money = (cents: number, currency = 'eur') => {
  const value = (cents / 100).toFixed(2);
  return currency.toLowerCase() === 'eur' ? `€${value}` : `${value} ${currency.toUpperCase()}`;
};

export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
