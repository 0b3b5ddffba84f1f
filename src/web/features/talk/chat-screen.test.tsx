// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatStreamEvent, Conversation } from '@core/contracts/talk';
import { trendById, trendCard } from '@core/talk-engine';
import { TALK_TRENDS } from '@content/talk/trends';
import { ApiError } from '@web/lib/api';
import { ChatScreen } from './chat-screen';

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn(), message: vi.fn() }));
vi.mock('@web/components/ui/toast', () => ({ toast: toastMock }));

type Done = Extract<ChatStreamEvent, { type: 'done' }>;
const api = vi.hoisted(() => ({
  conversation: null as unknown,
  sendChat: vi.fn(),
  postTalkEvent: vi.fn(),
}));
vi.mock('./talk-api', () => ({
  useConversationFor: () => ({ isPending: false, data: api.conversation }),
  sendChat: api.sendChat,
  postTalkEvent: api.postTalkEvent,
  newClientMessageId: () => `c${Math.random().toString(36).slice(2, 12)}`,
  usePlan: () => ({ data: undefined, isPending: false }),
  planPdfUrl: () => '/plan.pdf',
}));

const voiceApi = vi.hoisted(() => ({
  caps: { listen: 'browser', speak: 'browser', settings: { rate: 0.9, pitch: 1.1 } } as Record<string, unknown>,
  refresh: vi.fn(),
}));
vi.mock('./talk-voice-api', () => ({
  useTalkVoice: () => ({ data: voiceApi.caps, refresh: voiceApi.refresh }),
  transcribeSpoken: vi.fn(),
  replySpeechUrl: (id: string) => `/speech/${id}`,
}));

const session = { current_act: 'bor' as const, confidence: 0.6, hints: [] };
const trend = trendById(TALK_TRENDS[0]!.id)!;
const coach = (over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 'm1',
  role: 'assistant',
  content: 'Act one, BÖR: rate these trends.',
  timestamp: '2026-11-23T12:00:00.000Z',
  type: 'carousel',
  cards: [trendCard(trend)],
  quick_replies: ['Show me more trends|more trends', 'I’ve rated enough|next act'],
  ...over,
});
const conversation = (messages: ChatMessage[]): Conversation => ({
  id: 'conv1',
  magazineId: null,
  roleTitle: null,
  session,
  state: { state: 'trends', confidence: 0.6, unknowns: [] },
  messages,
  paywalled: false,
  planReady: false,
  paused: false,
});
const paywall = () => new ApiError(402, 'talk_paywall', 'Unlock FutureSelf Talk to continue the conversation.');

function renderChat() {
  return render(
    <MemoryRouter initialEntries={['/talk']}>
      <ChatScreen />
    </MemoryRouter>,
  );
}
const log = () => screen.getByRole('log', { name: 'Conversation' });
const input = () => screen.getByRole('textbox', { name: 'Your message' }) as HTMLInputElement;

beforeEach(() => {
  voiceApi.caps = { listen: 'browser', speak: 'browser', settings: { rate: 0.9, pitch: 1.1 } };
  api.conversation = conversation([coach()]);
  api.sendChat.mockReset();
  api.postTalkEvent.mockReset();
});
afterEach(cleanup);

