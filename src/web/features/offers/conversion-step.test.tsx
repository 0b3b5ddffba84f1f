// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConversionStep } from './conversion-step';

function renderStep(props: Partial<Parameters<typeof ConversionStep>[0]> = {}) {
  const onClose = vi.fn();
  const onChoose = vi.fn();
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <ConversionStep onClose={onClose} onChoose={onChoose} age={{ under18: null }} {...props} />
    </QueryClientProvider>,
  );
  return { onClose, onChoose };
}

afterEach(cleanup);

describe('ConversionStep', () => {
  it('offers the three paths; each button names its path; closing returns', () => {
    const { onClose, onChoose } = renderStep();
    fireEvent.click(screen.getByRole('button', { name: /^Start Talk/ }));
    fireEvent.click(screen.getByRole('button', { name: /Strategy Sprint/ }));
    fireEvent.click(screen.getByRole('button', { name: /Show application/ }));
    expect(onChoose.mock.calls.map((c) => c[0])).toEqual(['talk', 'strategy', 'show']);
    fireEvent.click(screen.getByRole('button', { name: 'Back to your cover' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('a visitor known to be under 18: Talk and Strategy disabled, Show open', () => {
    const { onChoose } = renderStep({ age: { under18: true } });
    expect(screen.getByRole('button', { name: /^Start Talk/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Strategy Sprint/ })).toBeDisabled();
    const show = screen.getByRole('button', { name: /Show application/ });
    expect(show).toBeEnabled();
    fireEvent.click(show);
    expect(onChoose).toHaveBeenCalledWith('show');
    expect(screen.getByText(/for people aged 18 and over/)).toBeTruthy();
  });
});
