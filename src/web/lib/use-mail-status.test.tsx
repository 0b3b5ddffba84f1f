// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMailWatch } from './use-mail-status';

const fetchMock = vi.fn();
const status = (s: string) =>
  Promise.resolve(new Response(JSON.stringify({ status: s }), { headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Booking({ onFailed }: { onFailed: () => void }) {
  const watch = useMailWatch(onFailed);
  return <button onClick={watch}>Book</button>;
}

describe('useMailWatch: a page that promised an e-mail hears when it was not delivered', () => {
  it('asks nothing before the action, tells once when the mail failed, and nothing when the next one is sent', async () => {
    const onFailed = vi.fn();
    render(<Booking onFailed={onFailed} />);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockImplementation(() => status('failed'));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/mail/status');

    fetchMock.mockImplementation(() => status('sent'));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 50));
    expect(onFailed).toHaveBeenCalledTimes(1);
  });
});
