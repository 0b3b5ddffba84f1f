import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import {
  EFFECT_TEXT,
  MEASURE_FOLLOW_UP_DAYS,
  MEASURE_ITEMS,
  MEASURE_STUDY_ID,
  MEASURE_TEXT,
  type MeasureItemId,
  type MeasureWave,
} from '@content/measure.js';
import { PUBLIC_COHORT } from '@content/cohorts.js';
import { firstNameOf } from '@core/offers.js';
import { cleanAnswers, pairChanges, type MeasureRow, type PersonChange } from '@core/measure.js';
import { difference, distribution, meanChange, safeCount } from '@core/measure-stats.js';
import type {
  EffectGroup,
  EffectReport,
  MeasureAnswersRequest,
  MeasureConsentRequest,
  MeasureStatus,
} from '@core/contracts/measure.js';
import { birthYearProblem } from '@core/age.js';
import type { AppDeps, SessionUser } from '@server/context.js';
import {
  cohorts,
  magazineCovers,
  measureCohortSettings,
  measureExports,
  measureResponses,
  researchConsents,
  talkConversations,
  users,
} from '@server/db/schema.js';
import { ApiError, badRequest, notFound } from '@server/http/errors.js';
import { newId } from '@server/lib/ids.js';
import { withDb, withMail } from '@server/providers/mail/outbox.js';
import type { Staff } from '@server/auth/roles.js';
import { ageOf, sendThirdPartyMail, setAge } from '@server/features/trust/index.js';
import { followUpEmail, parentConsentEmail } from './emails.js';

/**
 * The measure (docs/product/measure.md): research consent with a per-study pseudonym (decision 083), answers under
 * that pseudonym only, the effect view's figures with the minimum group size (decision 084), the admins' export and
 * the 30-day e-mail.
 */

const STUDY = MEASURE_STUDY_ID;
const DAY_MS = 86_400_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const PARENT_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

type Deps = AppDeps;

async function consentOf(deps: Pick<Deps, 'database'>, userId: string) {
  const [row] = await deps.database.db
    .select()
    .from(researchConsents)
    .where(and(eq(researchConsents.userId, userId), eq(researchConsents.studyId, STUDY)));
  return row ?? null;
}

export async function measureStatus(deps: Deps, userId: string): Promise<MeasureStatus> {
  const row = await consentOf(deps, userId);
  const age = await ageOf(deps, userId);
  let answered: MeasureWave[] = [];
  if (row?.state === 'given' && row.pseudonym) {
    const waves = await deps.database.db
      .select({ wave: measureResponses.wave })
      .from(measureResponses)
      .where(eq(measureResponses.pseudonym, row.pseudonym));
    answered = waves.map((w) => w.wave);
  }
  return {
    consent: row?.state ?? 'none',
    ageKnown: age.birthYear !== null,
    parentNeeded: age.underConsentAge,
    answered,
  };
}

/** The cohort a person belongs to: the one their link carried, else their newest cover's. */
async function cohortFor(deps: Deps, userId: string, asked: string | null | undefined): Promise<string> {
  const resolved = await deps.attribution.resolve({ cohort: asked ?? undefined, ambassador: undefined });
  if (!resolved.isPublic) return resolved.cohortId;
  const [cover] = await deps.database.db
    .select({ cohortId: magazineCovers.cohortId })
    .from(magazineCovers)
    .where(eq(magazineCovers.userId, userId))
    .orderBy(desc(magazineCovers.createdAt))
    .limit(1);
  return cover?.cohortId ?? PUBLIC_COHORT;
}

/** The arm for a new participant of a randomised cohort (half and half at random), else null. */
async function armFor(deps: Deps, cohortId: string): Promise<'now' | 'later' | null> {
  const [s] = await deps.database.db
    .select({ on: measureCohortSettings.randomised })
    .from(measureCohortSettings)
    .where(eq(measureCohortSettings.cohortId, cohortId));
  if (!s?.on) return null;
  return randomInt(2) === 0 ? 'now' : 'later';
}

/**
 * Yes to research. Under the digital age of consent (content/consent-ages.ts) it waits for a parent: their address
 * gets a link (256 random bits; only its SHA-256 is kept, as the sponsor's) and nothing is stored until they agree.
 */
