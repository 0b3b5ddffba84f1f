// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalCheckoutView } from '@core/contracts/local-checkout';
import { LocalCheckoutPage } from './local-checkout-page';
import { CARD_MESSAGES } from '@core/card-check';

const VIEW: LocalCheckoutView = {
  id: 'cs_test_1',
  mode: 'subscription',
  status: 'open',
  productName: 'FutureSelf Talk',
  amountCents: 900,
  currency: 'eur',
  email: 'robin@example.com',
  cancelUrl: '/talk-canceled',
  successUrl: '/talk-success?session_id={CHECKOUT_SESSION_ID}',
  brand: 'FutureSelf',
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** fetch: the session's view; paying answers `pay()`. Every payment recorded. */
function stubFetch(pay: () => Response = () => json({ redirectUrl: '/talk-success?session_id=cs_test_1' })) {
  const payments: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        payments.push(JSON.parse(String(init.body)));
        return pay();
      }
      return json(VIEW);
    }),
  );
  return payments;
}

async function renderPage() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={['/pay/cs_test_1']}>
        <Routes>
          <Route path="/pay/:checkoutId" element={<LocalCheckoutPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('button', { name: 'Pay €9.00' });
}

const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const pay = () => fireEvent.click(screen.getByRole('button', { name: 'Pay €9.00' }));

function expectFlagged(label: string, message: string | RegExp) {
  expect(field(label)).toHaveAttribute('aria-invalid', 'true');
  expect(field(label)).toHaveAccessibleDescription(message);
}

describe('Local checkout: the browser checks every field before paying', () => {
  it('all empty: each field says what is missing, the card number gets the focus, nothing is sent', async () => {
    const payments = stubFetch();
    await renderPage();
    // The focus is elsewhere when paying (the button, tapped).
    screen.getByRole('button', { name: 'Pay €9.00' }).focus();
    pay();

    await waitFor(() => expect(field('Card number')).toHaveFocus());
    expect(scrolled).toEqual([field('Card number')]);
    expectFlagged('Card number', CARD_MESSAGES.numberIncomplete);
    expectFlagged('Expiry', "Your card's expiration date is incomplete.");
    expectFlagged('CVC', "Your card's security code is incomplete.");
    expectFlagged('Name on card', 'Please enter the name on the card.');
    // The e-mail given by the checkout is fine, and the country may stay unchosen (as on the server).
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(field('Country or region')).not.toHaveAttribute('aria-invalid');
    expect(payments).toEqual([]);
  });

  it('malformed values get their own messages; fixing one clears only its own', async () => {
    const payments = stubFetch();
    await renderPage();
    type('Email', 'robin.example.com');
    type('Card number', '4242 4242 4242 4241');
    type('Expiry', '13 / 30');
    type('CVC', '12');
    type('Name on card', 'Robin Test');
    fireEvent.change(field('Country or region'), { target: { value: 'SE' } });
    pay();

    await waitFor(() => expect(field('Email')).toHaveFocus());
    expectFlagged('Email', 'Your email address is invalid.');
    expectFlagged('Card number', 'Your card number is incorrect.');
    expectFlagged('Expiry', "Your card's expiration month is invalid.");
    expectFlagged('CVC', "Your card's security code is incomplete.");
    expect(field('Name on card')).not.toHaveAttribute('aria-invalid');
    expect(field('Country or region')).not.toHaveAttribute('aria-invalid');

    type('Expiry', '01 / 20');
    expect(field('Expiry')).not.toHaveAttribute('aria-invalid');
    expect(field('CVC')).toHaveAttribute('aria-invalid', 'true');
    pay();
    await waitFor(() => expectFlagged('Expiry', "Your card's expiration year is in the past."));
    expect(payments).toEqual([]);
  });

  it('a valid card is sent once; a server refusal about one field is shown beside it and focuses it', async () => {
    const payments = stubFetch(() =>
      json(
        {
          error: {
            code: 'card_declined',
            message:
              'Your card was declined. This checkout is in test mode: use a test card such as 4242 4242 4242 4242.',
          },
        },
        402,
      ),
    );
    await renderPage();
    type('Card number', '4000 0000 0000 0002');
    type('Expiry', '12 / 34');
    type('CVC', '123');
    type('Name on card', 'Robin Test');
    fireEvent.change(field('Country or region'), { target: { value: 'DE' } });
    pay();

    // The answer arrives after the form's checks (a promise): the message, then the focus on its field.
    await waitFor(() => expectFlagged('Card number', /^Your card was declined\./));
    expect(field('Card number')).toHaveFocus();
    expect(payments).toEqual([
      {
        number: '4000 0000 0000 0002',
        expiry: '12 / 34',
        cvc: '123',
        name: 'Robin Test',
        email: 'robin@example.com',
        country: 'DE',
      },
    ]);
  });
});
