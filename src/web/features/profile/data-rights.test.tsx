// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DELETE_CONFIRM_MESSAGE } from '@core/contracts/profile';
import { apiError, resetAfterEach, stubApi, withApp } from '@web/test-support';
import { DeleteAccountDialog } from './data-rights';

const forget = vi.hoisted(() => ({ forgetThisBrowser: vi.fn(async () => undefined), restartAtWelcome: vi.fn() }));
vi.mock('@web/lib/forget-browser', () => forget);

resetAfterEach();

const word = () => screen.getByLabelText('Type DELETE to confirm');
const deleteButton = () => screen.getByRole('button', { name: 'Delete my account' });

describe('Delete my account', () => {
  it('waits for the word, then deletes and forgets this browser', async () => {
    const calls = stubApi({ 'POST /api/account/delete': () => new Response(null, { status: 204 }) });
    render(withApp(<DeleteAccountDialog open onOpenChange={() => undefined} />));
    expect(deleteButton()).toBeDisabled();
    fireEvent.change(word(), { target: { value: 'delete' } });
    expect(deleteButton()).toBeDisabled();
    fireEvent.change(word(), { target: { value: ' DELETE ' } });
    expect(deleteButton()).toBeEnabled();
    await act(async () => void fireEvent.click(deleteButton()));
    expect(await screen.findByRole('dialog', { name: 'Your account has been deleted' })).toBeInTheDocument();
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/account/delete', { confirm: 'DELETE' }],
    ]);
    expect(forget.forgetThisBrowser).toHaveBeenCalled();
  });

  it('the server’s refusal is shown under the word, and typing clears it', async () => {
    stubApi({ 'POST /api/account/delete': () => apiError(400, 'confirm_mismatch', DELETE_CONFIRM_MESSAGE) });
    render(withApp(<DeleteAccountDialog open onOpenChange={() => undefined} />));
    fireEvent.change(word(), { target: { value: 'DELETE' } });
    await act(async () => void fireEvent.click(deleteButton()));
    expect(await screen.findByText(DELETE_CONFIRM_MESSAGE)).toBeInTheDocument();
    expect(word()).toHaveAccessibleDescription(DELETE_CONFIRM_MESSAGE);
    fireEvent.change(word(), { target: { value: 'DELETE!' } });
    expect(screen.queryByText(DELETE_CONFIRM_MESSAGE)).toBeNull();
  });
});