export async function giveConsent(deps: Deps, user: SessionUser, input: MeasureConsentRequest, now = new Date()) {
  let age = await ageOf(deps, user.id);
  if (age.birthYear === null && input.birthYear != null) {
    const problem = birthYearProblem(input.birthYear, now);
    if (problem) throw badRequest(problem, 'invalid');
    age = await setAge(deps, user.id, input.birthYear, input.country ?? null, now);
  }
  if (age.underConsentAge === null) throw badRequest('Please tell us the year you were born first.', 'age_required');
  const existing = await consentOf(deps, user.id);
  if (existing?.state === 'given') return measureStatus(deps, user.id);
  const cohortId = await cohortFor(deps, user.id, input.cohort);
  const db = deps.database.db;

  if (age.underConsentAge) {
    const parentEmail = input.parentEmail?.trim();
    if (!parentEmail) throw new ApiError(400, 'parent_consent_needed', 'Please enter your parent’s e-mail address.');
    const token = randomBytes(32).toString('base64url');
    const values = {
      state: 'pending_parent' as const,
      pseudonym: null,
      cohortId,
      arm: null,
      parentEmail,
      parentTokenHash: hashToken(token),
      parentConsentAt: null,
      givenAt: null,
      revokedAt: null,
    };
    if (existing) await db.update(researchConsents).set(values).where(eq(researchConsents.id, existing.id));
    else await db.insert(researchConsents).values({ id: newId(), userId: user.id, studyId: STUDY, ...values });
    const [u] = await db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
    const mail = parentConsentEmail(deps, { firstName: firstNameOf(u?.name, 'Your child'), token });
    await sendThirdPartyMail(deps, {
      senderId: user.id,
      kind: 'research_parent',
      message: { to: parentEmail, ...mail },
    });
    return measureStatus(deps, user.id);
  }

  const values = {
    state: 'given' as const,
    pseudonym: newId(),
    cohortId,
    arm: await armFor(deps, cohortId),
    parentEmail: null,
    parentTokenHash: null,
    parentConsentAt: null,
    givenAt: now,
    revokedAt: null,
    followUpDueAt: null,
    followUpSentAt: null,
  };
  if (existing) await db.update(researchConsents).set(values).where(eq(researchConsents.id, existing.id));
  else await db.insert(researchConsents).values({ id: newId(), userId: user.id, studyId: STUDY, ...values });
  return measureStatus(deps, user.id);
}

/**
 * Taking it back: in one transaction the answers under the pseudonym are deleted and the pseudonym forgotten, so they
 * leave every figure and every later export at once.
 */
export async function revokeConsent(deps: Deps, userId: string, now = new Date()) {
  await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(researchConsents)
      .where(and(eq(researchConsents.userId, userId), eq(researchConsents.studyId, STUDY)))
      .for('update');
    if (!row) return;
    if (row.pseudonym) await tx.delete(measureResponses).where(eq(measureResponses.pseudonym, row.pseudonym));
    await tx
      .update(researchConsents)
      .set({
        state: 'revoked',
        pseudonym: null,
        arm: null,
        parentEmail: null,
        parentTokenHash: null,
        revokedAt: now,
        followUpDueAt: null,
      })
      .where(eq(researchConsents.id, row.id));
  });
  return measureStatus(deps, userId);
}

/** Answers of one wave, under the pseudonym; only with consent. Partial answers are kept; a wave again replaces it. */
export async function saveAnswers(deps: Deps, userId: string, input: MeasureAnswersRequest, now = new Date()) {
  const row = await consentOf(deps, userId);
  if (row?.state !== 'given' || !row.pseudonym)
    throw new ApiError(403, 'consent_required', 'Research consent is needed to keep these answers.');
  const answers = cleanAnswers(input.answers);
  if (!answers) throw badRequest('Please answer at least one question, or skip.', 'invalid_answers');
  const db = deps.database.db;
  const [talk] = await db
    .select({ id: talkConversations.id })
    .from(talkConversations)
    .where(eq(talkConversations.userId, userId))
    .limit(1);
  const values = {
    studyId: STUDY,
    pseudonym: row.pseudonym,
    wave: input.wave,
    answers,
    cohortId: row.cohortId,
    talked: Boolean(talk),
    arm: row.arm,
    answeredOn: now.toISOString().slice(0, 10),
  };
  await db
    .insert(measureResponses)
    .values({ id: newId(), ...values })
    .onConflictDoUpdate({ target: [measureResponses.pseudonym, measureResponses.wave], set: values });
  if (!row.followUpDueAt && !row.followUpSentAt && input.wave !== 'day30')
    await db
      .update(researchConsents)
      .set({ followUpDueAt: new Date(now.getTime() + MEASURE_FOLLOW_UP_DAYS * DAY_MS) })
      .where(eq(researchConsents.id, row.id));
  return measureStatus(deps, userId);
}

