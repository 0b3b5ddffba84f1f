import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { ArrowUp, AudioLines, CalendarCheck, ListChecks, Mic, RotateCcw, Square, Volume2 } from 'lucide-react';
import type { CardAction, ChatCard, ChatMessage, ChatSession } from '@core/contracts/talk';
import { TALK_VOICE_MESSAGES } from '@core/contracts/talk-voice';
import { formatRecordingTime } from '@core/voice';
import { actBadge, cardActionMessage, confidencePercent, highlightToast, quickReplyParts } from '@core/talk';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/toast';
import { ApiError } from '@web/lib/api';
import { brandName } from '@web/lib/brand';
import { cn } from '@web/lib/cn';
import { saveBlob } from '@web/lib/download';
import { ChatCardView, ChatCarousel } from './chat-cards';
import { CrisisReplyBody, GetHelpButton } from './crisis-help';
import { MemoryButton } from './memory-panel';
import { PlanDialog } from './plan-dialog';
import { newClientMessageId, postTalkEvent, sendChat, useConversationFor } from './talk-api';
import { TalkPaywall } from './talk-paywall';
import { useTalkVoice } from './talk-voice-api';
import { useReplyVoice, useSpokenMessage } from './use-talk-voice';
import { LevelMeter } from '@web/features/voice';

const CONNECTION_ERROR = 'Connection Error';
const START_FAILED = 'Failed to start conversation. Please try again.';
const SEND_FAILED = 'Failed to send message. Please try again.';

type Phase = 'loading' | 'starting' | 'ready' | 'typing' | 'start-failed';

/** A card changed by `fix` wherever it is shown (alone or in a carousel). */
function mapCard(messages: ChatMessage[], cardId: string, fix: (c: ChatCard) => ChatCard) {
  const one = (c: ChatCard): ChatCard => (c.id === cardId ? fix(c) : c);
  return messages.map((m) =>
    m.card?.id === cardId || m.cards?.some((c) => c.id === cardId)
      ? { ...m, ...(m.card ? { card: one(m.card) } : {}), ...(m.cards ? { cards: m.cards.map(one) } : {}) }
      : m,
  );
}

/** Patches the `selected` of a card (ratings, kept, started) wherever it is shown. */
function patchCard(messages: ChatMessage[], cardId: string, patch: Record<string, string | number | boolean>) {
  return mapCard(messages, cardId, (c) => ({ ...c, selected: { ...c.selected, ...patch } }));
}

/** The `selected` a card has now (to put it back when the server refuses the action). */
function selectedOf(messages: ChatMessage[], cardId: string): ChatCard['selected'] {
  for (const m of messages) {
    const c = m.card?.id === cardId ? m.card : m.cards?.find((x) => x.id === cardId);
    if (c) return c.selected;
  }
  return undefined;
}

/** Puts a card's `selected` back as it was. */
function restoreCard(messages: ChatMessage[], cardId: string, selected: ChatCard['selected']) {
  return mapCard(messages, cardId, ({ selected: _, ...rest }) => (selected ? { ...rest, selected } : rest));
}

interface SendOptions {
  /** A retry of a failed send: the same client message id, the bubble is there already. */
  retryOf?: { clientMessageId: string };
  /** What the person's bubble shows until the server's copy arrives (a quick reply's label); the message by default. */
  display?: string;
  /** The message was typed: a refused send (the paywall's 402, a 4xx) puts it back in the input. */
  typed?: boolean;
  /** Undoes what the screen showed ahead of the server (a card's rating) when the send is refused. */
  undo?: () => void;
}

/** /talk, /talk/:magazineId, /chat, /chat/:id: one chat screen; a new poster id is a new conversation view. */
export function ChatScreen() {
  const params = useParams();
  const magazine = params.magazineId ?? params.id ?? null;
  return <ChatView key={magazine ?? ''} magazine={magazine} />;
}

