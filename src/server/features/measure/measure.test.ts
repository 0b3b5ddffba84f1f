import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/helpers/test-app';
import { account as newAccount, email, mails, visitor } from '../../../../tests/helpers/factories';
import { cohorts, measureExports, measureResponses, researchConsents } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { DELETE_CONFIRM_WORD } from '@core/contracts/profile';
import type { EffectReport, MeasureStatus } from '@core/contracts/measure';
import { account as staffAccount } from '../show/test-support';
import { sendFollowUps, talkOpensAt } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const slug = () =>
  newId()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 10);

async function cohort() {
  const cohortId = `m-${slug()}`;
  await t.deps.database.db.insert(cohorts).values({ cohortId, name: `Class ${cohortId}`, watermarkText: 'Class' });
  return cohortId;
}

/** A visitor of `cohortId` who gave their year of birth and agreed to research. */
async function participant(cohortId: string, birthYear = 1995) {
  const v = await visitor(t);
  const res = await v.c.json<MeasureStatus>('/api/measure/consent', {
    method: 'POST',
    json: { birthYear, country: 'SE', cohort: cohortId },
  });
  return { ...v, consent: res };
}

const answer = (c: TestClient, wave: string, answers: Record<string, number>) =>
  c.json<MeasureStatus>('/api/measure/answers', { method: 'POST', json: { wave, answers } });

async function effect(c: TestClient, cohortId: string) {
  const res = await c.json<EffectReport>(`/api/measure/effect?cohort=${cohortId}`);
  expect(res.status).toBe(200);
  return res.body;
}