// ---------- the parent's link ----------

async function byToken(deps: Deps, token: string) {
  if (!PARENT_TOKEN_RE.test(token)) throw notFound('This consent link is not valid.', 'invalid_token');
  const [row] = await deps.database.db
    .select()
    .from(researchConsents)
    .where(eq(researchConsents.parentTokenHash, hashToken(token)));
  if (!row) throw notFound('This consent link is not valid.', 'invalid_token');
  return row;
}

export async function parentView(deps: Deps, token: string) {
  const row = await byToken(deps, token);
  const [u] = await deps.database.db.select({ name: users.name }).from(users).where(eq(users.id, row.userId));
  return { firstName: firstNameOf(u?.name, 'Your child'), decided: row.state !== 'pending_parent' };
}

/** The parent's yes starts the participation (a new pseudonym); a no forgets the request. The link works once. */
export async function parentDecide(deps: Deps, token: string, agree: boolean, now = new Date()) {
  const row = await byToken(deps, token);
  if (row.state !== 'pending_parent') return { agreed: row.state === 'given' };
  const db = deps.database.db;
  if (!agree) {
    await db
      .update(researchConsents)
      .set({ state: 'revoked', parentEmail: null, parentTokenHash: null, revokedAt: now })
      .where(eq(researchConsents.id, row.id));
    return { agreed: false };
  }
  await db
    .update(researchConsents)
    .set({
      state: 'given',
      pseudonym: newId(),
      arm: await armFor(deps, row.cohortId),
      parentConsentAt: now,
      givenAt: now,
      parentTokenHash: null,
    })
    .where(and(eq(researchConsents.id, row.id), eq(researchConsents.state, 'pending_parent')));
  return { agreed: true };
}

// ---------- the effect view (decision 084) ----------

/** Answers of the study, for the cohorts given ('all': every cohort). Only consented people have rows at all. */
async function studyRows(deps: Deps, scope: 'all' | string[]): Promise<Array<MeasureRow & { answeredOn: string }>> {
  if (scope !== 'all' && !scope.length) return [];
  const rows = await deps.database.db
    .select()
    .from(measureResponses)
    .where(
      scope === 'all'
        ? eq(measureResponses.studyId, STUDY)
        : and(eq(measureResponses.studyId, STUDY), inArray(measureResponses.cohortId, scope)),
    );
  return rows.map((r) => ({
    pseudonym: r.pseudonym,
    wave: r.wave,
    answers: r.answers,
    cohortId: r.cohortId,
    talked: r.talked,
    arm: r.arm,
    answeredOn: r.answeredOn,
  }));
}

const OTHER_ITEMS = MEASURE_ITEMS.filter((i) => i.id !== 'fsc').map((i) => i.id);

function group(
  key: string,
  label: string,
  rows: readonly MeasureRow[],
  keep: (c: PersonChange) => boolean,
  min: number,
): EffectGroup {
  const main = pairChanges(rows);
  const changes = main.changes.filter(keep).map((c) => c.change);
  const kept = new Set(main.changes.filter(keep).map((c) => c.pseudonym));
  const change = meanChange(changes, min);
  const items: Record<string, ReturnType<typeof meanChange>> = {};
  for (const id of OTHER_ITEMS) {
    const p = pairChanges(rows, id as MeasureItemId).changes.filter(keep);
    items[id] = meanChange(
      p.map((c) => c.change),
      min,
    );
  }
  // counts before/after are of the rows given (already scoped to the group by the caller)
  return {
    key,
    label,
    withBefore: safeCount(main.withBefore, min),
    withAfter: safeCount(main.withAfter, min),
    paired: safeCount(kept.size, min),
    change,
    items,
    distribution: change.shown ? distribution(changes) : [],
  };
}

/** Rows of the pseudonyms whose pairing passes `keep` (a group's own rows, for its counts). */
function rowsOf(rows: readonly MeasureRow[], keep: (c: PersonChange) => boolean) {
  const ids = new Set(
    pairChanges(rows)
      .changes.filter(keep)
      .map((c) => c.pseudonym),
  );
  return rows.filter((r) => ids.has(r.pseudonym));
}

