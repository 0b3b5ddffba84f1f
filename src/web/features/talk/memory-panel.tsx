import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Brain, Pencil, Trash2 } from 'lucide-react';
import type { MemoryFact } from '@core/contracts/talk-memory';
import { FACT_TEXT_MAX } from '@core/talk-engine/person';
import { quoted } from '@core/text-clean';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { correctMemory, deleteMemory, fetchMemory, talkKeys } from './talk-api';

/**
 * "What I remember" (decision 068): what Talk keeps about the person's life in this conversation (studies, places,
 * work, people, hopes…), each with a way to correct it or delete it. Opens over the chat as a dialog (a bottom sheet
 * on a phone).
 */
export function MemoryButton({ conversationId, version }: { conversationId: string | null; version: number }) {
  const [open, setOpen] = useState(false);
  if (!conversationId) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-violet/10 px-3 py-1.5 text-sm font-semibold text-violet hover:bg-violet/20 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet"
        data-testid="memory-open"
      >
        <Brain className="size-4" aria-hidden="true" /> What I remember
      </button>
      {/* Mounted only while open: nothing is fetched until the person asks. */}
      {open ? (
        <MemoryDialog conversationId={conversationId} open={open} onOpenChange={setOpen} version={version} />
      ) : null}
    </>
  );
}

function MemoryDialog({
  conversationId,
  open,
  onOpenChange,
  version,
}: {
  conversationId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  version: number;
}) {
  const qc = useQueryClient();
  const key = talkKeys.memory(conversationId);
  const memory = useQuery({
    queryKey: [...key, version],
    queryFn: ({ signal }) => fetchMemory(conversationId, signal),
    enabled: open,
  });
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const set = (facts: MemoryFact[]) => qc.setQueryData([...key, version], facts);
  const fail = (err: unknown) =>
    setError(err instanceof ApiError ? err.message : 'That did not work. Please try again.');

  const facts = memory.data ?? [];
  const groups = [...new Set(facts.map((f) => f.label))];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="What I remember"
      description="What you’ve told me about your life. I use it in my replies, your ideas and your plan. Correct anything I got wrong, or delete it."
    >
      {memory.isPending ? <Spinner label="Loading what I remember" /> : null}
      {memory.isError ? <p className="text-coral-dark">I could not load this. Please try again.</p> : null}
      {memory.data && !facts.length ? (
        <p className="rounded-2xl bg-cream/70 p-4 text-[15px] text-ink">
          Nothing yet. Tell me where you study or work, where you live, who helps you, and I’ll keep it here.
        </p>
      ) : null}
      <div className="space-y-5">
        {groups.map((label) => (
          <section key={label} aria-label={label}>
            <h3 className="mb-2 text-xs font-bold uppercase tracking-widest text-ink-soft">{label}</h3>
            <ul className="space-y-2">
              {facts
                .filter((f) => f.label === label)
                .map((f) => (
                  <FactRow
                    key={f.id}
                    fact={f}
                    onSave={async (text) => {
                      setError(null);
                      try {
                        set(await correctMemory(conversationId, f.id, text));
                        setStatus(`Corrected: ${text}`);
                        void qc.invalidateQueries({ queryKey: talkKeys.plan(conversationId) });
                        return true;
                      } catch (err) {
                        fail(err);
                        return false;
                      }
                    }}
                    onDelete={async () => {
                      setError(null);
                      try {
                        set(await deleteMemory(conversationId, f.id));
                        setStatus(`Deleted: ${f.text}`);
                        void qc.invalidateQueries({ queryKey: talkKeys.plan(conversationId) });
                      } catch (err) {
                        fail(err);
                      }
                    }}
                  />
                ))}
            </ul>
          </section>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-4 text-sm text-coral-dark">
          {error}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
      <p className="mt-5 text-xs text-ink-soft">
        Feelings you share are never kept here, and never shown in your plan.
      </p>
    </Dialog>
  );
}

function FactRow({
  fact,
  onSave,
  onDelete,
}: {
  fact: MemoryFact;
  onSave(text: string): Promise<boolean>;
  onDelete(): Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(fact.text);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  useEffect(() => setText(fact.text), [fact.text]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    const ok = await onSave(text.trim());
    setBusy(false);
    if (ok) setEditing(false);
  };

  if (editing)
    return (
      <li className="rounded-2xl bg-white p-3 ring-1 ring-violet/40">
        <form onSubmit={(e) => void submit(e)} className="space-y-2">
          <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
            Correct {quoted(fact.text)}
          </label>
          <input
            id={inputId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={FACT_TEXT_MAX}
            autoFocus
            className="h-11 w-full rounded-xl border border-line bg-white px-3 text-[16px] text-ink focus:border-violet focus:outline-none focus:ring-4 focus:ring-violet/15"
          />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" type="submit" disabled={busy || !text.trim()}>
              Save
            </Button>
            <Button
              size="sm"
              variant="secondary"
              type="button"
              onClick={() => {
                setText(fact.text);
                setEditing(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      </li>
    );
  return (
    <li className="flex items-center gap-2 rounded-2xl bg-cream/60 px-3 py-2" data-testid="memory-fact">
      <span className="min-w-0 flex-1 break-words text-[15px] text-ink">
        {fact.text}
        {fact.edited ? <span className="ml-2 text-xs text-ink-soft">(corrected)</span> : null}
        {fact.source.conversationId ? (
          <span className="block text-xs text-ink-soft">From an earlier conversation</span>
        ) : null}
      </span>
      <button
        type="button"
        onClick={() => setEditing(true)}
        aria-label={`Correct ${fact.label.toLowerCase()}: ${fact.text}`}
        className="grid size-11 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-ink/5 hover:text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet"
      >
        <Pencil className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void onDelete().finally(() => setBusy(false));
        }}
        aria-label={`Delete ${fact.label.toLowerCase()}: ${fact.text}`}
        className="grid size-11 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-coral/10 hover:text-coral-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
