import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { account as newAccount, makeOrder } from '../../../../tests/helpers/factories';
import { sprintSessions, talkConversations, talkShareConsents } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { initialState, type EngineState } from '@core/talk-engine';
import { TALK_SHARE_TEXT, type ClientDossier, type ReportState, type TalkShare } from '@core/contracts/sprint-report';
import type { TalkKept } from '@core/contracts/talk';

/**
 * Talk's privacy (decision 069): the coach sees Talk only while the client shares it (no consent →
 * a dossier and a report without Talk; consent → with; revoke → without again), the client edits or removes their
 * answers and strengths (their own conversation only), and the coach edits every line of the report, strengths too.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const db = () => t.deps.database.db;
type ErrorBody = { error: { code: string; message: string } };

const account = (name: string, role: 'user' | 'coach' = 'user') => newAccount(t, { name, role, prefix: 'tp' });

/** A client whose Talk holds a situation, a vision, strengths and a rating, with a coach and three done sessions. */
async function clientWithCoach() {
  const me = await account('Alva Berg');
  const coach = await account('Cora Coach', 'coach');
  const state: EngineState = {
    ...initialState(),
    situation: 'A year of physics in Uppsala, now a café',
    vision: 'Teaching science to kids in Gothenburg',
    strengths: ['Patience', 'Explaining things'],
    ratings: { 'ai-copilots-everywhere': { impact: 5, certainty: 4 } },
  };
  const conversationId = newId();
  await db().insert(talkConversations).values({ id: conversationId, userId: me.id, state, roleTitle: 'Science Host' });
  const orderId = await makeOrder(t, me.id);

  for (const number of [1, 2, 3]) {
    const startsAt = new Date(Date.now() - (4 - number) * 86_400_000);
    await db()
      .insert(sprintSessions)
      .values({
        id: newId(),
        orderId,
        clientUserId: me.id,
        coachUserId: coach.id,
        number,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60_000),
        status: 'done',
      });
  }
  return { me, coach, conversationId, dossier: `/api/coach/clients/${me.id}` };
}

const share = (c: { c: ReturnType<TestApp['client']> }, agreed: boolean) =>
  c.c.json<TalkShare>('/api/sprint/talk-share', { method: 'PUT', json: { agreed } });

describe('the coach sees Talk only while the client shares it', () => {
  it('no consent → no Talk; consent → the highlights; revoke → none again; the exact text is stored', async () => {
    const { me, coach, dossier } = await clientWithCoach();

    const before = await coach.c.json<ClientDossier>(dossier);
    expect(before.status).toBe(200);
    expect(before.body.talk).toEqual({ shared: false, highlights: [], ratedTrends: [], keptIdeas: [], letters: [] });
    expect(JSON.stringify(before.body)).not.toMatch(/Uppsala|Gothenburg|Patience/);

    // The client sees exactly what the coach would see, before deciding.
    const mine = await me.c.json<TalkShare>('/api/sprint/talk-share');
    expect(mine.body).toMatchObject({ shared: false, text: TALK_SHARE_TEXT });
    expect(mine.body.highlights).toContainEqual({
      label: 'Their vision',
      text: 'Teaching science to kids in Gothenburg',
    });

    expect((await share(me, true)).body.shared).toBe(true);
    const during = await coach.c.json<ClientDossier>(dossier);
    expect(during.body.talk.shared).toBe(true);
    expect(during.body.talk.highlights).toEqual(mine.body.highlights);
    expect(during.body.talk.ratedTrends[0]).toMatchObject({ id: 'ai-copilots-everywhere', impact: 5 });

    expect((await share(me, false)).body.shared).toBe(false);
    const after = await coach.c.json<ClientDossier>(dossier);
    expect(after.body.talk.shared).toBe(false);
    expect(JSON.stringify(after.body)).not.toMatch(/Uppsala|Gothenburg|Patience/);

    const rows = await db().select().from(talkShareConsents).where(eq(talkShareConsents.userId, me.id));
    expect(rows.map((r) => r.agreed)).toEqual([true, false]);
    expect(rows.every((r) => r.consentText === TALK_SHARE_TEXT)).toBe(true);
  });

  it('a report assembled without consent holds nothing of Talk', async () => {
    const { coach, dossier } = await clientWithCoach();
    const res = await coach.c.json<ReportState>(`${dossier}/report`, { method: 'POST' });
    expect(res.status).toBe(201);
    const content = res.body.report!.content;
    expect(content.strengths).toEqual([]);
    expect(JSON.stringify(content)).not.toMatch(/Uppsala|Gothenburg|Patience|Explaining things/);
  });

  it('the talk-share answer needs a session and a boolean', async () => {
    expect((await t.client().json('/api/sprint/talk-share')).status).toBe(401);
    const { me } = await clientWithCoach();
    const bad = await me.c.json<ErrorBody>('/api/sprint/talk-share', { method: 'PUT', json: { agreed: 'yes' } });
    expect(bad.status).toBe(400);
  });
});

