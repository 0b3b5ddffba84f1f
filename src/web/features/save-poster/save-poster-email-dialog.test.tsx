// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavePosterEmailDialog } from './save-poster-email-dialog';

const signInWithEmail = vi.hoisted(() => vi.fn(async () => ({ twoFactor: false })));
vi.mock('@web/lib/auth-client', () => ({ signInWithEmail, authClient: {}, authCall: vi.fn() }));

function wrap(children: ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return (
    <QueryClientProvider client={qc}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** fetch answering by path; every call recorded. */
function stubFetch(answers: Record<string, () => Response>) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
      const answer = answers[path];
      return answer ? answer() : new Response(JSON.stringify({ user: null }), { status: 200 });
    }),
  );
  return calls;
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signInWithEmail.mockClear();
});

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('Save Poster to Email', () => {
  it("checks each step with the spec's messages, then saves in one request", async () => {
    const calls = stubFetch({
      '/api/posters/save-by-email': () =>
        json({ user: { id: 'u1', name: 'Maya', email: 'maya@example.com' }, posterSaved: true }),
    });
    const onSaved = vi.fn();
    render(wrap(<SavePosterEmailDialog open onOpenChange={() => undefined} coverId="c1" onSaved={onSaved} />));

    click('Continue');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    type('Email', 'maya@example.com');
    click('Continue');

    click('Save My Poster');
    expect(screen.getByRole('alert').textContent).toBe('Please enter your full name');
    type('Full name', 'Maya');
    type(/^Password/, '12345');
    type('Confirm password', '12345');
    click('Save My Poster');
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 6 characters');
    type(/^Password/, 'orbit-42');
    click('Save My Poster');
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
    type('Confirm password', 'orbit-42');
    click('Save My Poster');

    await screen.findByText('Your poster is saved!');
    expect(onSaved).toHaveBeenCalled();
    expect(calls.filter((c) => c.path === '/api/posters/save-by-email')).toEqual([
      {
        path: '/api/posters/save-by-email',
        body: { email: 'maya@example.com', fullName: 'Maya', password: 'orbit-42', coverId: 'c1' },
      },
    ]);
  });

  it('a registered address gets the spec message and signs in here, then saves the poster', async () => {
    const calls = stubFetch({
      '/api/posters/save-by-email': () =>
        json(
          {
            error: {
              code: 'USER_ALREADY_EXISTS',
              message: 'This email is already registered. Please try signing in instead.',
            },
          },
          422,
        ),
      '/api/posters/saved': () =>
        json({
          savedPoster: {
            url: '/magazine/c1',
            timestamp: new Date().toISOString(),
            context: 'result',
            poster_image_url: null,
            role_title: 'Moon Mayor',
            user_answers: {},
            cover_id: 'c1',
          },
        }),
    });
    render(wrap(<SavePosterEmailDialog open onOpenChange={() => undefined} coverId="c1" onSaved={() => undefined} />));
    type('Email', 'known@example.com');
    click('Continue');
    type('Full name', 'Known');
    type(/^Password/, 'orbit-42');
    type('Confirm password', 'orbit-42');
    click('Save My Poster');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This email is already registered. Please try signing in instead.',
      ),
    );
    click('Sign In Instead');
    type('Password', 'orbit-42');
    click('Sign In & Save');
    await screen.findByText('Your poster is saved!');
    expect(signInWithEmail).toHaveBeenCalledWith({ email: 'known@example.com', password: 'orbit-42' });
    expect(calls.some((c) => c.path === '/api/posters/saved' && (c.body as { coverId: string }).coverId === 'c1')).toBe(
      true,
    );
  });
});
