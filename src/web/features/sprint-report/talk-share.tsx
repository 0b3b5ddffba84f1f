import { useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { TALK_HIGHLIGHT_MAX, type TalkKept } from '@core/contracts/talk';
import { Button } from '@web/components/ui/button';
import { TextArea } from '@web/components/ui/input';
import { useEditTalkKept, useSetTalkShare, useTalkKept, useTalkShare } from './sprint-report-api';

/**
 * The client's choice to let their sprint coach see their Talk highlights (decision 069): off until they tick it;
 * the exact text and time are stored, and unticking withdraws it at once. Beside it, exactly what the coach sees,
 * and the answers and strengths it comes from, which the client edits or removes before their report.
 */
export function TalkShareToggle() {
  const q = useTalkShare();
  const set = useSetTalkShare();
  const [editing, setEditing] = useState(false);
  if (!q.data?.conversationId) return null;
  const share = q.data;
  return (
    <div className="space-y-3 rounded-2xl bg-cream/70 p-4">
      <div className="flex items-start gap-3">
        <MessageCircle className="mt-1 size-5 shrink-0 text-violet" aria-hidden="true" />
        <label className="flex cursor-pointer items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-0.5 size-5 accent-violet"
            checked={share.shared}
            disabled={set.isPending}
            onChange={(e) => set.mutate(e.target.checked)}
          />
          <span>
            <span className="block font-semibold">Share my Talk highlights with my coach</span>
            {share.text}
          </span>
        </label>
      </div>
      {set.error ? (
        <p role="alert" className="text-sm text-coral-dark">
          {set.error.message}
        </p>
      ) : null}
      <details className="text-sm text-ink" open={editing || undefined}>
        <summary className="cursor-pointer font-semibold text-violet-dark">
          What my coach {share.shared ? 'sees' : 'would see'}
        </summary>
        {share.highlights.length ? (
          <dl className="mt-2 space-y-2">
            {share.highlights.map((h, i) => (
              <div key={`${h.label}-${i}`}>
                <dt className="text-ink-soft">{h.label}</dt>
                <dd>{h.text}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="mt-2 text-ink-soft">Nothing yet.</p>
        )}
        {editing ? (
          <KeptEditor conversationId={share.conversationId!} onDone={() => setEditing(false)} />
        ) : (
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => setEditing(true)}>
            Edit or remove
          </Button>
        )}
      </details>
    </div>
  );
}

const FIELDS = [
  ['situation', 'Where I am now'],
  ['vision', 'My vision'],
  ['values', 'What matters to me'],
  ['advantage', 'My unfair advantage'],
] as const;

function KeptEditor({ conversationId, onDone }: { conversationId: string; onDone(): void }) {
  const kept = useTalkKept(conversationId);
  if (!kept.data) return <p className="mt-2 text-ink-soft">Loading…</p>;
  return <KeptForm key={conversationId} kept={kept.data} onDone={onDone} />;
}

function KeptForm({ kept, onDone }: { kept: TalkKept; onDone(): void }) {
  const save = useEditTalkKept(kept.conversationId);
  const [values, setValues] = useState(() => Object.fromEntries(FIELDS.map(([k]) => [k, kept[k] ?? ''])));
  const [strengths, setStrengths] = useState(kept.strengths.join('\n'));
  return (
    <form
      className="mt-3 space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          {
            ...Object.fromEntries(FIELDS.map(([k]) => [k, values[k]?.trim() || null])),
            strengths: strengths.split('\n').filter((x) => x.trim()),
          },
          { onSuccess: onDone },
        );
      }}
    >
      {FIELDS.map(([k, label]) => (
        <label key={k} className="block space-y-1">
          <span className="font-semibold">{label}</span>
          <TextArea
            rows={2}
            maxLength={TALK_HIGHLIGHT_MAX}
            value={values[k] ?? ''}
            onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
          />
        </label>
      ))}
      <label className="block space-y-1">
        <span className="font-semibold">My strengths (one per line; delete a line to remove it)</span>
        <TextArea rows={3} value={strengths} onChange={(e) => setStrengths(e.target.value)} />
      </label>
      {save.error ? (
        <p role="alert" className="text-coral-dark">
          {save.error.message}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={save.isPending}>
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
