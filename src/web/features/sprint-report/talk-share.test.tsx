// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TALK_SHARE_TEXT, type TalkShare } from '@core/contracts/sprint-report';
import { TalkShareToggle } from './talk-share';

const api = vi.hoisted(() => ({
  share: null as TalkShare | null,
  setShare: vi.fn(),
  edit: vi.fn(),
}));
vi.mock('./sprint-report-api', () => ({
  useTalkShare: () => ({ data: api.share }),
  useSetTalkShare: () => ({ mutate: api.setShare, isPending: false, error: null }),
  useTalkKept: () => ({
    data: {
      conversationId: 'conv1',
      situation: 'A year of physics, now a café',
      vision: null,
      values: null,
      advantage: null,
      strengths: ['Patience', 'Explaining things'],
    },
  }),
  useEditTalkKept: () => ({ mutate: api.edit, isPending: false, error: null }),
}));

beforeEach(() => {
  api.share = {
    shared: false,
    text: TALK_SHARE_TEXT,
    highlights: [{ label: 'Strengths', text: 'Patience, Explaining things' }],
    conversationId: 'conv1',
  };
  api.setShare.mockReset();
  api.edit.mockReset();
});
afterEach(cleanup);

describe('TalkShareToggle', () => {
  it('says exactly what the coach will see, off until ticked; ticking and unticking send the answer', () => {
    const { rerender } = render(<TalkShareToggle />);
    const box = screen.getByRole('checkbox', { name: /Share my Talk highlights with my coach/ });
    expect(box).not.toBeChecked();
    expect(screen.getByText(TALK_SHARE_TEXT)).toBeInTheDocument();
    expect(screen.getByText('What my coach would see')).toBeInTheDocument();
    expect(screen.getByText('Patience, Explaining things')).toBeInTheDocument();
    fireEvent.click(box);
    expect(api.setShare).toHaveBeenCalledWith(true);
    api.share = { ...api.share!, shared: true };
    rerender(<TalkShareToggle />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Share my Talk highlights/ }));
    expect(api.setShare).toHaveBeenLastCalledWith(false);
  });

  it('the person removes a strength and an answer before their report', () => {
    render(<TalkShareToggle />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit or remove' }));
    fireEvent.change(screen.getByRole('textbox', { name: /My strengths/ }), { target: { value: 'Patience' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Where I am now' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.edit).toHaveBeenCalledWith(
      expect.objectContaining({ situation: null, strengths: ['Patience'] }),
      expect.anything(),
    );
  });

  it('shows nothing to someone without a Talk conversation', () => {
    api.share = { ...api.share!, conversationId: null };
    const { container } = render(<TalkShareToggle />);
    expect(container).toBeEmptyDOMElement();
  });
});
