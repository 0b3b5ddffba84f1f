import { Mic } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { TRANSCRIPT_MAX_CHARS, TRANSCRIPT_MESSAGES, type VoiceTranscript } from '@core/contracts/voice-transcript';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { useSaveTranscript, useTranscript } from './transcript-api';

/** The browser's own speech recognition, where it has one (Chrome, Safari, Edge): nothing leaves through us. */
type Recognition = {
  lang: string;
  interimResults: boolean;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start(): void;
  stop(): void;
};
function browserRecognition(): (new () => Recognition) | null {
  const w = window as unknown as Record<string, unknown>;
  return ((w.SpeechRecognition ?? w.webkitSpeechRecognition) as (new () => Recognition) | undefined) ?? null;
}

/**
 * 'What you said' under the person's own recording (decision 079): the transcript a provider wrote, with
 * an edit field and save; or the honest line that transcription is not on, and the person types (or dictates to
 * their browser) what they said. A transcript that reads as a crisis shows the help lines.
 */
export function TranscriptEditor({ messageId }: { messageId: string }) {
  const transcript = useTranscript(messageId);
  const data = transcript.data;
  if (transcript.isPending) return null;
  if (!data) return null; // the recording is gone or the server is away: the card says enough
  // Keyed by the recording only: a save (or the job's transcript arriving) must not remount the form under the
  // person's finger, which dropped "Saved." and what they were typing.
  return <TranscriptForm key={messageId} messageId={messageId} transcript={data} />;
}

function TranscriptForm({ messageId, transcript }: { messageId: string; transcript: VoiceTranscript }) {
  const save = useSaveTranscript(messageId);
  const [text, setText] = useState(transcript.text ?? '');
  // The server's text changed (the job wrote it, or a save answered): shown, unless the person has edited the field.
  const serverText = transcript.text ?? '';
  const [seen, setSeen] = useState(serverText);
  if (serverText !== seen) {
    setSeen(serverText);
    if (text === seen) setText(serverText);
  }
  const [status, setStatus] = useState<string | null>(null);
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const fieldId = useId();
  const noticeId = useId();
  useEffect(() => () => recognition.current?.stop(), []);

  const Recognition = transcript.transcriber === 'browser' ? browserRecognition() : null;
  const dictate = () => {
    if (!Recognition) return;
    if (listening) return recognition.current?.stop();
    const r = new Recognition();
    r.lang = document.documentElement.lang || 'en';
    r.interimResults = false;
    r.onresult = (e) => {
      const words = Array.from(e.results, (res) => res[0]?.transcript ?? '')
        .join(' ')
        .trim();
      if (words) setText((prev) => `${prev ? `${prev} ` : ''}${words}`.slice(0, TRANSCRIPT_MAX_CHARS));
    };
    r.onend = r.onerror = () => setListening(false);
    recognition.current = r;
    setListening(true);
    r.start();
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setStatus(null);
    try {
      await save.mutateAsync(text);
      setStatus(TRANSCRIPT_MESSAGES.saved);
    } catch (err) {
      setStatus(err instanceof ApiError ? err.message : 'Could not save. Please try again.');
    }
  };

  return (
    <form className="mt-4 border-t border-white/10 pt-4" onSubmit={(e) => void submit(e)}>
      <label htmlFor={fieldId} className="text-xs font-bold uppercase tracking-[0.14em] text-white/60">
        What you said
      </label>
      {transcript.status === 'pending' ? (
        <p id={noticeId} role="status" className="mt-2 flex items-center gap-2 text-sm text-white/70">
          <Spinner className="size-4" /> {transcript.notice}
        </p>
      ) : transcript.notice ? (
        <p id={noticeId} role="status" className="mt-2 text-sm text-white/70">
          {transcript.notice}
        </p>
      ) : null}
      {transcript.crisis && transcript.help ? <HelpLines help={transcript.help} /> : null}
      <textarea
        id={fieldId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={TRANSCRIPT_MAX_CHARS}
        rows={4}
        aria-describedby={transcript.notice ? noticeId : undefined}
        placeholder="Type what you said"
        className="mt-2 w-full resize-y rounded-xl border border-white/15 bg-white/5 p-3 text-[15px] leading-relaxed text-white placeholder:text-white/40 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold"
      />
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Button type="submit" variant="secondary" size="sm" loading={save.isPending}>
          Save what I said
        </Button>
        {Recognition ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={dictate}
            aria-pressed={listening}
            className="text-white hover:bg-white/10"
          >
            <Mic className="size-4" aria-hidden="true" /> {listening ? 'Stop dictating' : 'Dictate to your browser'}
          </Button>
        ) : null}
        <p role="status" className="text-sm text-white/70">
          {status}
        </p>
      </div>
    </form>
  );
}

function HelpLines({ help }: { help: NonNullable<VoiceTranscript['help']> }) {
  return (
    <div className="mt-2 rounded-xl bg-white/10 p-3 text-sm" role="note" aria-label="Help lines">
      <p>
        If you are not safe right now, please call{' '}
        <a className="font-semibold underline" href={`tel:${help.emergency}`}>
          {help.emergency}
        </a>{' '}
        or reach out to:
      </p>
      <ul className="mt-1 list-disc pl-5">
        {help.lines.map((l) => (
          <li key={l.name}>
            {l.name}:{' '}
            {l.href ? (
              <a className="underline" href={l.href}>
                {l.contact}
              </a>
            ) : (
              l.contact
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
