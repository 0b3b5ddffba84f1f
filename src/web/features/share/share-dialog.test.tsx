// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { brandName } from '@web/lib/brand';
import { apiError, resetAfterEach, stubApi, withApp } from '@web/test-support';
import { ShareDialog, shareDialogTitle } from './share-dialog';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@web/components/ui/toast', () => ({ toast }));
vi.mock('@web/lib/attribution', () => ({ useAttribution: () => ({ raw: {}, resolved: null, sessionId: 's1' }) }));
const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('@web/lib/download', () => ({ saveBlob }));
const client = vi.hoisted(() => ({ copyToClipboard: vi.fn(async () => true), trackClientEvent: vi.fn() }));
vi.mock('./share-client', async (original) => ({ ...(await original<object>()), ...client }));

const link = {
  shareId: 'AbCdEfGhIjKl',
  url: 'https://futureself.test/m/AbCdEfGhIjKl?utm_source=share',
  expiresAt: '2026-12-20T10:00:00.000Z',
};
const templates = {
  templates: [{ platform: 'linkedin', templateText: 'I am The Future {role} {url}', hashtags: ['Future'] }],
};

function open(props: { coverPending?: boolean } = {}, answers: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({
    'POST /api/shares': () => link,
    '/api/share-templates': () => templates,
    [`/api/shares/${link.shareId}/poster/linkedin`]: () =>
      new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/jpeg' } }),
    ...answers,
  });
  render(
    withApp(
      <ShareDialog
        open
        onOpenChange={() => undefined}
        coverId="c1"
        roleTitle="Ocean Architect"
        userName="Maya"
        {...props}
      />,
    ),
  );
  return calls;
}

beforeEach(() => {
  client.copyToClipboard.mockResolvedValue(true);
});
resetAfterEach();

describe('the share dialog', () => {
  it('makes the cover’s public link once open and shows it, with the spec’s title', async () => {
    const calls = open();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName(shareDialogTitle(brandName));
    expect(dialog).toHaveAccessibleDescription('Show the world The Future Ocean Architect.');
    expect(await screen.findByText('Your link is ready to share.')).toBeInTheDocument();
    expect(screen.getByTestId('share-link-preview')).toHaveTextContent(link.url);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ coverId: 'c1', userName: 'Maya' });
    for (const label of ['Instagram', 'LinkedIn', 'Twitter', 'TikTok'])
      expect(screen.getByRole('button', { name: `Share on ${label}` })).toBeEnabled();
  });

  it('Copy Link copies the link, says Copied! and counts the click', async () => {
    open();
    await screen.findByText('Your link is ready to share.');
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(client.copyToClipboard).toHaveBeenCalledWith(link.url);
    expect(client.trackClientEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        eventType: 'share_clicked',
        eventData: { context: 'share_dialog', action: 'copy_link' },
      }),
    );
  });

  it('a copy the browser refuses shows the link to copy by hand', async () => {
    client.copyToClipboard.mockResolvedValue(false);
    open();
    await screen.findByText('Your link is ready to share.');
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to copy link', {
        description: `Please copy the link manually: ${link.url}`,
        duration: 15_000,
      }),
    );
  });

  it('while the cover is still being made: no link is asked for and the buttons wait', async () => {
    const calls = open({ coverPending: true });
    expect(screen.getByText('Finishing your cover for the link...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share on Instagram' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeDisabled();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/share-templates')).toBe(true));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('no personal link: an invitation link instead, and the dialog says so', async () => {
    open({}, { 'POST /api/shares': () => apiError(404, 'no_poster', 'No poster found') });
    expect(await screen.findByText('Your personal link is not available.')).toBeInTheDocument();
    expect(screen.getByTestId('share-link-preview').textContent).toMatch(/^http:\/\/localhost(:\d+)?\//);
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeEnabled();
  });

  it('a platform button downloads its poster and copies the caption with the link', async () => {
    open();
    await screen.findByText('Your link is ready to share.');
    fireEvent.click(screen.getByRole('button', { name: 'Share on LinkedIn' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(client.copyToClipboard).toHaveBeenCalledWith(expect.stringContaining(link.url));
    expect(toast.success).toHaveBeenCalledWith(
      'Ready to share!',
      expect.objectContaining({ description: 'Poster downloaded and link copied. Paste it into your LinkedIn post.' }),
    );
  });

  it('Custom Message: the platform’s template with the link, editable, Reset brings it back', async () => {
    open();
    await screen.findByText('Your link is ready to share.');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Custom Message' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Custom Message' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'LinkedIn' }));
    const message = screen.getByRole('textbox', { name: 'Your message for LinkedIn' });
    await waitFor(() => expect(message).toHaveValue(`I am The Future Ocean Architect ${link.url}\n\n#Future`));
    fireEvent.change(message, { target: { value: 'My own words' } });
    expect(message).toHaveValue('My own words');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(message).toHaveValue(`I am The Future Ocean Architect ${link.url}\n\n#Future`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy Message' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Copied!', {
        description: 'Share text has been copied to your clipboard.',
      }),
    );
  });
});
