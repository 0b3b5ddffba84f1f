// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
/** A tap, then what it started (the form's checks run as a promise) settles. */
const click = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

/**
 * The done step: the outcome is the dialog's title, shown once, and its description is what happened, not the title
 * again (the dialog used to fall back to its title as its description).
 */
function expectDoneDialog(description: string) {
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveAccessibleName('Your poster is saved!');
  expect(dialog).toHaveAccessibleDescription(description);
  expect(screen.getAllByText('Your poster is saved!')).toHaveLength(1);
  expect(screen.queryByText('Save Poster to Email')).toBeNull();
  expect(screen.getAllByText(description)).toHaveLength(1);
}

describe('Save Poster to Email', () => {
  it('each step describes itself: the description never repeats the title', async () => {
    stubFetch({});
    render(wrap(<SavePosterEmailDialog open onOpenChange={() => undefined} coverId="c1" onSaved={() => undefined} />));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName('Save Poster to Email');
    expect(dialog).toHaveAccessibleDescription('Step 1 of 2: where should we send your poster?');
    type('Email', 'maya@example.com');
    await click('Continue');
    expect(dialog).toHaveAccessibleDescription('Step 2 of 2: create your account to keep it.');
  });

  it('an account made but the poster not saved: says so once, with the spec message', async () => {
    stubFetch({
      '/api/posters/save-by-email': () =>
        json({ user: { id: 'u1', name: 'Maya', email: 'maya@example.com' }, posterSaved: false }),
    });
    render(wrap(<SavePosterEmailDialog open onOpenChange={() => undefined} coverId="c1" onSaved={() => undefined} />));
    type('Email', 'maya@example.com');
    await click('Continue');
    type('Full name', 'Maya');
    type(/^Password/, 'orbit-42');
    type('Confirm password', 'orbit-42');
    await click('Save My Poster');
    await screen.findByText('Your account is ready');
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName('Your account is ready');
    expect(dialog).toHaveAccessibleDescription('Error - Failed to save poster. Please try again.');
    expect(screen.getAllByText('Error - Failed to save poster. Please try again.')).toHaveLength(1);
  });

  it("checks each step with the spec's messages, then saves in one request", async () => {
    const calls = stubFetch({
      '/api/posters/save-by-email': () =>
        json({ user: { id: 'u1', name: 'Maya', email: 'maya@example.com' }, posterSaved: true }),
    });
    const onSaved = vi.fn();
    render(wrap(<SavePosterEmailDialog open onOpenChange={() => undefined} coverId="c1" onSaved={onSaved} />));

    await click('Continue');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    type('Email', 'maya@example.com');
    await click('Continue');

    await click('Save My Poster');
    expect(screen.getByRole('alert').textContent).toBe('Please enter your full name');
    type('Full name', 'Maya');
    type(/^Password/, '12345');
    type('Confirm password', '12345');
    await click('Save My Poster');
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 6 characters');
    type(/^Password/, 'orbit-42');
    await click('Save My Poster');
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
    type('Confirm password', 'orbit-42');
    await click('Save My Poster');

    await screen.findByText('Your poster is saved!');
    expectDoneDialog("It's in your profile now.");
    // What was sent where is said once, beside the description (never the title twice).
    expect(screen.getByText(/We've sent it to/).textContent).toBe(
      "We've sent it to maya@example.com, with a link to confirm your address.",
    );
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
    await click('Continue');
    type('Full name', 'Known');
    type(/^Password/, 'orbit-42');
    type('Confirm password', 'orbit-42');
    await click('Save My Poster');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This email is already registered. Please try signing in instead.',
      ),
    );
    await click('Sign In Instead');
    type('Password', 'orbit-42');
    await click('Sign In & Save');
    await screen.findByText('Your poster is saved!');
    expectDoneDialog("It's in your profile now, with your other covers.");
    expect(signInWithEmail).toHaveBeenCalledWith({ email: 'known@example.com', password: 'orbit-42' });
    expect(calls.some((c) => c.path === '/api/posters/saved' && (c.body as { coverId: string }).coverId === 'c1')).toBe(
      true,
    );
  });
});
