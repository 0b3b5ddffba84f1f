// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordDial, type DialMode } from './record-dial';

afterEach(cleanup);

const dial = (mode: DialMode, seconds: number) => {
  const { container } = render(<RecordDial mode={mode} seconds={seconds} label="Record" onPress={() => {}} />);
  return { container, ring: screen.getByTestId('record-ring') };
};

/** The idle microphone ring looked like progress (a tinted third of the ring, an arc). */
describe('RecordDial ring', () => {
  it.each(['record', 'starting'] as const)('is a plain still track when %s (not recording)', (mode) => {
    const { container, ring } = dial(mode, 0);
    const circles = ring.querySelectorAll('circle');
    expect(circles).toHaveLength(1);
    expect(circles[0]!.getAttribute('stroke-dasharray')).toBeNull();
    // nothing in the ring or around it moves
    for (const el of [ring, ...ring.querySelectorAll('*')])
      expect(el.getAttribute('class') ?? '').not.toMatch(/animate-|transition/);
    expect(container.querySelector('.animate-ping')).toBeNull();
  });

  it('shows no arc when idle with seconds left from an earlier take', () => {
    const { ring } = dial('record', 45);
    expect(ring.querySelectorAll('circle')).toHaveLength(1);
  });

  it('fills towards 90 s and pulses while recording', () => {
    const { container, ring } = dial('stop', 30);
    const circles = ring.querySelectorAll('circle');
    expect(circles.length).toBeGreaterThan(1);
    const arc = circles[circles.length - 1]!;
    const c = Number(arc.getAttribute('stroke-dasharray'));
    expect(Number(arc.getAttribute('stroke-dashoffset'))).toBeCloseTo((c * 2) / 3, 3);
    expect(container.querySelector('.animate-ping')).not.toBeNull();
  });
});
