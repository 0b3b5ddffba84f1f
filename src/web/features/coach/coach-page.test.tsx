// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resetAfterEach, stubApi, withApp } from '@web/test-support';
import type { Workspace } from './coach-api';
import { CoachPage } from './coach-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/components/ui/toast', () => ({ toast }));

const workspace: Workspace = {
  coach: { userId: 'k1', displayName: 'Kim', timeZone: 'UTC', videoLink: null, bio: null },
  weekly: [{ weekday: 0, startMinute: 9 * 60, endMinute: 17 * 60 }],
  exceptions: [],
  sessions: [],
};

async function openTab(name: string) {
  const calls = stubApi({
    '/api/coach/workspace': () => workspace,
    'PUT /api/coach/availability': () => ({ ok: true }),
    'PUT /api/coach/profile': () => ({ ok: true }),
  });
  render(withApp(<CoachPage />));
  const tab = await screen.findByRole('tab', { name });
  fireEvent.mouseDown(tab);
  fireEvent.click(tab);
  return calls;
}
const tap = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));
const puts = (calls: { method: string; path: string; body: unknown }[], path: string) =>
  calls.filter((c) => c.method === 'PUT' && c.path === path).map((c) => c.body);

resetAfterEach();

describe('the coach’s hours', () => {
  it('hours that end before they start are refused with the server’s words, and nothing is sent', async () => {
    const calls = await openTab('Hours');
    const until = await screen.findByLabelText('Monday until');
    expect(screen.getByLabelText('Monday from')).toHaveValue('09:00');
    expect(until).toHaveValue('17:00');
    fireEvent.change(until, { target: { value: '08:00' } });
    await tap('Save hours');
    expect(toast.error).toHaveBeenCalledWith('Monday: the end must be after the start, within the day.');
    expect(puts(calls, '/api/coach/availability')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Monday until'), { target: { value: '18:00' } });
    await tap('Save hours');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Hours saved.'));
    expect(puts(calls, '/api/coach/availability')).toEqual([
      { weekly: [{ weekday: 0, startMinute: 540, endMinute: 1080 }], exceptions: [] },
    ]);
  });

  it('a day gets hours with Add and loses them with Remove; a whole day off is saved without hours', async () => {
    const calls = await openTab('Hours');
    await tap('Add hours on Tuesday');
    expect(screen.getByLabelText('Tuesday from')).toHaveValue('09:00');
    await tap('Remove these Monday hours');
    expect(screen.queryByLabelText('Monday from')).toBeNull();
    await tap('Add an exception');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-24' } });
    await tap('Save hours');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Hours saved.'));
    expect(puts(calls, '/api/coach/availability')).toEqual([
      {
        weekly: [{ weekday: 1, startMinute: 540, endMinute: 1020 }],
        exceptions: [{ date: '2026-12-24', startMinute: null, endMinute: null, available: false }],
      },
    ]);
  });
});

describe('the coach’s profile', () => {
  it('saves the name, zone and video link; an empty bio is none', async () => {
    const calls = await openTab('Profile');
    fireEvent.change(await screen.findByLabelText('Name shown to clients'), { target: { value: '  Kim Lee ' } });
    fireEvent.change(screen.getByLabelText('Video call link'), { target: { value: 'https://meet.example.com/kim' } });
    expect(screen.getByRole('link', { name: 'Test the link' })).toHaveAttribute('href', 'https://meet.example.com/kim');
    await tap('Save profile');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile saved.'));
    expect(puts(calls, '/api/coach/profile')).toEqual([
      { displayName: 'Kim Lee', timeZone: 'UTC', videoLink: 'https://meet.example.com/kim', bio: null },
    ]);
  });
});
