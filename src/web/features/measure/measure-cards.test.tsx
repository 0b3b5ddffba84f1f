// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resetAfterEach, stubApi, withApp } from '@web/test-support';
import { MeasureCards } from './measure-cards';

resetAfterEach();

const given = { consent: 'given', ageKnown: true, parentNeeded: false, answered: [] };

describe('the measure cards', () => {
  it('one radio group per item (arrows select), Skip on each, partial answers sent once, then thanks', async () => {
    const calls = stubApi({
      'GET /api/measure/status': () => given,
      'POST /api/measure/answers': () => ({ ...given, answered: ['before'] }),
    });
    const onDone = vi.fn();
    render(withApp(<MeasureCards wave="before" onDone={onDone} />));
    const group = await screen.findByRole('radiogroup', {
      name: 'How similar do you feel to the person you will be in ten years?',
    });
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(7);
    expect(radios[0]).toHaveAccessibleName('1, two circles apart: not similar at all');
    expect(group.querySelectorAll('svg')).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    fireEvent.keyDown(radios[0]!, { key: 'ArrowRight' });
    expect(radios[1]).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // vividness, positivity, career: skipped
    for (let i = 0; i < 3; i++) fireEvent.click(await screen.findByRole('button', { name: 'Skip this question' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you');
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/measure/answers', { wave: 'before', answers: { fsc: 2 } }],
    ]);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Done' })));
    expect(onDone).toHaveBeenCalledWith(true);
  });

  it('skipping every item sends nothing', async () => {
    const calls = stubApi({ 'GET /api/measure/status': () => given });
    const onDone = vi.fn();
    render(withApp(<MeasureCards wave="after" onDone={onDone} />));
    for (let i = 0; i < 4; i++) fireEvent.click(await screen.findByRole('button', { name: 'Skip this question' }));
    expect(onDone).toHaveBeenCalledWith(false);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
