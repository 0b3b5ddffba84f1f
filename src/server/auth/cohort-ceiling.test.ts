import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visualQuestions } from '@content/quiz';
import { cohorts } from '@server/db/schema';
import { newId } from '@server/lib/ids';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { account, makeCover } from '../../../tests/helpers/factories';
import { grantRole } from './roles';
import { COHORT_COOKIE } from './visitor';

/**
 * A cohort's organiser raises the ceiling of new visitors per address for its link (a school behind one address,
 * decision 086); visitors who did not come by that link keep the default bucket.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'true', TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t.close();
});

const postcard = visualQuestions.find((q) => q.id === 'postcard')!.cards[0]!.id;

/** A new browser at `ip` writing its first answer (which creates its anonymous visitor). */
async function newVisitor(ip: string, cookie?: string) {
  return (await newVisitorRes(ip, cookie)).status;
}

async function newVisitorRes(ip: string, cookie?: string) {
  const res = await t.app.request('/api/answers', {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      origin: 'http://localhost:3000',
      'x-forwarded-for': ip,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ answers: { postcard } }),
  });
  await res.arrayBuffer();
  return res;
}

describe("a cohort's ceiling of new visitors per address", () => {
  it('the organiser sets it; only visitors who came by the cohort link count against it', async () => {
    const cohortId = `class-${newId().slice(0, 8).toLowerCase()}`;
    const other = `class-${newId().slice(0, 8).toLowerCase()}`;
    await t.deps.database.db.insert(cohorts).values([
      { cohortId, name: 'Class 7B', watermarkText: '7B' },
      { cohortId: other, name: 'Class 8A', watermarkText: '8A' },
    ]);
    const org = await account(t);
    await grantRole(t.deps.database.db, org.email, 'organiser', [cohortId]);
    const put = (id: string, visitorsPerAddress: number | null) =>
      org.c.json<{ visitorsPerAddress: number | null }>(`/api/dashboard/cohorts/${id}/visitor-ceiling`, {
        method: 'PUT',
        json: { visitorsPerAddress },
      });
    expect((await put(other, 500)).status).toBe(403); // not theirs
    expect((await put(cohortId, 0)).status).toBe(400);
    const set = await put(cohortId, 3);
    expect(set).toMatchObject({ status: 200, body: { visitorsPerAddress: 3 } });
    // an anonymous visitor cannot
    const anon = t.client();
    expect(
      (
        await anon.json(`/api/dashboard/cohorts/${cohortId}/visitor-ceiling`, {
          method: 'PUT',
          json: { visitorsPerAddress: 9 },
        })
      ).status,
    ).toBe(401);

    // the cohort link's page view remembers the cohort
    const school = '203.0.113.77';
    const view = await t.app.request('/api/track/page-view', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-forwarded-for': school },
      body: JSON.stringify({ path: '/', attribution: { cohort: cohortId } }),
    });
    expect(view.status).toBe(200);
    const set1 = view.headers.getSetCookie().find((c) => c.startsWith(`${COHORT_COOKIE}=`));
    expect(set1).toMatch(new RegExp(`^${COHORT_COOKIE}=${cohortId};.*HttpOnly`, 'i'));
    const cohortCookie = `${COHORT_COOKIE}=${cohortId}`;

    // three of the class from the school's address, then the cohort's ceiling
    for (let i = 0; i < 3; i++) expect(await newVisitor(school, cohortCookie)).toBe(200);
    expect(await newVisitor(school, cohortCookie)).toBe(429);
    // someone else at the same address, not by the link: the default bucket, untouched by the class
    expect(await newVisitor(school)).toBe(200);
    // a made-up cohort in the cookie is the default bucket too
    expect(await newVisitor(school, `${COHORT_COOKIE}=no-such-class`)).toBe(200);

    // raised: the class goes on at once (every instance's cache is cleared through the bus)
    expect((await put(cohortId, 5)).status).toBe(200);
    expect(await newVisitor(school, cohortCookie)).toBe(200);
    // back to the default (null): the class counts in the address's default bucket again
    expect((await put(cohortId, null)).body.visitorsPerAddress).toBeNull();
    expect(await newVisitor(school, cohortCookie)).toBe(200);
  });
});

describe('a class behind one address', () => {
  it('shares 25 covers in the same minute: the share links count per person, the address only loosely', async () => {
    const school = '203.0.113.99';
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const made = await newVisitorRes(school);
      expect(made.status).toBe(200);
      const cookie = made.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const { user } = (await (
        await t.app.request('/api/me', { headers: { cookie, 'x-forwarded-for': school } })
      ).json()) as { user: { id: string } };
      const coverId = await makeCover(t, user.id);
      const res = await t.app.request('/api/shares', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:3000',
          'x-forwarded-for': school,
          cookie,
        },
        body: JSON.stringify({ coverId }),
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses.every((s) => s === 200 || s === 201)).toBe(true);
  });
});
