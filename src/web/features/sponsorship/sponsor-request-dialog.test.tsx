// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@web/lib/api';
import { SponsorRequestDialog, sponsorshipErrorText } from './sponsor-request-dialog';

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn(), message: vi.fn() }));
vi.mock('@web/components/ui/toast', () => ({ toast: toastMock }));
vi.mock('@web/lib/session', () => ({
  useMe: () => ({
    data: { user: { id: 'u1', name: 'Robin Lee', email: 'r@x.test', isAnonymous: false, role: 'user' } },
  }),
}));
const mutate = vi.hoisted(() => vi.fn());
vi.mock('./sponsorship-api', () => ({ useSendSponsorship: () => ({ mutate, isPending: false }) }));

beforeEach(() => {
  mutate.mockReset();
  Object.assign(navigator, { clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const open = (service: 'talk' | 'strategy' = 'strategy') =>
  render(<SponsorRequestDialog open onOpenChange={() => undefined} service={service} />);

describe('SponsorRequestDialog', () => {
  it('starts with a message personalised with the first name, program and price', () => {
    open('strategy');
    const msg = screen.getByLabelText('Personal message') as HTMLTextAreaElement;
    expect(msg.value).toContain('Strategic Foresight Sprint (€90)');
    expect(msg.value.endsWith('Robin')).toBe(true);
  });

  it('Send is disabled without an e-mail; names missing shows the spec text; a custom message is what is sent', async () => {
    open('talk');
    const send = screen.getByRole('button', { name: 'Send Request' });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Parent or partner e-mail (optional)'), {
      target: { value: 'anna@example.com' },
    });
    expect(send).toBeEnabled();
    // The form's checks run as a promise: let the tap's work settle before looking.
    await act(async () => void fireEvent.click(send));
    expect(screen.getByRole('alert').textContent).toBe(
      'Missing information: Please enter parent names and email address.',
    );
    expect(mutate).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Parent or partner name(s)'), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('Personal message'), { target: { value: '  My own words  ' } });
    await act(async () => void fireEvent.click(send));
    expect(mutate).toHaveBeenCalledWith(
      {
        parentNames: 'Anna',
        parentEmail: 'anna@example.com',
        serviceType: 'talk',
        customMessage: 'My own words',
        progressNotes: false,
      },
      expect.anything(),
    );
  });

  it('copy confirms for 2 seconds', async () => {
    vi.useFakeTimers();
    open();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy message' }));
    });
    expect(navigator.clipboard.writeText).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy message' })).toBeTruthy();
  });

  it('maps server errors to the spec texts', () => {
    expect(sponsorshipErrorText(new ApiError(400, 'missing_information', 'x'))).toBe(
      'Missing information: Please enter parent names and email address.',
    );
    expect(sponsorshipErrorText(new ApiError(422, 'mail_failed', 'x'))).toBe(
      'Error sending email - Please try again or use another sharing method.',
    );
  });
});