function ChatView({ magazine }: { magazine: string | null }) {
  const conversation = useConversationFor(magazine);

  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [session, setSession] = useState<ChatSession | null>(null);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [streaming, setStreaming] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [announce, setAnnounce] = useState('');
  const [paywallOpen, setPaywallOpen] = useState(false);
  const [paywalled, setPaywalled] = useState(false);
  const [planOpen, setPlanOpen] = useState(false);
  const [planReady, setPlanReady] = useState(false);
  const [failed, setFailed] = useState<{
    message: string;
    clientMessageId: string;
    typed?: boolean;
    undo?: () => void;
  } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const started = useRef(false);
  /** The last message was typed: focus returns to the input when the reply is in (it was disabled meanwhile). */
  const typed = useRef(false);

  // Talk by voice (docs/decisions/081-talk-by-voice.md): the microphone, replies read aloud, and voice mode.
  const voice = useTalkVoice();
  const [voiceMode, setVoiceMode] = useState(false);
  const voiceModeRef = useRef(false);
  voiceModeRef.current = voiceMode;
  const [voiceNote, setVoiceNote] = useState<string | null>(null);
  const sendRef = useRef<(message: string, opts?: SendOptions) => Promise<void>>(async () => undefined);
  const mic = useSpokenMessage(voice.data?.listen, (words, { final, handsFree }) => {
    if (final && handsFree && voiceModeRef.current) {
      typed.current = false;
      void sendRef.current(words, { typed: true });
      return;
    }
    setText(words);
    if (final) requestAnimationFrame(() => inputRef.current?.focus());
  });
  const reader = useReplyVoice(voice.data, voice.refresh);
  const micRef = useRef(mic);
  micRef.current = mic;
  const readerRef = useRef(reader);
  readerRef.current = reader;

  /** Voice mode: read the reply, then open the microphone; a crisis reply pauses the loop so its help stays in view. */
  const voiceTurn = useCallback((m: ChatMessage) => {
    if (!voiceModeRef.current) return;
    const crisis = m.metadata?.safety === 'crisis';
    readerRef.current.speak(m, () => {
      if (!voiceModeRef.current) return;
      if (crisis) setVoiceNote(TALK_VOICE_MESSAGES.crisisPause);
      else void micRef.current.start({ handsFree: true });
    });
  }, []);

  const stopVoiceMode = useCallback(() => {
    setVoiceMode(false);
    voiceModeRef.current = false;
    readerRef.current.stop();
    micRef.current.cancel();
    setVoiceNote(TALK_VOICE_MESSAGES.voiceModeOff);
  }, []);

  const startVoiceMode = () => {
    reader.stop();
    reader.unlock();
    setVoiceMode(true);
    voiceModeRef.current = true;
    setVoiceNote(TALK_VOICE_MESSAGES.voiceModeOn);
    if (phase === 'ready') void mic.start({ handsFree: true });
  };

  // Leaving Talk closes the microphone and stops any voice.
  useEffect(
    () => () => {
      micRef.current.cancel();
      readerRef.current.stop();
    },
    [],
  );

  const onDone = useCallback(
    (m: ChatMessage, s: ChatSession) => {
      setMessages((prev) => [...prev.filter((x) => x.id !== m.id), m]);
      setSession(s);
      setStreaming(null);
      setAnnounce(m.content);
      if (m.metadata?.plan_ready) setPlanReady(true);
      voiceTurn(m);
    },
    [voiceTurn],
  );

  const start = useCallback(async () => {
    setPhase('starting');
    try {
      const done = await sendChat(
        { action: 'start', message: 'START_CONVERSATION', context: magazine ? { magazine } : undefined },
        (e) => {
          if (e.type === 'metadata') {
            setConversationId(e.conversationId);
            setSession(e.session);
          } else if (e.type === 'text') setStreaming((s) => (s ?? '') + e.content);
          else if (e.type === 'reset') setStreaming(e.content);
        },
      );
      onDone(done.message, done.session);
      setPhase('ready');
    } catch {
      setStreaming(null);
      setPhase('start-failed');
      toast.error(CONNECTION_ERROR, { description: START_FAILED });
    }
  }, [magazine, onDone]);

  // Load the stored conversation (reload or another device), or start one.
  useEffect(() => {
    if (conversation.isPending || started.current) return;
    started.current = true;
    const c = conversation.data;
    if (c && c.messages.length) {
      setMessages(c.messages);
      setSession(c.session);
      setConversationId(c.id);
      setPaywalled(c.paywalled);
      setPlanReady(c.planReady);
      setPhase('ready');
    } else void start();
  }, [conversation.isPending, conversation.data, start]);

  useEffect(() => {
    if (phase === 'ready' && typed.current) {
      typed.current = false;
      inputRef.current?.focus();
    }
  }, [phase]);

  // Keep the newest message in view.
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages, streaming, phase]);

  const send = useCallback(
    async (message: string, opts: SendOptions = {}) => {
      const { retryOf } = opts;
      const value = message.trim();
      if (!value || phase !== 'ready' || !conversationId) return;
      const clientMessageId = retryOf?.clientMessageId ?? newClientMessageId();
      const localId = `local-${clientMessageId}`;
      /** A refused message is not lost: typed text goes back into the input, an optimistic change is undone. */
      const giveBack = () => {
        setMessages((prev) => prev.filter((m) => m.id !== localId));
        if (opts.typed) setText((current) => (current.trim() ? current : message));
        opts.undo?.();
      };
      setFailed(null);
      setPhase('typing');
      if (!retryOf)
        setMessages((prev) => [
          ...prev,
          {
            id: localId,
            role: 'user',
            content: opts.display?.trim() || value,
            timestamp: new Date().toISOString(),
            type: 'text',
          },
        ]);
      const attempt = () =>
        sendChat({ action: 'continue', message: value, conversationId, clientMessageId }, (e) => {
          if (e.type === 'metadata') {
            setSession(e.session);
            if (e.userMessage) {
              const um = e.userMessage;
              setMessages((prev) => prev.map((m) => (m.id === localId ? um : m)));
            }
            setStreaming('');
          } else if (e.type === 'text') setStreaming((s) => (s ?? '') + e.content);
          else if (e.type === 'reset') setStreaming(e.content);
        });
      try {
        let done;
        try {
          done = await attempt();
        } catch (err) {
          // A dropped stream: once more with the same client message id (the server answers what it stored).
          if (err instanceof ApiError && (err.status === 0 || err.status >= 500)) {
            setStreaming(null);
            done = await attempt();
          } else throw err;
        }
        onDone(done.message, done.session);
        setPhase('ready');
      } catch (err) {
        setStreaming(null);
        setPhase('ready');
        if (err instanceof ApiError && err.code === 'talk_paywall') {
          giveBack();
          setPaywalled(true);
          setPaywallOpen(true);
          postTalkEvent(conversationId, 'paywall_shown');
          return;
        }
        if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 409) {
          giveBack();
          toast.error(err.message);
          return;
        }
        setFailed({ message: value, clientMessageId, typed: opts.typed, undo: opts.undo });
        toast.error(CONNECTION_ERROR, { description: SEND_FAILED });
      }
    },
    [phase, conversationId, onDone],
  );
  sendRef.current = send;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim() || phase !== 'ready') return;
    const v = text;
    setText('');
    typed.current = true;
    void send(v, { typed: true });
  };

  const onCardAction = (card: ChatCard, action: CardAction) => {
    if (action.id === 'calendar' && card.variant === 'experiment') {
      // the calendar writer (ics) loads on this tap only
      void import('@core/calendar').then(({ experimentIcs }) => {
        const ics = experimentIcs({ id: card.id, title: card.title, ...card.body }, brandName);
        saveBlob(new Blob([ics], { type: 'text/calendar' }), `${card.id}.ics`);
        toast.success('Calendar Event', { description: `Due ${card.body.due_date}: ${card.title}` });
      });
      return;
    }
    if (phase !== 'ready') return;
    const before = selectedOf(messages, card.id);
    const undo = () => setMessages((prev) => restoreCard(prev, card.id, before));
    const rating = /^(impact|cert)_.+_([1-5])$/.exec(action.id);
    if (rating) {
      setMessages((prev) =>
        patchCard(prev, card.id, { [rating[1] === 'impact' ? 'impact' : 'certainty']: Number(rating[2]) }),
      );
      toast.success('Rating Recorded', { description: `${action.group ?? ''} ${action.label}`.trim() });
    }
    if (action.id === 'keep') setMessages((prev) => patchCard(prev, card.id, { kept: true }));
    if (action.id === 'start') setMessages((prev) => patchCard(prev, card.id, { started: true }));
    void send(cardActionMessage(action), { undo });
  };

  const onSelect = () => {
    const sel = window.getSelection()?.toString() ?? '';
    const preview = highlightToast(sel);
    if (preview) toast.message('Text Highlighted', { description: preview });
  };

  const ready = phase === 'ready';
  // In voice mode the bar says listening / writing down; the line below says only what needs the person.
  const micNote =
    voiceMode && (mic.notice === TALK_VOICE_MESSAGES.listening || mic.notice === TALK_VOICE_MESSAGES.transcribing)
      ? null
      : mic.notice;
  const shownNotice =
    micNote ?? reader.notice ?? (voiceMode && voiceNote === TALK_VOICE_MESSAGES.crisisPause ? voiceNote : null);
  const typing = phase === 'typing' || phase === 'starting';
  const last = messages.at(-1);
  const quickReplies = ready && last?.role === 'assistant' ? (last.quick_replies ?? []) : [];
  const percent = session ? confidencePercent(session.confidence) : null;
  // Once help was offered, it stays one tap away in the header for the rest of the conversation.
  const help = [...messages].reverse().find((m) => m.metadata?.help)?.metadata?.help ?? null;

  return (
    <section
      aria-labelledby="talk-title"
      className="mx-auto flex h-[calc(100dvh-7rem-1px)] max-w-6xl sm:h-[calc(100dvh-4rem)] flex-col px-0 sm:px-6 lg:flex-row lg:gap-6 lg:py-4"
    >
      <div className="flex min-h-0 flex-1 flex-col bg-white/70 sm:rounded-3xl sm:shadow-card sm:ring-1 sm:ring-line/70">
        <header className="border-b border-line/60 px-4 py-3 sm:px-6">
          <div className="flex flex-wrap items-center gap-2">
            <h1 id="talk-title" className="font-display text-2xl leading-none text-ink">
              {brandName} Talk
            </h1>
            <span
              className="rounded-full bg-ink px-3 py-1 text-xs font-bold tracking-wide text-gold"
              data-testid="act-badge"
            >
              {actBadge(session?.current_act)}
            </span>
            <span className="ml-auto text-xs font-semibold text-ink-soft">AI coach · not a real person</span>
            {help ? <GetHelpButton help={help} /> : null}
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <MemoryButton conversationId={conversationId} version={messages.length} />
            {mic.available ? (
              <button
                type="button"
                aria-pressed={voiceMode}
                onClick={() => (voiceMode ? stopVoiceMode() : startVoiceMode())}
                className={cn(
                  'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet',
                  voiceMode ? 'bg-ink text-gold' : 'bg-coral/10 text-coral-dark hover:bg-coral/20',
                )}
              >
                <AudioLines className="size-4" aria-hidden="true" /> Voice mode
              </button>
            ) : null}
          </div>
          {session && percent !== null ? (
            <div className="mt-2 lg:hidden">
              <div className="flex items-center gap-3">
                <p className="shrink-0 text-sm font-semibold text-ink">Confidence: {percent}%</p>
                <Progress value={percent} label="Confidence" className="h-2" />
              </div>
              {session.hints.length ? (
                <details className="mt-1 text-sm text-ink-soft">
                  <summary className="cursor-pointer font-semibold">To improve confidence:</summary>
                  <ul className="mt-1 list-disc pl-5">
                    {session.hints.map((h) => (
                      <li key={h}>{h}</li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </div>
          ) : null}
        </header>

        <div
          ref={listRef}
          role="log"
          aria-live="off"
          aria-label="Conversation"
          tabIndex={0}
          onMouseUp={onSelect}
          onKeyUp={(e) => e.shiftKey && onSelect()}
          className="min-h-0 flex-1 space-y-4 overflow-y-auto px-4 py-4 sm:px-6"
        >
          {phase === 'loading' ? (
            <Spinner label="Loading your conversation" className="mx-auto size-6 text-violet" />
          ) : null}
          {messages.map((m) => (
            <MessageView
              key={m.id}
              m={m}
              onCardAction={onCardAction}
              disabled={!ready}
              speaking={reader.speakingId === m.id}
              onListen={() => (reader.speakingId === m.id ? reader.stop() : reader.speak(m))}
            />
          ))}
          {streaming ? (
            <div className="max-w-[85%]">
              <p className="mb-1 text-[11px] font-bold uppercase tracking-widest text-ink-soft">Future you · AI</p>
              <div className="whitespace-pre-line rounded-3xl rounded-tl-md bg-white px-4 py-3 text-[15px] leading-relaxed text-ink shadow-card ring-1 ring-line/60">
                {streaming}
              </div>
            </div>
          ) : null}
          {typing && !streaming ? (
            <div className="flex items-center gap-2 text-sm text-ink-soft" data-testid="typing">
              <span className="inline-flex gap-1 rounded-full bg-white px-3 py-2 shadow-card" aria-hidden="true">
                <span className="size-2 animate-bounce rounded-full bg-violet [animation-delay:-0.2s]" />
                <span className="size-2 animate-bounce rounded-full bg-coral [animation-delay:-0.1s]" />
                <span className="size-2 animate-bounce rounded-full bg-gold" />
              </span>
              <span>Your future self is typing…</span>
            </div>
          ) : null}
          {phase === 'start-failed' ? (
            <div className="rounded-3xl bg-white p-5 text-center shadow-card">
              <p className="font-semibold text-ink">{CONNECTION_ERROR}</p>
              <p className="text-sm text-ink-soft">{START_FAILED}</p>
              <Button className="mt-3" onClick={() => void start()}>
                <RotateCcw className="size-4" aria-hidden="true" /> Try again
              </Button>
            </div>
          ) : null}
          {failed && ready ? (
            <div className="flex flex-wrap items-center justify-end gap-2 text-sm">
              <span className="text-coral-dark">{SEND_FAILED}</span>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void send(failed.message, { ...failed, retryOf: failed })}
              >
                <RotateCcw className="size-4" aria-hidden="true" /> Retry
              </Button>
            </div>
          ) : null}
        </div>

        <div className="sr-only" aria-live="polite" aria-atomic="true">
          {announce}
        </div>
        <div className="sr-only" aria-live="polite" aria-atomic="true" data-testid="voice-announce">
          {voiceNote}
        </div>
        {/* The cloned voice streams into this element (decision 081); the browser's voice needs none. */}
        <audio ref={reader.audioRef} className="hidden" data-testid="reply-audio" preload="none" />

        <div className="border-t border-line/60 bg-paper/95 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-2 sm:rounded-b-3xl sm:px-6">
          {quickReplies.length ? (
            <div className="mb-2 flex gap-2 overflow-x-auto pb-1" role="group" aria-label="Quick replies">
              {quickReplies.map((q) => {
                const { label, value } = quickReplyParts(q);
                return (
                  <button
                    key={q}
                    type="button"
                    onClick={() => void send(value, { display: label })}
                    className="shrink-0 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink shadow-card ring-1 ring-violet/30 hover:bg-violet hover:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet"
                  >
                    {label}
                  </button>
                );
              })}
            </div>
          ) : null}
          {paywalled ? (
            <div className="mb-2 flex flex-wrap items-center gap-2 rounded-2xl bg-gold/20 px-3 py-2 text-sm text-ink">
              <span className="flex-1">You’ve reached the end of the free conversation.</span>
              <Button size="sm" variant="coral" onClick={() => setPaywallOpen(true)}>
                Unlock Talk
              </Button>
            </div>
          ) : null}
          {planReady && conversationId ? (
            <Button size="sm" variant="secondary" className="mb-2 w-full sm:w-auto" onClick={() => setPlanOpen(true)}>
              <CalendarCheck className="size-4" aria-hidden="true" /> Open your 90-day plan
            </Button>
          ) : null}
          {voiceMode ? (
            <div
              className="mb-2 flex items-center gap-3 rounded-2xl bg-ink px-3 py-2.5 text-white shadow-card sm:px-4 sm:py-3"
              role="region"
              aria-label="Voice mode"
            >
              <span className="relative hidden size-10 shrink-0 place-items-center rounded-full bg-white/10 sm:grid">
                <AudioLines className="size-5 text-gold" aria-hidden="true" />
                {mic.state === 'listening' || reader.speakingId ? (
                  <span className="absolute inset-0 animate-ping rounded-full bg-gold/30 motion-reduce:hidden" />
                ) : null}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-xs font-bold uppercase tracking-widest text-gold">Voice mode</p>
                <p className="text-sm font-semibold leading-snug" data-testid="voice-mode-status">
                  {mic.state === 'listening'
                    ? 'Listening… speak now'
                    : mic.state === 'transcribing'
                      ? 'Writing down what you said…'
                      : reader.speakingId
                        ? 'Your future self is speaking…'
                        : typing
                          ? 'Your future self is thinking…'
                          : 'Tap the microphone to talk'}
                </p>
              </div>
              <Button size="sm" variant="coral" className="shrink-0" onClick={stopVoiceMode}>
                <Square className="size-3.5 fill-current" aria-hidden="true" /> Stop voice mode
              </Button>
            </div>
          ) : null}
          {shownNotice ? (
            <div className="mb-2 flex flex-wrap items-center gap-2 px-1 text-sm text-ink-soft" role="status">
              <span className="flex-1" data-testid="voice-notice">
                {shownNotice}
              </span>
              {mic.canRetry ? (
                <Button size="sm" variant="secondary" onClick={mic.retry}>
                  <RotateCcw className="size-4" aria-hidden="true" /> Try again
                </Button>
              ) : null}
            </div>
          ) : null}
          {!mic.available && voice.data ? (
            <p className="mb-2 px-1 text-xs text-ink-soft" data-testid="typing-only">
              {TALK_VOICE_MESSAGES.typeInstead}
            </p>
          ) : null}
          <form onSubmit={onSubmit} className="flex items-center gap-2">
            {mic.state === 'listening' && voice.data?.listen === 'server' ? (
              <div
                className="flex h-12 min-w-0 flex-1 items-center gap-2 rounded-full bg-white px-4 shadow-card ring-2 ring-coral"
                data-testid="listening"
              >
                <span className="size-2.5 shrink-0 animate-pulse rounded-full bg-coral" aria-hidden="true" />
                <span className="shrink-0 font-mono text-sm tabular-nums text-ink">
                  {formatRecordingTime(mic.elapsed)}
                </span>
                <LevelMeter
                  analyser={mic.analyser}
                  onLevel={mic.onLevel}
                  className="h-8 min-w-0 flex-1 overflow-hidden"
                />
              </div>
            ) : (
              <input
                ref={inputRef}
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder={
                  mic.state === 'transcribing'
                    ? 'Writing down what you said…'
                    : ready
                      ? 'Type your response...'
                      : 'Please wait...'
                }
                aria-label="Your message"
                disabled={!ready}
                maxLength={2000}
                enterKeyHint="send"
                className="h-12 min-w-0 flex-1 rounded-full bg-white px-5 text-[16px] text-ink shadow-card ring-1 ring-line placeholder:text-ink-soft/70 focus:outline-none focus:ring-2 focus:ring-violet disabled:opacity-60"
              />
            )}
            {mic.available ? (
              <button
                type="button"
                aria-label={mic.state === 'listening' ? 'Stop and write down what I said' : 'Speak your message'}
                disabled={!ready || mic.state === 'transcribing'}
                onClick={() => {
                  reader.stop();
                  if (mic.state === 'listening') mic.stop();
                  else void mic.start({ handsFree: voiceMode });
                }}
                className={cn(
                  'grid size-12 shrink-0 place-items-center rounded-full shadow-card focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet disabled:cursor-not-allowed disabled:opacity-40',
                  mic.state === 'listening'
                    ? 'bg-coral text-white hover:bg-coral-dark'
                    : 'bg-white text-ink ring-1 ring-line hover:ring-coral',
                )}
              >
                {mic.state === 'transcribing' ? (
                  <Spinner className="size-5" />
                ) : mic.state === 'listening' ? (
                  <Square className="size-4 fill-current" aria-hidden="true" />
                ) : (
                  <Mic className="size-5" aria-hidden="true" />
                )}
              </button>
            ) : null}
            <button
              type="submit"
              aria-label="Send"
              disabled={!ready || !text.trim()}
              className="grid size-12 shrink-0 place-items-center rounded-full bg-ink text-white shadow-card hover:bg-violet disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet"
            >
              <ArrowUp className="size-5" aria-hidden="true" />
            </button>
          </form>
        </div>
      </div>

      <aside className="hidden w-72 shrink-0 lg:block" aria-label="Your progress">
        <div className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/70">
          {session && percent !== null ? (
            <>
              <p className="font-semibold text-ink">Confidence: {percent}%</p>
              <Progress value={percent} label="Confidence" className="mt-2" />
              {session.hints.length ? (
                <>
                  <p className="mt-4 text-sm font-semibold text-ink">To improve confidence:</p>
                  <ul className="mt-1 space-y-1 text-sm text-ink-soft">
                    {session.hints.map((h) => (
                      <li key={h} className="flex gap-2">
                        <ListChecks className="mt-0.5 size-4 shrink-0 text-violet" aria-hidden="true" />
                        {h}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </>
          ) : (
            <Spinner label="Loading" className="size-5 text-violet" />
          )}
          <ol className="mt-5 space-y-1.5 border-t border-line/60 pt-4 text-sm">
            {(['onboarding', 'bor', 'vill', 'kan', 'skall'] as const).map((a) => (
              <li
                key={a}
                aria-current={session?.current_act === a ? 'step' : undefined}
                className="rounded-xl px-3 py-1.5 text-ink-soft aria-[current=step]:bg-ink aria-[current=step]:font-semibold aria-[current=step]:text-white"
              >
                {actBadge(a)}
              </li>
            ))}
          </ol>
        </div>
      </aside>

      <TalkPaywall
        open={paywallOpen}
        onOpenChange={setPaywallOpen}
        onUpsell={() => postTalkEvent(conversationId, 'upsell_clicked', { source: 'talk_paywall' })}
      />
      {conversationId ? (
        <PlanDialog conversationId={conversationId} open={planOpen} onOpenChange={setPlanOpen} />
      ) : null}
    </section>
  );
}

function MessageView({
  m,
  onCardAction,
  disabled,
  speaking,
  onListen,
}: {
  m: ChatMessage;
  onCardAction: (card: ChatCard, action: CardAction) => void;
  disabled: boolean;
  speaking: boolean;
  onListen: () => void;
}) {
  if (m.role === 'user') {
    return (
      <div className="flex justify-end">
        <p className="max-w-[85%] whitespace-pre-line break-words rounded-3xl rounded-tr-md bg-ink px-4 py-3 text-[15px] leading-relaxed text-white">
          <span className="sr-only">You: </span>
          {m.content}
        </p>
      </div>
    );
  }
  const crisis = m.metadata?.safety === 'crisis';
  return (
    <div className="space-y-3">
      <div className="max-w-[92%] sm:max-w-[85%]">
        <p className="mb-1 text-[11px] font-bold uppercase tracking-widest text-ink-soft">Future you · AI</p>
        <div
          className={cn(
            'whitespace-pre-line break-words rounded-3xl rounded-tl-md px-4 py-3 text-[15px] leading-relaxed text-ink shadow-card ring-1',
            crisis ? 'bg-gold/15 ring-gold/60' : 'bg-white ring-line/60',
          )}
        >
          {crisis && m.metadata?.help ? <CrisisReplyBody content={m.content} help={m.metadata.help} /> : m.content}
        </div>
        {m.content.trim() ? (
          <button
            type="button"
            onClick={onListen}
            aria-label={speaking ? 'Stop reading aloud' : 'Listen to this reply'}
            aria-pressed={speaking}
            className="mt-1 inline-flex min-h-9 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold text-ink-soft hover:bg-ink/5 hover:text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet aria-pressed:text-violet"
          >
            {speaking ? (
              <Square className="size-3 fill-current" aria-hidden="true" />
            ) : (
              <Volume2 className="size-3.5" aria-hidden="true" />
            )}
            {speaking ? 'Stop' : 'Listen'}
          </button>
        ) : null}
      </div>
      {m.type === 'card' && m.card ? (
        <div className="max-w-[560px]">
          <ChatCardView card={m.card} onAction={onCardAction} disabled={disabled} />
        </div>
      ) : null}
      {m.type === 'carousel' && m.cards?.length ? (
        <ChatCarousel
          cards={m.cards}
          onAction={onCardAction}
          disabled={disabled}
          label={m.cards[0]!.variant === 'trend' ? 'Trends' : 'Ideas'}
        />
      ) : null}
    </div>
  );
}
