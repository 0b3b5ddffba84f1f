// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useReducer, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { questions, SUPERPOWER_MAX_LENGTH } from '@content/quiz';
import { initialJourney, journeyReducer, type JourneyState } from './journey-store';
import { QuizStep } from './quiz-step';
import { WelcomeStep } from './welcome-step';

const attribution = vi.hoisted(() => ({ value: { raw: {}, resolved: null as unknown, sessionId: 's1' } }));
vi.mock('@web/lib/attribution', () => ({ useAttribution: () => attribution.value }));
const sync = vi.hoisted(() => ({ saveAnswersSoon: vi.fn(), flushAnswers: vi.fn(async () => undefined) }));
vi.mock('./answers-sync', () => sync);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  attribution.value = { raw: {}, resolved: null, sessionId: 's1' };
});

function Welcome({ onStart }: { onStart(): void }) {
  const [name, setName] = useState('');
  return <WelcomeStep name={name} onName={setName} onStart={onStart} />;
}

describe('the welcome step', () => {
  it('Spin My Future waits for a name, then starts the journey on the first tap', () => {
    const onStart = vi.fn();
    render(<Welcome onStart={onStart} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Meet your future self');
    const form = screen.getByRole('form', { name: 'Start your journey' });
    const spin = within(form).getByRole('button', { name: 'Spin My Future' });
    expect(spin).toBeDisabled();
    fireEvent.change(screen.getByLabelText('What should we call you?'), { target: { value: '   ' } });
    expect(spin).toBeDisabled();
    fireEvent.change(screen.getByLabelText('What should we call you?'), { target: { value: 'Maya' } });
    expect(spin).toBeEnabled();
    fireEvent.click(spin);
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('keeps a name to 40 characters and shows a cohort’s name, not a public link’s', () => {
    attribution.value = { raw: {}, resolved: { isPublic: false, cohortName: 'Class of 2031' }, sessionId: 's1' };
    render(<Welcome onStart={() => undefined} />);
    expect(screen.getByLabelText('What should we call you?')).toHaveAttribute('maxLength', '40');
    expect(screen.getByTestId('cohort-name')).toHaveTextContent('Class of 2031');
    cleanup();
    attribution.value = { raw: {}, resolved: { isPublic: true, cohortName: 'Public' }, sessionId: 's1' };
    render(<Welcome onStart={() => undefined} />);
    expect(screen.queryByTestId('cohort-name')).toBeNull();
  });
});

function Quiz({ start = {} }: { start?: Partial<JourneyState> }) {
  const [state, dispatch] = useReducer(journeyReducer, {
    ...initialJourney,
    step: 'questions',
    name: 'Maya',
    ...start,
  });
  return (
    <>
      <p data-testid="step">{state.step}</p>
      <QuizStep state={state} dispatch={dispatch} />
    </>
  );
}

const [first, second] = questions;

describe('the questions', () => {
  it('shows where the visitor is, four cards to choose from, and Continue once one is chosen', () => {
    render(<Quiz />);
    expect(screen.getByRole('heading', { name: first.question })).toBeInTheDocument();
    expect(screen.getByText(first.category)).toBeInTheDocument();
    expect(screen.getByText(/1 of 5/)).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: first.question });
    const cards = within(group).getAllByRole('radio');
    expect(cards).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();

    fireEvent.click(cards[1]!);
    expect(cards[1]).toHaveAttribute('aria-checked', 'true');
    expect(sync.saveAnswersSoon).toHaveBeenCalledWith({ [first.id]: expect.any(String) });

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(sync.flushAnswers).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: second.question })).toBeInTheDocument();
    expect(screen.getByText(/2 of 5/)).toBeInTheDocument();
  });

  it('View Other Options shows four others and says which; a choice no longer shown is dropped', () => {
    render(<Quiz />);
    const before = within(screen.getByRole('radiogroup')).getAllByRole('radio');
    const titles = before.map((c) => c.textContent);
    fireEvent.click(before[0]!);
    fireEvent.click(screen.getAllByRole('button', { name: 'View Other Options' })[0]!);
    const after = within(screen.getByRole('radiogroup')).getAllByRole('radio');
    expect(after).toHaveLength(4);
    expect(after.map((c) => c.textContent)).not.toEqual(titles);
    expect(screen.getByText(/^Showing 4 other options: /)).toBeInTheDocument();
    expect(sync.saveAnswersSoon).toHaveBeenLastCalledWith({});
  });

  it('Back on the first question goes back to the welcome screen', () => {
    render(<Quiz />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('step')).toHaveTextContent('welcome');
  });

  it('the superpower: Continue needs some words, keeps them to the limit and moves on', () => {
    const answers = Object.fromEntries(
      questions.slice(0, 4).map((q) => [q.id, q.type === 'visual-cards' ? q.cards[0]!.id : '']),
    );
    render(<Quiz start={{ questionIndex: 4, answers }} />);
    expect(screen.getByText(/5 of 5/)).toBeInTheDocument();
    const text = screen.getByRole('textbox', { name: questions[4].question });
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    fireEvent.change(text, { target: { value: 'x'.repeat(SUPERPOWER_MAX_LENGTH + 10) } });
    expect(text).toHaveValue('x'.repeat(SUPERPOWER_MAX_LENGTH));
    expect(
      screen.getByText(`${SUPERPOWER_MAX_LENGTH} / ${SUPERPOWER_MAX_LENGTH}`, { exact: false }),
    ).toBeInTheDocument();
    fireEvent.change(text, { target: { value: '  I can calm any room  ' } });
    fireEvent.click(next);
    expect(sync.saveAnswersSoon).toHaveBeenLastCalledWith(
      expect.objectContaining({ superpower: 'I can calm any room' }),
    );
    expect(screen.getByTestId('step')).not.toHaveTextContent('questions');
  });
});