describe('ChatScreen', () => {
  it('a quick reply shows its label in the person’s bubble and sends only its value', async () => {
    let finish: (d: Done) => void = () => undefined;
    api.sendChat.mockImplementation(() => new Promise<Done>((resolve) => (finish = resolve)));
    renderChat();
    fireEvent.click(screen.getByRole('button', { name: 'I’ve rated enough' }));
    expect(api.sendChat).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'continue', message: 'next act', conversationId: 'conv1' }),
      expect.any(Function),
    );
    expect(within(log()).getByText('I’ve rated enough')).toBeInTheDocument();
    expect(within(log()).queryByText('next act')).toBeNull();
    await act(async () =>
      finish({
        type: 'done',
        message: coach({ id: 'm3', type: 'text', cards: undefined, content: 'Now act two.', quick_replies: [] }),
        session,
        state: { state: 'vision', confidence: 0.7, unknowns: [] },
      }),
    );
    expect(within(log()).getByText('I’ve rated enough')).toBeInTheDocument();
    expect(within(log()).getByText('Now act two.')).toBeInTheDocument();
  });

  it('a typed message refused by the paywall (402) goes back into the input; nothing is lost', async () => {
    api.sendChat.mockRejectedValue(paywall());
    renderChat();
    fireEvent.change(input(), { target: { value: 'What should I do this week?' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Keep talking with FutureSelf Talk' });
    expect(api.postTalkEvent).toHaveBeenCalledWith('conv1', 'paywall_shown');
    expect(within(log()).queryByText('What should I do this week?')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input().value).toBe('What should I do this week?');
    expect(input()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('a rating refused by the paywall is taken back off the card', async () => {
    api.sendChat.mockRejectedValue(paywall());
    renderChat();
    const impact = within(log()).getByRole('group', { name: 'Impact on you?' });
    await act(async () => {
      fireEvent.click(within(impact).getByRole('button', { name: 'High' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Keep talking with FutureSelf Talk' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
    expect(within(impact).getByRole('button', { name: 'High' })).toHaveAttribute('aria-pressed', 'false');
    // A quick reply is not typed text: the input stays empty.
    expect(input().value).toBe('');
  });

  it('words stream in as they arrive; a reset replaces them with the coach’s words, which stay', async () => {
    let onEvent: (e: ChatStreamEvent) => void = () => undefined;
    let finish: (d: Done) => void = () => undefined;
    api.sendChat.mockImplementation((_body: unknown, cb: (e: ChatStreamEvent) => void) => {
      onEvent = cb;
      return new Promise<Done>((resolve) => (finish = resolve));
    });
    renderChat();
    fireEvent.click(screen.getByRole('button', { name: 'I’ve rated enough' }));
    act(() => onEvent({ type: 'text', content: 'I remember the café. ' }));
    expect(within(log()).getByText('I remember the café.')).toBeInTheDocument();
    act(() => onEvent({ type: 'reset', content: 'That’s allowed. Where are you now?' }));
    expect(within(log()).queryByText(/I remember the café/)).toBeNull();
    expect(within(log()).getByText('That’s allowed. Where are you now?')).toBeInTheDocument();
    await act(async () =>
      finish({
        type: 'done',
        message: coach({ id: 'm4', type: 'text', cards: undefined, content: 'That’s allowed. Where are you now?' }),
        session,
        state: { state: 'vision', confidence: 0.7, unknowns: [] },
      }),
    );
    expect(within(log()).getAllByText('That’s allowed. Where are you now?')).toHaveLength(1);
  });

  it('without a server provider or browser recognition, no microphone: the page says typing is the way', () => {
    renderChat();
    expect(screen.queryByRole('button', { name: 'Speak your message' })).toBeNull();
    expect(screen.getByTestId('typing-only')).toHaveTextContent(
      'Speaking isn’t available in this browser here. Typing works: write your message below.',
    );
  });

  it('speaks to the browser’s recognition: the words appear in the composer, are corrected and sent', async () => {
    const instances: FakeRecognition[] = [];
    class FakeRecognition {
      lang = '';
      interimResults = false;
      continuous = true;
      onresult: ((e: { results: Array<Array<{ transcript: string }>> }) => void) | null = null;
      onend: (() => void) | null = null;
      onerror: ((e: { error?: string }) => void) | null = null;
      start = vi.fn();
      stop = vi.fn(() => this.onend?.());
      abort = vi.fn();
      constructor() {
        instances.push(this);
      }
    }
    (window as unknown as Record<string, unknown>).webkitSpeechRecognition = FakeRecognition;
    try {
      api.sendChat.mockImplementation(() => new Promise(() => undefined));
      renderChat();
      fireEvent.click(screen.getByRole('button', { name: 'Speak your message' }));
      const r = instances[0]!;
      expect(r.start).toHaveBeenCalled();
      expect(r.interimResults).toBe(true);
      act(() => r.onresult?.({ results: [[{ transcript: 'I want to work by the see' }]] }));
      expect(input().value).toBe('I want to work by the see');
      act(() => r.onend?.());
      expect(screen.getByRole('status')).toHaveTextContent('Here is what we heard. Fix anything, then send.');
      fireEvent.change(input(), { target: { value: 'I want to work by the sea' } });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      });
      expect(api.sendChat).toHaveBeenCalledWith(
        expect.objectContaining({ action: 'continue', message: 'I want to work by the sea' }),
        expect.any(Function),
      );
    } finally {
      delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition;
    }
  });

  it('a reply is read aloud by the browser at rate 0.9 and pitch 1.1, with a crisis reply’s help lines', async () => {
    const spoken: Array<{ text: string; rate: number; pitch: number }> = [];
    class Utterance {
      rate = 1;
      pitch = 1;
      lang = '';
      voice: unknown = null;
      onstart: (() => void) | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly text: string) {}
    }
    const synth = {
      speak: vi.fn((u: Utterance) => spoken.push({ text: u.text, rate: u.rate, pitch: u.pitch })),
      cancel: vi.fn(),
      resume: vi.fn(),
      getVoices: () => [{ name: 'English', lang: 'en-US', default: true }],
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    };
    Object.assign(window, { speechSynthesis: synth, SpeechSynthesisUtterance: Utterance });
    try {
      api.conversation = conversation([
        coach({ id: 'm1', type: 'text', cards: undefined, content: 'Hello. I am you, older.', quick_replies: [] }),
        coach({
          id: 'm2',
          type: 'text',
          cards: undefined,
          quick_replies: [],
          content: 'I am worried about you.',
          metadata: {
            safety: 'crisis',
            help: {
              country: 'SE',
              emergency: '112',
              lines: [{ name: 'Mind', contact: '90101', href: null, what: 'x' }],
            },
          },
        }),
      ]);
      renderChat();
      const listen = screen.getAllByRole('button', { name: 'Listen to this reply' });
      await act(async () => {
        fireEvent.click(listen[0]!);
      });
      expect(spoken).toEqual([
        { text: 'Hello.', rate: 0.9, pitch: 1.1 },
        { text: 'I am you, older.', rate: 0.9, pitch: 1.1 },
      ]);
      expect(screen.getByRole('button', { name: 'Stop reading aloud' })).toBeInTheDocument();
      spoken.length = 0;
      await act(async () => {
        fireEvent.click(screen.getAllByRole('button', { name: 'Listen to this reply' }).at(-1)!);
      });
      expect(spoken.map((s) => s.text).join(' ')).toBe(
        'I am worried about you. Mind: 90101. In an emergency, call 112.',
      );
    } finally {
      delete (window as unknown as Record<string, unknown>).speechSynthesis;
      delete (window as unknown as Record<string, unknown>).SpeechSynthesisUtterance;
    }
  });
});
