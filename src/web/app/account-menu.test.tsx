// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountMenu } from './account-menu';

/** The account menu's ways back to what the person bought (decision 067): My Talk, My sessions, My report, Receipts. */
const state = vi.hoisted(() => ({
  account: null as null | { name: string; email: string },
  anonymous: false,
  services: { talk: false, strategy: false, reportId: null as string | null },
}));
vi.mock('@web/lib/session', () => ({
  useAccount: () => ({ account: state.account }),
  useMe: () => ({ data: { user: { id: 'u1', isAnonymous: state.anonymous } } }),
  useSignOut: () => async () => undefined,
}));
vi.mock('@web/lib/my-services', () => ({ useMyServices: () => ({ services: state.services, loading: false }) }));
vi.mock('@web/components/ui/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function open() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <AccountMenu />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: /Account menu|Your purchases/ }));
  return screen.getByRole('menu', { name: 'Account' });
}
const items = () => screen.getAllByRole('menuitem').map((i) => [i.textContent?.trim(), i.getAttribute('href')]);

afterEach(() => {
  cleanup();
  state.account = null;
  state.anonymous = false;
  state.services = { talk: false, strategy: false, reportId: null };
});

describe('AccountMenu after a purchase', () => {
  it('an account that bought Talk and the sprint, with its report: each has its way back, and Receipts', () => {
    state.account = { name: 'Robin Buyer', email: 'robin@example.com' };
    state.services = { talk: true, strategy: true, reportId: 'r1' };
    open();
    expect(items()).toEqual([
      ['Profile', '/profile'],
      ['My Talk', '/talk'],
      ['My sessions', '/sprint/book'],
      ['My report', '/sprint/report/r1'],
      ['Receipts', '/profile#purchases'],
      ['Sign Out', null],
    ]);
  });

  it('an account that bought nothing: no ways back to purchases it does not have', () => {
    state.account = { name: 'Robin Buyer', email: 'robin@example.com' };
    open();
    expect(items().map(([t]) => t)).toEqual(['Profile', 'Receipts', 'Sign Out']);
  });

  it('an anonymous visitor who paid gets the way back and a sign-in, not an empty sign-in form', () => {
    state.anonymous = true;
    state.services = { talk: true, strategy: false, reportId: null };
    open();
    expect(items().map(([t]) => t)).toEqual(['My Talk', expect.stringMatching(/Sign in/i)]);
  });
});
