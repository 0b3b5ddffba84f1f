// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TRANSCRIPT_MESSAGES, type VoiceTranscript } from '@core/contracts/voice-transcript';
import { TranscriptEditor } from './transcript-editor';

const fetchMock = vi.fn();
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const transcript = (over: Partial<VoiceTranscript> = {}): VoiceTranscript => ({
  voiceMessageId: 'm1',
  transcriber: 'openai',
  status: 'done',
  text: 'I want to work by the sea.',
  language: 'en',
  source: 'provider',
  crisis: false,
  help: null,
  notice: null,
  ...over,
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <TranscriptEditor messageId="m1" />
    </QueryClientProvider>,
  );
}

describe('TranscriptEditor', () => {
  it('shows the transcript in a named field and saves the person’s correction', async () => {
    fetchMock.mockReturnValueOnce(json({ transcript: transcript() }));
    show();
    const field = await screen.findByLabelText('What you said');
    expect((field as HTMLTextAreaElement).value).toBe('I want to work by the sea.');
    fireEvent.change(field, { target: { value: 'I want to work by the sea, in Gothenburg.' } });
    fetchMock.mockReturnValueOnce(
      json({ transcript: transcript({ text: 'I want to work by the sea, in Gothenburg.', source: 'person' }) }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save what I said' }));
    await waitFor(() => expect(screen.getByText(TRANSCRIPT_MESSAGES.saved)).toBeTruthy());
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/voice/messages/m1/transcript');
    expect(init).toMatchObject({ method: 'PUT' });
    expect(JSON.parse(init.body as string)).toEqual({ text: 'I want to work by the sea, in Gothenburg.' });
  });

  it('says truthfully when transcription is not on, and the person can type', async () => {
    fetchMock.mockReturnValueOnce(
      json({
        transcript: transcript({
          transcriber: 'browser',
          status: 'none',
          text: null,
          source: null,
          notice: TRANSCRIPT_MESSAGES.browser,
        }),
      }),
    );
    show();
    expect(await screen.findByText(TRANSCRIPT_MESSAGES.browser)).toBeTruthy();
    expect((screen.getByLabelText('What you said') as HTMLTextAreaElement).value).toBe('');
  });

  it('a failed transcription keeps the field open and shows the server’s refusal of a save', async () => {
    fetchMock.mockReturnValueOnce(
      json({
        transcript: transcript({ status: 'failed', text: null, source: null, notice: TRANSCRIPT_MESSAGES.failed }),
      }),
    );
    show();
    expect(await screen.findByText(TRANSCRIPT_MESSAGES.failed)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('What you said'), { target: { value: 'typed' } });
    fetchMock.mockReturnValueOnce(json({ error: { code: 'invalid', message: 'Please try again.' } }, 400));
    fireEvent.click(screen.getByRole('button', { name: 'Save what I said' }));
    expect(await screen.findByText('Please try again.')).toBeTruthy();
  });

  it('the job’s transcript fills an untouched field; a field the person edited keeps their words', async () => {
    const pending = transcript({ status: 'pending', text: null, source: null, notice: TRANSCRIPT_MESSAGES.pending });
    fetchMock
      .mockReturnValueOnce(json({ transcript: pending }))
      .mockReturnValueOnce(json({ transcript: transcript() }));
    show();
    const field = (await screen.findByLabelText('What you said')) as HTMLTextAreaElement;
    await waitFor(() => expect(field.value).toBe('I want to work by the sea.'), { timeout: 4000 });
    expect(screen.getByLabelText('What you said')).toBe(field); // the same field: not remounted

    cleanup();
    fetchMock.mockReset();
    fetchMock
      .mockReturnValueOnce(json({ transcript: pending }))
      .mockReturnValueOnce(json({ transcript: transcript() }));
    show();
    const mine = (await screen.findByLabelText('What you said')) as HTMLTextAreaElement;
    fireEvent.change(mine, { target: { value: 'My own words' } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2), { timeout: 4000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(mine.value).toBe('My own words');
  }, 12_000);
});
