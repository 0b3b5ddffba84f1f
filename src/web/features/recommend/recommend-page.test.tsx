// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOW_MESSAGES } from '@core/contracts/show';
import { RecommendPage } from './recommend-page';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('@web/components/ui/toast', () => ({ toast: { error: vi.fn(), success: toastSuccess } }));
vi.mock('@web/lib/attribution', () => ({ useAttribution: () => ({ raw: {}, resolved: null, sessionId: 's1' }) }));

/** fetch answering every POST with a stored recommendation; each body recorded. */
function stubFetch() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body ?? 'null')));
      return new Response(JSON.stringify({ id: 'r1' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return bodies;
}

function renderPage() {
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <RecommendPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastSuccess.mockReset();
});

describe('Recommend someone', () => {
  it('an empty form sends nothing and says what is missing, first field first', async () => {
    const bodies = stubFetch();
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Recommendation' }));
    expect(await screen.findByText('Select your relationship')).toBeTruthy();
    expect(screen.getAllByText(SHOW_MESSAGES.missingFields).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Your relationship').getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toHaveLength(0);
  });

  it('a bad e-mail is named; a whole form is sent once with the session, then the form is empty again', async () => {
    const bodies = stubFetch();
    renderPage();
    fireEvent.change(screen.getByLabelText('Your relationship'), { target: { value: 'teacher' } });
    type('Your full name', 'Robin Teacher');
    type('Your e-mail', 'robin@');
    type('Your phone', '+46 70 000 00 00');
    type('Where you live', 'Lund, Sweden');
    type('Their name', 'Nova');
    type('Their e-mail', 'nova@example.com');
    type('Why should they be on the show?', 'Nova builds robots for the whole school.');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Recommendation' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(bodies).toHaveLength(0);

    type('Your e-mail', 'robin@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Recommendation' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(SHOW_MESSAGES.recommendSuccessTitle, expect.anything()),
    );
    expect(bodies).toEqual([
      expect.objectContaining({
        relation: 'teacher',
        email: 'robin@example.com',
        recommendedName: 'Nova',
        sessionId: 's1',
      }),
    ]);
    await waitFor(() => expect((screen.getByLabelText('Their name') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Your relationship') as HTMLSelectElement).value).toBe('');
  });
});