describe('research consent', () => {
  it('asks for the year of birth, then keeps answers only with consent, under a pseudonym', async () => {
    const cohortId = await cohort();
    const v = await visitor(t);
    const noAge = await v.c.json<{ error: { code: string } }>('/api/measure/consent', {
      method: 'POST',
      json: { cohort: cohortId },
    });
    expect(noAge.status).toBe(400);
    expect(noAge.body.error.code).toBe('age_required');
    const without = await answer(v.c, 'before', { fsc: 3 });
    expect(without.status).toBe(403);

    const yes = await v.c.json<MeasureStatus>('/api/measure/consent', {
      method: 'POST',
      json: { birthYear: 1990, country: 'SE', cohort: cohortId },
    });
    expect(yes.body).toMatchObject({ consent: 'given', ageKnown: true, parentNeeded: false, answered: [] });
    const saved = await answer(v.c, 'before', { fsc: 3, vividness: 4, career: 2 });
    expect(saved.body.answered).toEqual(['before']);

    const [row] = await t.deps.database.db.select().from(researchConsents).where(eq(researchConsents.userId, v.id));
    expect(row!.pseudonym).toMatch(/.{20,}/);
    const responses = await t.deps.database.db
      .select()
      .from(measureResponses)
      .where(eq(measureResponses.pseudonym, row!.pseudonym!));
    expect(responses).toHaveLength(1);
    // nothing of the person's identity in the answer row
    const stored = JSON.stringify(responses[0]);
    expect(stored).not.toContain(v.id);
    expect(Object.keys(responses[0]!)).not.toContain('userId');
    expect(responses[0]).toMatchObject({ cohortId, wave: 'before', answers: { fsc: 3, vividness: 4, career: 2 } });
    expect(responses[0]!.answeredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('rejects invalid answers and keeps partial ones', async () => {
    const p = await participant(await cohort());
    expect((await answer(p.c, 'before', { fsc: 9 })).status).toBe(400);
    expect((await answer(p.c, 'before', {})).status).toBe(400);
    expect((await answer(p.c, 'before', { career: 5 })).status).toBe(200);
  });

  it('under the digital age of consent waits for a parent, who agrees through the mailed link', async () => {
    const cohortId = await cohort();
    const v = await visitor(t);
    const year = new Date().getUTCFullYear() - 13; // 12 or 13: under Sweden's 13
    const noParent = await v.c.json<{ error: { code: string } }>('/api/measure/consent', {
      method: 'POST',
      json: { birthYear: year, country: 'SE', cohort: cohortId },
    });
    expect(noParent.body.error.code).toBe('parent_consent_needed');
    const parent = email('parent');
    const asked = await v.c.json<MeasureStatus>('/api/measure/consent', {
      method: 'POST',
      json: { parentEmail: parent, cohort: cohortId },
    });
    expect(asked.body).toMatchObject({ consent: 'pending_parent', parentNeeded: true });
    expect((await answer(v.c, 'before', { fsc: 4 })).status).toBe(403);

    const mail = mails(t, parent).at(-1);
    const token = /\/research-consent\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const page = await t.client().json<{ firstName: string; decided: boolean }>(`/api/measure/parent/${token}`);
    expect(page.body.decided).toBe(false);
    const ok = await t.client().json(`/api/measure/parent/${token}`, { method: 'POST', json: { agree: true } });
    expect(ok.body).toEqual({ agreed: true });
    const [row] = await t.deps.database.db.select().from(researchConsents).where(eq(researchConsents.userId, v.id));
    expect(row).toMatchObject({ state: 'given', parentTokenHash: null });
    expect(row!.parentConsentAt).toBeInstanceOf(Date);
    expect((await answer(v.c, 'before', { fsc: 4 })).status).toBe(200);
    // the link works once
    expect((await t.client().json(`/api/measure/parent/${token}`)).status).toBe(404);
  });
});

describe('the effect view', () => {
  it('shows nothing for fewer than 10 people, then the mean change with its interval', async () => {
    const cohortId = await cohort();
    const org = await staffAccount(t, 'organiser', [cohortId]);
    const people = [];
    for (let i = 0; i < 9; i++) {
      const p = await participant(cohortId);
      await answer(p.c, 'before', { fsc: 3 });
      await answer(p.c, 'after', { fsc: 3 + (i % 3) }); // changes 0, 1, 2 three times each
      people.push(p);
    }
    let r = await effect(org.c, cohortId);
    const group = r.cohorts.find((c) => c.key === cohortId)!;
    expect(group).toMatchObject({ withBefore: null, withAfter: null, paired: null, distribution: [] });
    expect(group.change).toEqual({ shown: false, reason: 'too_few' });
    expect(JSON.stringify(r)).not.toContain('"mean"');

    const tenth = await participant(cohortId);
    await answer(tenth.c, 'before', { fsc: 3 });
    await answer(tenth.c, 'after', { fsc: 4 });
    r = await effect(org.c, cohortId);
    const g = r.cohorts.find((c) => c.key === cohortId)!;
    expect(g.paired).toBe(10);
    if (!g.change.shown) throw new Error('not shown');
    // changes 0,0,0,1,1,1,2,2,2,1: mean 1; variance 6/9; sd 0.816497; t(9) 2.262157 → ±0.584086
    expect(g.change.mean).toBeCloseTo(1, 10);
    expect(g.change.low).toBeCloseTo(0.415914, 5);
    expect(g.change.high).toBeCloseTo(1.584086, 5);
    expect(g.distribution.find((d) => d.change === 1)?.people).toBe(4);

    // revoking takes a person out of the figures at once, and back under the minimum
    const revoked = await people[0]!.c.json<MeasureStatus>('/api/measure/consent/revoke', { method: 'POST' });
    expect(revoked.body.consent).toBe('revoked');
    r = await effect(org.c, cohortId);
    expect(r.cohorts.find((c) => c.key === cohortId)!.change.shown).toBe(false);
  });

  it('counts an after without a before, never pairs it; an organiser sees only their cohorts', async () => {
    const cohortId = await cohort();
    const other = await cohort();
    const org = await staffAccount(t, 'organiser', [cohortId]);
    for (let i = 0; i < 10; i++) {
      const p = await participant(cohortId);
      await answer(p.c, 'after', { fsc: 6 });
    }
    const r = await effect(org.c, cohortId);
    const g = r.cohorts.find((c) => c.key === cohortId)!;
    expect(g).toMatchObject({ withBefore: null, withAfter: 10, paired: null });
    expect(g.change.shown).toBe(false);
    expect((await org.c.json(`/api/measure/effect?cohort=${other}`)).status).toBe(403);
    const plain = await newAccount(t);
    expect((await plain.c.json(`/api/measure/effect`)).status).toBe(403);
  });
});

describe('tiny cohorts', () => {
  it('are left out of the combined figures, so overall minus the others reveals nothing', async () => {
    const big = await cohort();
    const tiny = await cohort();
    const org = await staffAccount(t, 'organiser', [big, tiny]);
    for (let i = 0; i < 10; i++) {
      const p = await participant(big);
      await answer(p.c, 'before', { fsc: 3 });
      await answer(p.c, 'after', { fsc: 4 });
    }
    for (let i = 0; i < 3; i++) {
      const p = await participant(tiny);
      await answer(p.c, 'before', { fsc: 1 });
      await answer(p.c, 'after', { fsc: 7 });
    }
    const r = (await org.c.json<EffectReport>('/api/measure/effect')).body;
    expect(r.cohorts.find((c) => c.key === tiny)).toMatchObject({ paired: null, change: { shown: false } });
    expect(r.overall.paired).toBe(10);
    expect(r.overall.withBefore).toBe(10);
    expect(r.overall.change.shown && r.overall.change.mean).toBe(1);
    expect(r.observational.poster.paired).toBe(10);
  });
});

describe('the export', () => {
  it('is for admins only, logged, pseudonymous, with a codebook; revocation leaves it at once', async () => {
    const cohortId = await cohort();
    const admin = await staffAccount(t, 'admin');
    const org = await staffAccount(t, 'organiser', [cohortId]);
    const p = await participant(cohortId);
    await answer(p.c, 'before', { fsc: 2, positivity: 5 });
    const [row] = await t.deps.database.db.select().from(researchConsents).where(eq(researchConsents.userId, p.id));

    expect((await org.c.request('/api/measure/export.csv')).status).toBe(403);
    expect((await p.c.request('/api/measure/export.json')).status).toBe(401);

    const json = await admin.c.json<{
      codebook: { columns: Record<string, string> };
      rows: Array<Record<string, unknown>>;
    }>('/api/measure/export.json');
    expect(json.status).toBe(200);
    expect(Object.keys(json.body.codebook.columns)).toEqual(
      expect.arrayContaining(['pseudonym', 'cohort', 'wave', 'fsc', 'vividness', 'positivity', 'career']),
    );
    const mine = json.body.rows.filter((r) => r.pseudonym === row!.pseudonym);
    expect(mine).toEqual([
      expect.objectContaining({ cohort: cohortId, wave: 'before', fsc: 2, positivity: 5, vividness: null }),
    ]);
    expect(JSON.stringify(json.body)).not.toContain(p.id);

    const csv = await admin.c.request('/api/measure/export.csv');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe('pseudonym,cohort,wave,answered_on,talked,arm,fsc,vividness,positivity,career');
    expect(text).toContain(row!.pseudonym!);

    const logged = await t.deps.database.db.select().from(measureExports);
    expect(logged.filter((l) => l.format === 'json').length).toBeGreaterThanOrEqual(1);
    expect(logged.filter((l) => l.format === 'csv').length).toBeGreaterThanOrEqual(1);

    await p.c.json('/api/measure/consent/revoke', { method: 'POST' });
    const after = await (await admin.c.request('/api/measure/export.csv')).text();
    expect(after).not.toContain(row!.pseudonym!);
  });
});

describe('account deletion and the 30-day e-mail', () => {
  it('deletes the answers with the account, and the consent that linked them', async () => {
    const cohortId = await cohort();
    const a = await newAccount(t, { confirm: true });
    await a.c.json('/api/measure/consent', { method: 'POST', json: { birthYear: 1990, cohort: cohortId } });
    await answer(a.c, 'before', { fsc: 4 });
    const [row] = await t.deps.database.db.select().from(researchConsents).where(eq(researchConsents.userId, a.id));
    const del = await a.c.json('/api/account/delete', { method: 'POST', json: { confirm: DELETE_CONFIRM_WORD } });
    expect(del.status).toBe(204);
    expect(await t.deps.database.db.select().from(researchConsents).where(eq(researchConsents.id, row!.id))).toEqual(
      [],
    );
    expect(
      await t.deps.database.db
        .select()
        .from(measureResponses)
        .where(inArray(measureResponses.pseudonym, [row!.pseudonym!])),
    ).toEqual([]);
  });

  it('mails an account 30 days after the first answer, once', async () => {
    const a = await newAccount(t, { confirm: true });
    await a.c.json('/api/measure/consent', { method: 'POST', json: { birthYear: 1990 } });
    await answer(a.c, 'before', { fsc: 4 });
    await sendFollowUps(t.deps, new Date(Date.now() + 29 * 86_400_000));
    expect(mails(t, a.email).filter((m) => m.subject.startsWith('Thirty days on'))).toHaveLength(0);
    await sendFollowUps(t.deps, new Date(Date.now() + 31 * 86_400_000));
    await sendFollowUps(t.deps, new Date(Date.now() + 32 * 86_400_000));
    const sent = mails(t, a.email).filter((m) => m.subject.startsWith('Thirty days on'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('/measure?wave=day30');
  });
});

describe('the randomised comparison', () => {
  it('assigns arms once switched on, delays Talk for the later half, and reports each arm', async () => {
    const cohortId = await cohort();
    const org = await staffAccount(t, 'organiser', [cohortId]);
    const on = await org.c.json(`/api/measure/cohorts/${cohortId}/randomised`, { method: 'PUT', json: { on: true } });
    expect(on.status).toBe(200);
    const ps = [];
    for (let i = 0; i < 6; i++) ps.push(await participant(cohortId));
    const rows = await t.deps.database.db
      .select({ userId: researchConsents.userId, arm: researchConsents.arm })
      .from(researchConsents)
      .where(eq(researchConsents.cohortId, cohortId));
    expect(rows).toHaveLength(6);
    for (const r of rows) expect(['now', 'later']).toContain(r.arm);
    const later = rows.find((r) => r.arm === 'later');
    if (later) {
      expect(await talkOpensAt(t.deps, later.userId)).toBeInstanceOf(Date);
      const p = ps.find((x) => x.id === later.userId)!;
      const chat = await p.c.json<{ error: { code: string; message: string } }>('/api/talk/chat', {
        method: 'POST',
        json: { action: 'start', message: 'START_CONVERSATION' },
      });
      expect(chat.status).toBe(403);
      expect(chat.body.error.code).toBe('talk_not_open_yet');
    }
    const now = rows.find((r) => r.arm === 'now');
    if (now) expect(await talkOpensAt(t.deps, now.userId)).toBeNull();
    const r = await effect(org.c, cohortId);
    expect(r.randomised.find((x) => x.cohortId === cohortId)).toMatchObject({ on: true });
  });
});
