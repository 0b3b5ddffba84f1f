// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIL_NOT_DELIVERED } from '@content/mail-status';
import type { CheckoutSession } from '@core/contracts/offers';
import { PaymentCheck } from './payment-check';

const session = vi.hoisted(() => ({ data: null as unknown }));
vi.mock('./offers-api', () => ({
  useCheckoutSession: () => ({ data: session.data, isError: false, isFetching: false, refetch: vi.fn() }),
}));
vi.mock('@web/lib/session', () => ({ useRefreshMe: () => async () => undefined }));

function renderPaid(receipt: CheckoutSession['receipt']) {
  session.data = {
    status: 'paid',
    service: 'talk',
    amountCents: 900,
    currency: 'eur',
    sponsored: false,
    receipt,
  } satisfies CheckoutSession;
  render(
    <MemoryRouter initialEntries={['/talk-success?session_id=cs_test_abcdefgh']}>
      <PaymentCheck retryTo="/talks-checkout">{() => <h1>Welcome</h1>}</PaymentCheck>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('PaymentCheck and the receipt e-mail (decision 087)', () => {
  it('says so when the receipt could not be delivered, with the words of the other pages whose mail failed', () => {
    renderPaid('failed');
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(MAIL_NOT_DELIVERED.title);
    expect(alert.textContent).toContain(MAIL_NOT_DELIVERED.receipt);
  });

  it('says nothing while it is on its way, once it is sent, or when there is no receipt mail', () => {
    for (const r of ['sending', 'sent', 'none', undefined] as const) {
      renderPaid(r);
      expect(screen.queryByRole('alert')).toBeNull();
      cleanup();
    }
  });
});
