// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOW_MESSAGES } from '@core/contracts/show';
import { ShowApplicationPage } from './show-application-page';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('@web/components/ui/toast', () => ({ toast: { error: toastError, success: vi.fn() } }));
vi.mock('@web/lib/attribution', () => ({ useAttribution: () => ({ raw: {}, resolved: null, sessionId: 's1' }) }));

const age = (under18: boolean) => ({
  birthYear: under18 ? new Date().getFullYear() - 16 : 1995,
  country: 'SE',
  consentAge: 13,
  underConsentAge: false,
  under18,
});

/** fetch answering the age and the spots; every call recorded. */
function stubFetch(under18 = false) {
  const calls: { path: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push({ path, method: init?.method ?? 'GET' });
      const body =
        path === '/api/trust/age'
          ? age(under18)
          : path === '/api/show/spots'
            ? { total: 0, taken: 0, left: 0 }
            : { id: 'a1', status: 'accepted', waitlistPosition: null };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

async function renderPage() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <ShowApplicationPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('button', { name: 'Submit application' });
}

const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  // jsdom has no layout: record what the page scrolls to.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  window.scrollTo = () => undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastError.mockClear();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));

/** The field is flagged and its aria-describedby names the given message. */
function expectFlagged(label: string, message: string) {
  const field = screen.getByLabelText(label, { exact: true });
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(message);
}

describe('Show application: a refused submit', () => {
  it('empty: flags the six required fields, focuses and scrolls to the first, sends nothing', async () => {
    const calls = stubFetch();
    await renderPage();
    submit();

    const name = screen.getByLabelText('Full name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(scrolled).toEqual([name]);
    for (const label of [
      'Full name',
      'E-mail',
      'Phone',
      'Address',
      'Why do you want to be on the show?',
      'What help from an expert would move you forward?',
    ])
      expectFlagged(label, 'Required');
    // The spec's text stays: next to the button and in a toast.
    expect(screen.getByText(SHOW_MESSAGES.missingFields)).toBeTruthy();
    expect(toastError).toHaveBeenCalledWith(SHOW_MESSAGES.missingFields);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('the focus goes to the first field still missing (a textarea further down), and typing clears its flag', async () => {
    stubFetch();
    await renderPage();
    type('Full name', 'Nova');
    type('E-mail', 'nova@example.com');
    type('Phone', '+46 70 111 22 33');
    type('Address', 'Storgatan 1, Uppsala');
    submit();

    const motivation = screen.getByLabelText('Why do you want to be on the show?');
    await waitFor(() => expect(motivation).toHaveFocus());
    expect(scrolled).toEqual([motivation]);
    expectFlagged('Why do you want to be on the show?', 'Required');
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid');

    type('Why do you want to be on the show?', 'To show what is possible.');
    expect(motivation).not.toHaveAttribute('aria-invalid');
    expect(motivation).not.toHaveAttribute('aria-describedby');
  });

  it('an e-mail the server would refuse is flagged here with its message, and nothing is sent', async () => {
    const calls = stubFetch();
    await renderPage();
    type('Full name', 'Nova');
    type('E-mail', 'nova.example.com');
    type('Phone', '+46 70 111 22 33');
    type('Address', 'Storgatan 1, Uppsala');
    type('Why do you want to be on the show?', 'To show what is possible.');
    type('What help from an expert would move you forward?', 'A robotics engineer.');
    submit();

    const email = screen.getByLabelText('E-mail', { exact: true });
    await waitFor(() => expect(email).toHaveFocus());
    expectFlagged('E-mail', 'Enter a valid e-mail address');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('under 18 without the signed consent: the upload button gets the focus and names the message', async () => {
    const calls = stubFetch(true);
    await renderPage();
    type('Full name', 'Tove');
    type('E-mail', 'tove@example.com');
    type('Phone', '+46 70 111 22 33');
    type('Address', 'Storgatan 1, Uppsala');
    type('Why do you want to be on the show?', 'To show other teens what is possible.');
    type('What help from an expert would move you forward?', 'A robotics engineer.');
    submit();

    const upload = screen.getByRole('button', { name: 'Upload signed consent' });
    await waitFor(() => expect(upload).toHaveFocus());
    expect(upload).toHaveAccessibleDescription(SHOW_MESSAGES.consentRequired);
    expect(toastError).toHaveBeenCalledWith(SHOW_MESSAGES.consentRequired);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('a complete application is sent', async () => {
    const calls = stubFetch();
    await renderPage();
    type('Full name', 'Nova');
    type('E-mail', 'nova@example.com');
    type('Phone', '+46 70 111 22 33');
    type('Address', 'Storgatan 1, Uppsala');
    type('Why do you want to be on the show?', 'To show what is possible.');
    type('What help from an expert would move you forward?', 'A robotics engineer.');
    submit();
    await screen.findByRole('heading', { name: 'Application received!' });
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/show/applications']);
  });
});