describe('the client edits their highlights; the coach edits the report', () => {
  it('the owner edits and removes answers and strengths; what the coach sees follows', async () => {
    const { me, coach, conversationId, dossier } = await clientWithCoach();
    await share(me, true);
    const path = `/api/talk/conversations/${conversationId}/highlights`;
    const res = await me.c.json<TalkKept>(path, {
      method: 'PATCH',
      json: { situation: null, strengths: ['Patience', 'Explaining physics simply'] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      situation: null,
      vision: 'Teaching science to kids in Gothenburg',
      strengths: ['Patience', 'Explaining physics simply'],
    });
    const d = await coach.c.json<ClientDossier>(dossier);
    expect(d.body.talk.highlights).not.toContainEqual(expect.objectContaining({ label: 'Where they are now' }));
    expect(d.body.talk.highlights).toContainEqual({ label: 'Strengths', text: 'Patience, Explaining physics simply' });
    expect((await me.c.json<TalkKept>(path)).body.strengths).toEqual(['Patience', 'Explaining physics simply']);
  });

  it('nobody else edits or reads them (404, as for a missing conversation); bad input is refused in words', async () => {
    const { me, coach, conversationId } = await clientWithCoach();
    const path = `/api/talk/conversations/${conversationId}/highlights`;
    const stranger = await account('Sam Stranger');
    for (const c of [stranger.c, coach.c]) {
      expect((await c.json(path)).status).toBe(404);
      expect((await c.json(path, { method: 'PATCH', json: { strengths: [] } })).status).toBe(404);
    }
    const [row] = await db().select().from(talkConversations).where(eq(talkConversations.id, conversationId));
    expect(row!.state.strengths).toEqual(['Patience', 'Explaining things']);

    const long = await me.c.json<ErrorBody>(path, { method: 'PATCH', json: { vision: 'x'.repeat(501) } });
    expect(long.status).toBe(400);
    const extra = await me.c.json<ErrorBody>(path, { method: 'PATCH', json: { role: 'Admin' } });
    expect(extra.status).toBe(400);
    // A painful line is never kept as a highlight.
    const crisis = await me.c.json<ErrorBody>(path, {
      method: 'PATCH',
      json: { strengths: ['i want to kill myself'] },
    });
    expect(crisis.status).toBe(400);
    expect(crisis.body.error.code).toBe('not_kept');
  });

  it('the coach edits every line of the draft, strengths included; another coach cannot; nothing once sent', async () => {
    const { me, coach, dossier } = await clientWithCoach();
    await share(me, true);
    const made = await coach.c.json<ReportState>(`${dossier}/report`, { method: 'POST' });
    expect(made.body.report!.content.strengths).toEqual(['Patience', 'Explaining things']);
    const letterId = made.body.report!.content.letters[0]!.id;

    const edit = {
      vision: 'Running a science club for kids in Gothenburg',
      strengths: ['Patience'],
      ideas: [{ title: 'A Saturday physics club at the library', rationale: 'Uses the year of physics.' }],
      letters: { [letterId]: 'Dear Alva, the café taught you more than you think.' },
    };
    const other = await account('Otto Coach', 'coach');
    expect((await other.c.json(`${dossier}/report`, { method: 'PUT', json: edit })).status).toBe(403);
    expect((await me.c.json(`${dossier}/report`, { method: 'PUT', json: edit })).status).toBe(403);

    const res = await coach.c.json<ReportState>(`${dossier}/report`, { method: 'PUT', json: edit });
    expect(res.status).toBe(200);
    const content = res.body.report!.content;
    expect(content.vision).toBe(edit.vision);
    expect(content.strengths).toEqual(['Patience']);
    expect(content.ideas).toEqual(edit.ideas);
    expect(content.letters[0]!.content).toBe(edit.letters[letterId]);
    expect(content.letters[1]!.content).toBe(made.body.report!.content.letters[1]!.content);

    const sent = await coach.c.json<ReportState>(`${dossier}/report/send`, { method: 'POST' });
    expect(sent.status).toBe(200);
    const late = await coach.c.json<ErrorBody>(`${dossier}/report`, { method: 'PUT', json: { strengths: [] } });
    expect(late.status).toBe(409);
  });
});
