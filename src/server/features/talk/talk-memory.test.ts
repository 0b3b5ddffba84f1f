import { describe, expect, it } from 'vitest';
import { done, meta, talkTestApp, type ErrorBody } from './test-support';

/** What Talk remembers of a person (decision 068): their facts, corrected and deleted by them, kept per person. */
const { visitor, makeCover, grant, chat, say } = talkTestApp();

describe('what I remember', () => {
  type Facts = {
    facts: { id: string; kind: string; label: string; text: string; source: { messageId: string | null } }[];
  };
  it('keeps stated facts with their message, lets the owner correct and delete them, and nobody else', async () => {
    const { c, id } = await visitor();
    await grant(id);
    const start = await chat(c, { action: 'start', message: 'START_CONVERSATION' });
    const conv = meta(start.evs).conversationId;
    const said = await say(c, conv, 'I did one year of physics in Uppsala, dropped out, and now I work at a café.');
    const userMessageId = meta(said.evs).userMessage!.id;
    const mem = await c.json<Facts>(`/api/talk/conversations/${conv}/memory`);
    expect(mem.status).toBe(200);
    const byKind = Object.fromEntries(mem.body.facts.map((f) => [f.kind, f]));
    expect(byKind.study).toMatchObject({ text: 'physics', label: 'Studies', source: { messageId: userMessageId } });
    expect(byKind.place!.text).toBe('Uppsala');
    expect(byKind.work!.text).toBe('a café');

    // A feeling is never kept as a fact.
    await say(c, conv, 'honestly sometimes I feel like a total failure compared to my friends');
    const after = await c.json<Facts>(`/api/talk/conversations/${conv}/memory`);
    expect(after.body.facts.map((f) => f.text).join(' ')).not.toMatch(/failure|friends/);

    // Corrected and deleted by the owner.
    const fixed = await c.json<Facts>(`/api/talk/conversations/${conv}/memory/${byKind.place!.id}`, {
      method: 'PATCH',
      json: { text: 'Gothenburg' },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.facts.find((f) => f.id === byKind.place!.id)!.text).toBe('Gothenburg');
    const gone = await c.json<Facts>(`/api/talk/conversations/${conv}/memory/${byKind.work!.id}`, { method: 'DELETE' });
    expect(gone.status).toBe(200);
    expect(gone.body.facts.some((f) => f.kind === 'work')).toBe(false);
    // Deleted stays deleted: saying it again does not bring it back.
    await say(c, conv, 'next act');
    await say(c, conv, 'I work at a café btw');
    const again = await c.json<Facts>(`/api/talk/conversations/${conv}/memory`);
    expect(again.body.facts.some((f) => f.kind === 'work')).toBe(false);

    // Bad input: a clear 4xx.
    const empty = await c.json<ErrorBody>(`/api/talk/conversations/${conv}/memory/${byKind.study!.id}`, {
      method: 'PATCH',
      json: { text: '  ' },
    });
    expect(empty.status).toBe(400);
    const missing = await c.json<ErrorBody>(`/api/talk/conversations/${conv}/memory/f999-1`, { method: 'DELETE' });
    expect(missing.status).toBe(404);
    expect((await c.json(`/api/talk/conversations/${conv}/memory/not-a-fact`, { method: 'DELETE' })).status).toBe(404);

    // Somebody else: the same 404 as no conversation, and nothing changes.
    const other = await visitor();
    expect((await other.c.json(`/api/talk/conversations/${conv}/memory`)).status).toBe(404);
    const steal = await other.c.json(`/api/talk/conversations/${conv}/memory/${byKind.study!.id}`, {
      method: 'PATCH',
      json: { text: 'hacked' },
    });
    expect(steal.status).toBe(404);
    expect(
      (await other.c.json(`/api/talk/conversations/${conv}/memory/${byKind.study!.id}`, { method: 'DELETE' })).status,
    ).toBe(404);
    const mine = await c.json<Facts>(`/api/talk/conversations/${conv}/memory`);
    expect(mine.body.facts.find((f) => f.id === byKind.study!.id)!.text).toBe('physics');
  });
});

describe('facts kept per person', () => {
  type Facts = {
    facts: {
      id: string;
      kind: string;
      text: string;
      source: { turn: number; messageId: string | null; conversationId: string | null };
    }[];
  };
  it('starts a new conversation (a new spin) with the facts the person kept, never the deleted ones', async () => {
    const { c, id } = await visitor();
    await grant(id);
    const first = await chat(c, {
      action: 'start',
      message: 'START_CONVERSATION',
      context: { magazine: await makeCover(id) },
    });
    const a = meta(first.evs).conversationId;
    const said = await say(c, a, 'I did one year of physics in Uppsala, dropped out, and now I work at a café.');
    const saidId = meta(said.evs).userMessage!.id;
    const mem = await c.json<Facts>(`/api/talk/conversations/${a}/memory`);
    const work = mem.body.facts.find((f) => f.kind === 'work')!;
    expect((await c.json(`/api/talk/conversations/${a}/memory/${work.id}`, { method: 'DELETE' })).status).toBe(200);

    // A new spin: a new poster, a new conversation.
    const second = await chat(c, {
      action: 'start',
      message: 'START_CONVERSATION',
      context: { magazine: await makeCover(id, 'Ocean Gardener') },
    });
    const b = meta(second.evs).conversationId;
    expect(b).not.toBe(a);
    const kept = await c.json<Facts>(`/api/talk/conversations/${b}/memory`);
    expect(kept.status).toBe(200);
    const byKind = Object.fromEntries(kept.body.facts.map((f) => [f.kind, f]));
    expect(byKind.study).toMatchObject({ text: 'physics', source: { messageId: saidId, conversationId: a } });
    expect(byKind.place!.text).toBe('Uppsala');
    expect(byKind.work).toBeUndefined();
    // Deleted stays deleted in the new conversation too; a new fact gets its own id and this conversation as source.
    await say(c, b, 'I work at a café and my sister Lina helps me');
    const after = await c.json<Facts>(`/api/talk/conversations/${b}/memory`);
    expect(after.body.facts.some((f) => f.kind === 'work')).toBe(false);
    const sister = after.body.facts.find((f) => f.kind === 'person')!;
    expect(sister.source.conversationId).toBeNull();
    expect(new Set(after.body.facts.map((f) => f.id)).size).toBe(after.body.facts.length);
    // The new conversation knows them from its start (a fresh start knows nothing: 0).
    expect(done(second.evs).session.confidence).toBeGreaterThan(0);

    // Per person: someone else's new conversation starts with nothing.
    const other = await visitor();
    const theirs = meta((await chat(other.c, { action: 'start', message: 'START_CONVERSATION' })).evs).conversationId;
    expect((await other.c.json<Facts>(`/api/talk/conversations/${theirs}/memory`)).body.facts).toEqual([]);
  });
});
