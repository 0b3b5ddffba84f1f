// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CoverState } from '@core/contracts/cover-generation';
import { apiError, resetAfterEach, stubApi, withApp } from '@web/test-support';
import { MagazinePage } from './magazine-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/components/ui/toast', () => ({ toast }));
const downloadUrl = vi.hoisted(() => vi.fn());
vi.mock('@web/lib/download', () => ({ downloadUrl }));
vi.mock('@web/lib/attribution', () => ({ useAttribution: () => ({ raw: {}, resolved: null, sessionId: 's1' }) }));

const cover = (over: Partial<CoverState> = {}): CoverState => ({
  id: 'c1',
  roleTitle: 'Ocean Architect',
  userName: 'Maya',
  status: 'done',
  stage: 'done',
  progress: 100,
  error: null,
  style: null,
  enhanced: false,
  description: null,
  content: null,
  imageUrl: '/api/covers/c1/image',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
const share = {
  shareId: 'AbCdEfGhIjKl',
  url: 'https://futureself.test/m/AbCdEfGhIjKl',
  expiresAt: '2026-12-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const signedIn = { user: { id: 'u1', name: 'Maya', email: 'maya@example.com', isAnonymous: false, role: 'user' } };

function open(answers: Parameters<typeof stubApi>[0]) {
  const calls = stubApi({ '/api/me': () => signedIn, ...answers });
  render(withApp(<MagazinePage />, { path: '/magazine/c1', pattern: '/magazine/:id' }));
  return calls;
}

resetAfterEach();

describe('/magazine/:id, the owner’s cover page', () => {
  it('a finished cover: its title and star, Download saves the file, and it is not shared yet', async () => {
    open({ '/api/covers/c1': () => cover(), '/api/covers/c1/share': () => apiError(404, 'not_found', 'Not found') });
    expect(await screen.findByRole('heading', { level: 1, name: 'The Future Ocean Architect' })).toBeInTheDocument();
    expect(screen.getByText('Maya')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your magazine cover: The Future Ocean Architect' })).toBeInTheDocument();
    expect(await screen.findByText('Not shared yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a share link' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Create Another Cover' })).toHaveAttribute('href', '/');

    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(downloadUrl).toHaveBeenCalledWith('/api/covers/c1/image', expect.stringMatching(/\.png$/));
    expect(toast.success).toHaveBeenCalledWith('Cover downloaded!');
  });

  it('a cover still being printed: Download and Share wait, the link stays private', async () => {
    open({ '/api/covers/c1': () => cover({ status: 'running', stage: 'image', progress: 40, imageUrl: null }) });
    expect(await screen.findByText('Your cover is being printed...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
    expect(screen.getByText('Private')).toBeInTheDocument();
  });

  it('an unfinished cover says so and offers a new one', async () => {
    open({ '/api/covers/c1': () => cover({ status: 'failed', imageUrl: null, error: 'x' }) });
    expect(await screen.findByText('This cover was not finished')).toBeInTheDocument();
    expect(screen.getByText('Make a new one in two minutes.')).toBeInTheDocument();
  });

  it('an active link: its address, and Revoke after a confirmation takes it down', async () => {
    const calls = open({
      '/api/covers/c1': () => cover(),
      '/api/covers/c1/share': () => share,
      [`DELETE /api/shares/${share.shareId}`]: () => ({ ok: true }),
    });
    expect(await screen.findByText('Public link active')).toBeInTheDocument();
    expect(screen.getByTestId('active-share-url')).toHaveTextContent(share.url);
    expect(screen.getByRole('link', { name: /Open/ })).toHaveAttribute('href', share.url);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this link?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke link' }));

    expect(await screen.findByText('Not shared yet')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/shares/${share.shareId}`]);
    expect(toast.success).toHaveBeenCalledWith('Link revoked', expect.anything());
  });

  it('a failed revoke keeps the link and says why', async () => {
    open({
      '/api/covers/c1': () => cover(),
      '/api/covers/c1/share': () => share,
      [`DELETE /api/shares/${share.shareId}`]: () => apiError(409, 'conflict', 'Please try again.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not revoke the link', { description: 'Please try again.' }),
    );
    expect(screen.getByText('Public link active')).toBeInTheDocument();
  });

  it('someone else’s cover is not found; signed out, it asks to sign in', async () => {
    open({ '/api/covers/c1': () => apiError(404, 'not_found', 'Not found') });
    expect(await screen.findByText('Cover not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your Cover' })).toHaveAttribute('href', '/');
    cleanup();
    open({ '/api/me': () => ({ user: null }), '/api/covers/c1': () => apiError(404, 'not_found', 'Not found') });
    expect(await screen.findByText('Sign in to see your cover')).toBeInTheDocument();
  });

  it('a server that cannot be reached: the spec text and Try Again asks again', async () => {
    let asked = 0;
    open({ '/api/covers/c1': () => (++asked, apiError(500, 'internal', 'Something went wrong. Please try again.')) });
    // A 5xx is asked once more (after a second) before the page gives up.
    expect(await screen.findByText('Unable to load your cover', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('We could not reach the server. Check your connection and try again.')).toBeVisible();
    const before = asked;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(asked).toBeGreaterThan(before));
  });
});
