// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARENT_SPONSOR_NOT_ALLOWED } from '@content/consent-ages';
import { MAIL_NOT_DELIVERED } from '@content/mail-status';
import { SponsorReady } from './sponsor-checkout-page';

const start = vi.hoisted(() => vi.fn(() => new Promise<string>(() => undefined)));
const sponsorSession = vi.hoisted(() => ({ data: undefined as unknown }));
vi.mock('./sponsorship-api', () => ({
  startSponsoredCheckout: start,
  useSponsorSession: () => sponsorSession,
}));
vi.mock('@web/components/ui/toast', () => ({ toast: { error: vi.fn() } }));
afterEach(() => {
  cleanup();
  start.mockClear();
  sponsorSession.data = undefined;
});

const TOKEN = 'tok_abcdefghijklmnop';
const page = (parentConsentNeeded: boolean, parentConsentNotAllowed?: boolean) =>
  render(
    <MemoryRouter>
      <SponsorReady
        context={{
          firstName: 'Maya',
          posterUrl: null,
          serviceType: 'talk',
          parentConsentNeeded,
          parentConsentNotAllowed,
        }}
        token={TOKEN}
        service="talk"
      />
    </MemoryRouter>,
  );

describe('sponsor page: a person under 18', () => {
  it('asks the parent to confirm and consent before paying, and sends the consent', () => {
    page(true);
    const box = screen.getByRole('checkbox', {
      name: "I am this person's parent or legal guardian and I consent to them using FutureSelf Talk.",
    });
    expect(box).toBeRequired();
    const payButton = screen.getByRole('button', { name: /Sponsor Maya/ });
    expect(payButton).toBeDisabled();
    fireEvent.click(box);
    expect(payButton).toBeEnabled();
    fireEvent.click(payButton);
    expect(start).toHaveBeenCalledWith('talk', TOKEN, true);
  });

  it('asks nothing for an adult (or a person whose age is not known)', () => {
    page(false);
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Sponsor Maya/ }));
    expect(start).toHaveBeenCalledWith('talk', TOKEN, false);
  });

  it("says why not where the person's country does not let a parent consent, and offers no payment", () => {
    page(false, true);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(PARENT_SPONSOR_NOT_ALLOWED.title);
    expect(alert.textContent).toContain(PARENT_SPONSOR_NOT_ALLOWED.body);
    expect(screen.queryByRole('button', { name: /Sponsor Maya/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Make your own cover' }).getAttribute('href')).toBe('/');
    expect(start).not.toHaveBeenCalled();
  });

  it('the thank-you says when the sponsor’s receipt could not be delivered (decision 087)', () => {
    sponsorSession.data = {
      status: 'paid',
      service: 'talk',
      amountCents: 900,
      currency: 'eur',
      sponsored: true,
      receipt: 'failed',
    };
    render(
      <MemoryRouter initialEntries={['/sponsor-checkout?paid=1&session_id=cs_test_abcdefgh']}>
        <SponsorReady
          context={{ firstName: 'Maya', posterUrl: null, serviceType: 'talk', parentConsentNeeded: false }}
          token={TOKEN}
          service="talk"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain(MAIL_NOT_DELIVERED.receipt);
  });
});
