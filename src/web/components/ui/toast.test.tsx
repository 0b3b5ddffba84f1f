// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast, Toaster } from './toast';

afterEach(cleanup);

describe('Toaster', () => {
  it('puts nothing (and no sonner) in the page until the first toast, then shows that toast', async () => {
    const { container } = render(<Toaster />);
    await act(async () => {
      await import('sonner'); // had the Toaster asked for it, sonner's Toaster would now be in the page
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(container.innerHTML).toBe('');
    expect(document.querySelector('section[aria-label^="Notifications"]')).toBeNull();
    act(() => toast.success('Saved', { description: 'Your poster is in your profile.' }));
    expect(await screen.findByText('Saved', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Your poster is in your profile.')).toBeTruthy();
    // Later toasts go to the Toaster already there.
    act(() => toast.error('Error'));
    expect(await screen.findByText('Error', {}, { timeout: 5000 })).toBeTruthy();
  });
});
