import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, pgTable, PgTable, text, type PgColumn } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { createTestApp, type TestApp, type TestClient } from '../../../tests/helpers/test-app';
import { CONSENT_TEXT } from '@core/contracts/voice';
import * as schema from '@server/db/schema';
import {
  magazineCovers,
  magazineShares,
  onboardingAnswers,
  photos,
  profiles,
  trackingEvents,
  users,
  voiceConsents,
  voiceMessages,
} from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { makeTestPhoto } from '@server/features/covers/test-photo';
import { fixture } from '@server/features/voice/fixtures/build-audio';
import type { LocalMailer } from '@server/providers/mail/local-mailer';
import type { RecipientLimitedMailer } from '@server/providers/mail/index';
import { OWNED_TABLES } from '@server/shared/owned-tables';
import { insertSyntheticRow } from '@server/shared/test-support';
import { LEFT_TO_BETTER_AUTH, MERGED_INTO_ACCOUNT, MOVED_TO_ACCOUNT } from './transfer';

let t: TestApp;
let selfie: Buffer;
let coverPng: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  selfie = await makeTestPhoto();
  coverPng = await sharp({ create: { width: 54, height: 68, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const email = () => `u_${newId().toLowerCase()}@example.com`;
const ANSWERS = {
  postcard: 'pc_ocean_explorer',
  bhag: 'carbon',
  purpose: 'explore',
  workplace: 'underwater',
  superpower: 'Talking to whales',
};

/** Open the link e-mailed to `addr` in this client: it confirms the address and signs in (sign-up itself does not, decision 010). */
async function confirm(c: TestClient, addr: string) {
  const sent = ((t.deps.mailer as RecipientLimitedMailer).inner as LocalMailer).sent.filter((m) => m.to === addr);
  const link = new URL(/(http\S+\/api\/auth\/verify-email\?\S+)/.exec(sent.at(-1)?.text ?? '')![1]!);
  expect((await c.request(link.pathname + link.search)).status).toBe(302);
}

/** The user columns of a schema: named userId / ownerId, or referencing users. */
function userColumns(tables: Record<string, unknown>): PgColumn[] {
  const found: PgColumn[] = [];
  for (const table of Object.values(tables)) {
    if (!is(table, PgTable)) continue;
    const referencing = getTableConfig(table)
      .foreignKeys.map((fk) => fk.reference())
      .filter((ref) => ref.foreignTable === users)
      .flatMap((ref) => ref.columns);
    for (const [key, column] of Object.entries(getTableColumns(table))) {
      if (key === 'userId' || key === 'ownerId' || referencing.includes(column)) found.push(column);
    }
  }
  return found;
}

const where = (c: PgColumn) => `${getTableConfig(c.table).name}.${c.name}`;
const LISTED = OWNED_TABLES.map((t) => t.owner);

describe('the transfer covers every table that holds a visitor’s data', () => {
  it('lists every user column of the schema (moved, merged or left to better-auth)', () => {
    const unlisted = userColumns(schema).filter((c) => !LISTED.includes(c));
    expect(unlisted.map(where), 'add the table to OWNED_TABLES in src/server/shared/owned-tables.ts').toEqual([]);
  });

  it('splits the one list into moved, merged and left to better-auth, each table once', () => {
    expect([...MOVED_TO_ACCOUNT, ...MERGED_INTO_ACCOUNT, ...LEFT_TO_BETTER_AUTH].map(where).sort()).toEqual(
      LISTED.map(where).sort(),
    );
    expect(new Set(LISTED.map((c) => c.table)).size).toBe(LISTED.length);
  });

  it('notices a table added with a user column', () => {
    const drafts = pgTable('drafts', { id: text('id').primaryKey(), ownerId: text('owner_id').notNull() });
    const notes = pgTable('notes', { id: text('id').primaryKey(), writer: text('writer').references(() => users.id) });
    const tags = pgTable('tags', { id: text('id').primaryKey(), label: text('label').notNull() });
    expect(userColumns({ drafts, notes, tags, users }).map(where)).toEqual(['drafts.owner_id', 'notes.writer']);
  });
});

/** A row of the visitor's: its table's owner column and how to find the row again. */
interface Made {
  column: PgColumn;
  idColumn: PgColumn;
  id: string;
}

/** An anonymous visitor who has done everything, through the API: answers, selfie, spin, share, voice, consent, events. */
async function busyVisitor(): Promise<{ c: TestClient; anonId: string; made: Made[] }> {
  const c = t.client();
  const sessionId = `s_${newId()}`;
  expect((await c.json('/api/answers', { method: 'PUT', json: { answers: ANSWERS } })).status).toBe(200);
  const anonId = (await c.json<{ user: { id: string; isAnonymous: boolean } }>('/api/me')).body.user.id;
  // A visitor has no profile page, but a row may exist (e.g. a phone given on the way): it moves like the rest.
  await db().insert(profiles).values({ userId: anonId, phone: '+46 70 123 45 67' });

  const photo = await c.json<{ photo: { id: string } }>('/api/photos', {
    method: 'POST',
    body: new Uint8Array(selfie),
    headers: { 'content-type': 'image/jpeg' },
  });
  expect(photo.status).toBe(201);
  const spin = await c.json<{ cover: { id: string } }>('/api/spins', {
    method: 'POST',
    json: { answers: ANSWERS, spinNumber: 0, userName: 'Ada', photoId: photo.body.photo.id, sessionId },
  });
  expect(spin.status, JSON.stringify(spin.body)).toBe(201);
  const coverId = spin.body.cover.id;
  // The cover pipeline is tested in covers.test.ts: here the cover is simply finished, so it can be shared.
  await t.deps.storage.put(`covers/${coverId}.png`, coverPng, 'image/png');
  await db()
    .update(magazineCovers)
    .set({ status: 'done', stage: 'done', progress: 100, imageKey: `covers/${coverId}.png` })
    .where(eq(magazineCovers.id, coverId));
  const share = await c.json<{ shareId: string }>('/api/shares', { method: 'POST', json: { coverId } });
  expect(share.status).toBe(201);

  const voice = await c.json<{ message: { id: string } }>('/api/voice/messages', {
    method: 'POST',
    body: new Uint8Array(fixture('speech-12s.webm')),
    headers: { 'content-type': 'audio/webm' },
  });
  expect(voice.status).toBe(201);
  // A 12 s recording is too short to clone; a no is on record all the same.
  const consent = await c.json<{ consentId: string }>('/api/voice/consent', {
    method: 'POST',
    json: { voiceMessageId: voice.body.message.id, agreed: false, consentText: CONSENT_TEXT },
  });
  expect(consent.status).toBe(200);

  expect(
    (
      await c.request('/api/track/event', {
        method: 'POST',
        json: { sessionId, eventType: 'share_clicked', eventData: { platform: 'whatsapp' } },
      })
    ).status,
  ).toBe(204);
  const events = await db()
    .select({ id: trackingEvents.id, type: trackingEvents.eventType })
    .from(trackingEvents)
    .where(eq(trackingEvents.userId, anonId));
  expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['spin', 'share_clicked']));

  const made: Made[] = [
    { column: photos.ownerId, idColumn: photos.id, id: photo.body.photo.id },
    { column: magazineCovers.userId, idColumn: magazineCovers.id, id: coverId },
    { column: magazineShares.ownerId, idColumn: magazineShares.id, id: share.body.shareId },
    { column: voiceMessages.userId, idColumn: voiceMessages.id, id: voice.body.message.id },
    { column: voiceConsents.userId, idColumn: voiceConsents.id, id: consent.body.consentId },
    ...events.map((e) => ({ column: trackingEvents.userId, idColumn: trackingEvents.id, id: e.id })),
    { column: onboardingAnswers.userId, idColumn: onboardingAnswers.userId, id: anonId },
    { column: profiles.userId, idColumn: profiles.userId, id: anonId },
  ];
  // Tables the journey above does not reach (other areas' tables) get a row made from their columns.
  for (const table of OWNED_TABLES.filter((x) => x.transfer !== 'auth' && !made.some((m) => m.column === x.owner))) {
    const row = await insertSyntheticRow(db(), table, anonId);
    made.push({ column: table.owner, idColumn: row.idColumn, id: row.id as string });
  }
  // The visitor owns a row in every table the transfer moves or merges, so each one is checked below.
  expect(
    [...MOVED_TO_ACCOUNT, ...MERGED_INTO_ACCOUNT].filter((col) => !made.some((m) => m.column === col)).map(where),
  ).toEqual([]);
  for (const m of made) expect(await ownerOf(m), where(m.column)).toBe(anonId);
  return { c, anonId, made };
}

async function ownerOf(m: Made): Promise<string | null> {
  const [row] = await db().select({ owner: m.column }).from(m.column.table).where(eq(m.idColumn, m.id));
  return row ? (row.owner as string | null) : null;
}

/** Every row the visitor made now belongs to the account; the visitor is gone and owns nothing. */
async function expectMoved(anonId: string, accountId: string, made: Made[]) {
  for (const m of made.filter((x) => !MERGED_INTO_ACCOUNT.includes(x.column)))
    expect(await ownerOf(m), where(m.column)).toBe(accountId);
  for (const column of [...MOVED_TO_ACCOUNT, ...MERGED_INTO_ACCOUNT]) {
    expect(await db().select({ owner: column }).from(column.table).where(eq(column, anonId)), where(column)).toEqual(
      [],
    );
  }
  expect(await db().select().from(users).where(eq(users.id, anonId))).toEqual([]);
}

/** The account sees it all through the API. */
async function expectVisibleTo(c: TestClient, made: Made[]) {
  const idOf = (col: PgColumn) => made.find((m) => m.column === col)!.id;
  expect((await c.request(`/api/photos/${idOf(photos.ownerId)}`)).status).toBe(200);
  const covers = await c.json<{ covers: { id: string }[] }>('/api/covers');
  expect(covers.body.covers.map((x) => x.id)).toContain(idOf(magazineCovers.userId));
  const share = await c.json<{ shareId: string | null }>(`/api/covers/${idOf(magazineCovers.userId)}/share`);
  expect(share.body.shareId).toBe(idOf(magazineShares.ownerId));
  const voice = await c.json<{ messages: { id: string }[] }>('/api/voice/messages');
  expect(voice.body.messages.map((x) => x.id)).toEqual([idOf(voiceMessages.userId)]);
}

describe('signing up or in moves a visitor’s data to the account', () => {
  it('on sign-up, once the address is confirmed in the same browser: every row of every table', async () => {
    const { c, anonId, made } = await busyVisitor();
    const addr = email();
    const up = await c.json<{ user: { id: string } }>('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: addr, password: 'secret1', name: 'Ada' },
    });
    expect(up.status).toBe(200);
    const accountId = up.body.user.id;
    expect(accountId).not.toBe(anonId);
    await confirm(c, addr);
    await expectMoved(anonId, accountId, made);
    expect((await c.json('/api/answers')).body).toEqual({ answers: ANSWERS });
    await expectVisibleTo(c, made);
  });

  it('on sign-in to an existing account: every row of every table, next to what the account had', async () => {
    const addr = email();
    const owner = t.client();
    const up = await owner.json<{ user: { id: string } }>('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: addr, password: 'secret1', name: 'Ada' },
    });
    const accountId = up.body.user.id;
    await confirm(owner, addr);
    const earlier = await owner.json<{ photo: { id: string } }>('/api/photos', {
      method: 'POST',
      body: new Uint8Array(selfie),
      headers: { 'content-type': 'image/jpeg' },
    });

    const { c, anonId, made } = await busyVisitor();
    const signIn = await c.json<{ user: { id: string } }>('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: addr, password: 'secret1' },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.id).toBe(accountId);
    await expectMoved(anonId, accountId, made);
    expect(await ownerOf({ column: photos.ownerId, idColumn: photos.id, id: earlier.body.photo.id })).toBe(accountId);
    expect((await c.json('/api/answers')).body).toEqual({ answers: ANSWERS });
    await expectVisibleTo(c, made);
  });

  it('on sign-in, an account keeps its own answers; the visitor’s are dropped', async () => {
    const addr = email();
    const owner = t.client();
    await owner.json('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: addr, password: 'secret1', name: 'Ada' },
    });
    await confirm(owner, addr);
    const own = { ...ANSWERS, superpower: 'Juggling' };
    await owner.json('/api/answers', { method: 'PUT', json: { answers: own } });

    const { c, anonId, made } = await busyVisitor();
    const signIn = await c.json<{ user: { id: string } }>('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: addr, password: 'secret1' },
    });
    expect(signIn.status).toBe(200);
    await expectMoved(anonId, signIn.body.user.id, made);
    expect((await c.json('/api/answers')).body).toEqual({ answers: own });
  });
});