export async function effectReport(deps: Deps, staff: Staff, only?: string): Promise<EffectReport> {
  const min = deps.config.trust.measureMinGroup;
  const scope = only ? [only] : staff.cohorts;
  const rows = await studyRows(deps, scope);
  const names = new Map(
    (await deps.database.db.select({ id: cohorts.cohortId, name: cohorts.name }).from(cohorts)).map((c) => [
      c.id,
      c.name,
    ]),
  );
  const ids = [...new Set(rows.map((r) => r.cohortId))].sort();
  const all = () => true;
  const cohortGroups = ids.map((id) =>
    group(
      id,
      names.get(id) ?? id,
      rows.filter((r) => r.cohortId === id),
      all,
      min,
    ),
  );
  // A cohort whose own figures are withheld is left out of every combined figure too, so the difference of two shown
  // figures (overall minus the other cohorts) never reveals it (decision 084).
  const withheld = new Set(ids.filter((id) => pairChanges(rows.filter((r) => r.cohortId === id)).changes.length < min));
  const counted = rows.filter((r) => !withheld.has(r.cohortId));
  const isTalk = (c: PersonChange) => c.talked;
  const isPoster = (c: PersonChange) => !c.talked;
  const pairs = pairChanges(counted).changes;
  const talk = group('talk', 'Talk users', rowsOf(counted, isTalk), isTalk, min);
  const poster = group('poster', 'Poster only', rowsOf(counted, isPoster), isPoster, min);

  const settings = await deps.database.db.select().from(measureCohortSettings);
  const randomised = [];
  for (const s of settings) {
    if (scope !== 'all' && !scope.includes(s.cohortId)) continue;
    const mine = rows.filter((r) => r.cohortId === s.cohortId);
    if (!s.randomised && !mine.some((r) => r.arm)) continue;
    const mp = pairChanges(mine).changes;
    const isNow = (c: PersonChange) => c.arm === 'now';
    const isLater = (c: PersonChange) => c.arm === 'later';
    randomised.push({
      cohortId: s.cohortId,
      label: names.get(s.cohortId) ?? s.cohortId,
      on: s.randomised,
      now: group('now', 'Talk at once', rowsOf(mine, isNow), isNow, min),
      later: group('later', 'Talk a week later', rowsOf(mine, isLater), isLater, min),
      difference: difference(
        mp.filter(isNow).map((c) => c.change),
        mp.filter(isLater).map((c) => c.change),
        min,
      ),
    });
  }
  return {
    minGroup: min,
    overall: group('overall', 'Overall', counted, all, min),
    cohorts: cohortGroups,
    observational: {
      talk,
      poster,
      difference: difference(
        pairs.filter(isTalk).map((c) => c.change),
        pairs.filter(isPoster).map((c) => c.change),
        min,
      ),
    },
    randomised,
  };
}

export async function setRandomised(deps: Deps, cohortId: string, on: boolean, now = new Date()) {
  const [c] = await deps.database.db
    .select({ id: cohorts.cohortId })
    .from(cohorts)
    .where(eq(cohorts.cohortId, cohortId));
  if (!c) throw notFound('No such cohort.');
  await deps.database.db
    .insert(measureCohortSettings)
    .values({ cohortId, randomised: on, changedAt: now })
    .onConflictDoUpdate({ target: measureCohortSettings.cohortId, set: { randomised: on, changedAt: now } });
  return { cohortId, on, method: EFFECT_TEXT.randomisedMethod };
}

/**
 * Talk's first act for a person of the 'later' arm opens a week after they agreed (decision 084); everyone else:
 * at once. Returns when it opens, or null when it is open.
 */
export async function talkOpensAt(
  deps: Pick<Deps, 'database'>,
  userId: string,
  now = new Date(),
): Promise<Date | null> {
  const [row] = await deps.database.db
    .select({ arm: researchConsents.arm, givenAt: researchConsents.givenAt, cohortId: researchConsents.cohortId })
    .from(researchConsents)
    .where(
      and(
        eq(researchConsents.userId, userId),
        eq(researchConsents.studyId, STUDY),
        eq(researchConsents.state, 'given'),
        eq(researchConsents.arm, 'later'),
      ),
    );
  if (!row?.givenAt) return null;
  const [talk] = await deps.database.db
    .select({ id: talkConversations.id })
    .from(talkConversations)
    .where(eq(talkConversations.userId, userId))
    .limit(1);
  if (talk) return null;
  const [s] = await deps.database.db
    .select({ on: measureCohortSettings.randomised })
    .from(measureCohortSettings)
    .where(eq(measureCohortSettings.cohortId, row.cohortId));
  if (!s?.on) return null;
  const opens = new Date(row.givenAt.getTime() + 7 * DAY_MS);
  return opens > now ? opens : null;
}

export const talkOpensMessage = (opens: Date) =>
  MEASURE_TEXT.talkLater.replace('{date}', opens.toISOString().slice(0, 10));

// ---------- the export (admins only, logged) ----------

export const EXPORT_COLUMNS = [
  'pseudonym',
  'cohort',
  'wave',
  'answered_on',
  'talked',
  'arm',
  ...MEASURE_ITEMS.map((i) => i.id),
] as const;

export function codebook() {
  return {
    study: STUDY,
    unit: 'one row per pseudonym and wave',
    suppression: 'none in the rows; analyses must not report groups smaller than the minimum group size',
    columns: {
      pseudonym: 'random per-study code (128 bits); not derived from any identity; changes if consent is given again',
      cohort: 'the cohort id the person came with when they agreed',
      wave: "'before' (before the poster), 'after' (after the 90-day plan), 'day30' (30 days after the first answer)",
      answered_on: 'the date (UTC), no time of day',
      talked: 'true when the person had started Talk at the time of this answer',
      arm: "randomised arm of the cohort: 'now' (Talk's first act at once), 'later' (a week later), empty if none",
      ...Object.fromEntries(
        MEASURE_ITEMS.map((i) => [
          i.id,
          `${i.question} Integer ${i.min}–${i.max} (${i.min} = ${i.anchors.low}, ${i.max} = ${i.anchors.high}); empty if skipped. Source: ${i.source}.`,
        ]),
      ),
    },
  };
}

export async function exportRows(deps: Deps, adminUserId: string, format: 'csv' | 'json', now = new Date()) {
  const rows = (await studyRows(deps, 'all'))
    .sort((a, b) => a.pseudonym.localeCompare(b.pseudonym) || a.wave.localeCompare(b.wave))
    .map((r) => ({
      pseudonym: r.pseudonym,
      cohort: r.cohortId,
      wave: r.wave,
      answered_on: r.answeredOn,
      talked: r.talked,
      arm: r.arm ?? '',
      ...Object.fromEntries(MEASURE_ITEMS.map((i) => [i.id, r.answers[i.id] ?? null])),
    }));
  await deps.database.db
    .insert(measureExports)
    .values({ id: newId(), adminUserId, format, rows: rows.length, createdAt: now });
  deps.log.info({ adminUserId, format, rows: rows.length }, 'research export');
  return rows as Array<Record<(typeof EXPORT_COLUMNS)[number], string | number | boolean | null>>;
}

// ---------- the 30-day e-mail (a job, as weekly guidance: claimed once, sent through the outbox) ----------

export const FOLLOW_UP_JOB = 'measure-follow-up';
export const FOLLOW_UP_TICK_SECONDS = 15 * 60;

export async function sendFollowUps(deps: Deps, now = new Date()): Promise<number> {
  const db = deps.database.db;
  const due = await db
    .select({ id: researchConsents.id, userId: researchConsents.userId })
    .from(researchConsents)
    .where(
      and(
        eq(researchConsents.state, 'given'),
        isNotNull(researchConsents.followUpDueAt),
        lte(researchConsents.followUpDueAt, now),
        isNull(researchConsents.followUpSentAt),
      ),
    )
    .limit(500);
  let sent = 0;
  for (const d of due) {
    try {
      const ok = await withMail(deps, async (tx) => {
        const claimed = await tx
          .update(researchConsents)
          .set({ followUpSentAt: now })
          .where(and(eq(researchConsents.id, d.id), isNull(researchConsents.followUpSentAt)))
          .returning({ id: researchConsents.id });
        if (!claimed.length) return false;
        const [u] = await tx
          .select({ email: users.email, anon: users.isAnonymous, verified: users.emailVerified })
          .from(users)
          .where(eq(users.id, d.userId));
        if (!u || u.anon || !u.email) return false;
        const mail = followUpEmail(withDb(deps, tx));
        await deps.mailer.send({ to: u.email, class: 'own', ...mail });
        return true;
      });
      if (ok) sent++;
    } catch (err) {
      deps.log.warn({ err: (err as Error).message }, 'measure follow-up: not sent');
    }
  }
  if (sent) deps.log.info({ sent }, 'measure follow-ups');
  return sent;
}
