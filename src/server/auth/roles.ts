import { eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { DASHBOARD_MESSAGES, type Role } from '@core/contracts/dashboard.js';
import type { AppDeps, AppEnv } from '@server/context.js';
import type { Db } from '@server/db/client.js';
import { cohortOrganisers, cohorts, users } from '@server/db/schema.js';
import { forbidden, unauthorized } from '@server/http/errors.js';

/**
 * Roles (decision 031): 'user' (everyone), 'organiser' (sees the cohorts listed in cohort_organisers) and 'admin'
 * (everything). users.role holds it; better-auth never takes it from a request (input: false), and no route of
 * ours changes it: the first admin is made with `npm run admin -- grant <email>` or by ADMIN_EMAILS (a confirmed
 * address). Read from the database on every staff call, so a revoked role stops at once.
 */
export interface Staff {
  userId: string;
  email: string;
  role: Role;
  /** The cohorts this person may see: 'all' for an admin. */
  cohorts: 'all' | string[];
}

export async function roleOf(deps: Pick<AppDeps, 'config' | 'database'>, userId: string): Promise<Staff | null> {
  const db = deps.database.db;
  const [u] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      verified: users.emailVerified,
      anon: users.isAnonymous,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!u) return null;
  if (u.anon) return { userId: u.id, email: u.email, role: 'user', cohorts: [] };
  const listed = u.verified && deps.config.adminEmails.includes(u.email.toLowerCase());
  if (u.role === 'admin' || listed) return { userId: u.id, email: u.email, role: 'admin', cohorts: 'all' };
  if (u.role === 'organiser') {
    const rows = await db
      .select({ cohortId: cohortOrganisers.cohortId })
      .from(cohortOrganisers)
      .where(eq(cohortOrganisers.userId, u.id));
    return { userId: u.id, email: u.email, role: 'organiser', cohorts: rows.map((r) => r.cohortId) };
  }
  return { userId: u.id, email: u.email, role: 'user', cohorts: [] };
}

/** An organiser or admin, else 401 (not signed in) or 403. */
export async function requireStaff(deps: AppDeps, c: Context<AppEnv>): Promise<Staff> {
  const user = c.get('user');
  if (!user || user.isAnonymous) throw unauthorized(DASHBOARD_MESSAGES.signIn);
  const staff = await roleOf(deps, user.id);
  if (!staff || staff.role === 'user') throw forbidden(DASHBOARD_MESSAGES.notAllowed);
  return staff;
}

export async function requireAdmin(deps: AppDeps, c: Context<AppEnv>): Promise<Staff> {
  const staff = await requireStaff(deps, c);
  if (staff.role !== 'admin') throw forbidden(DASHBOARD_MESSAGES.adminOnly);
  return staff;
}

export const canSeeCohort = (staff: Staff, cohortId: string) =>
  staff.cohorts === 'all' || staff.cohorts.includes(cohortId);

/** 403 when an organiser asks for a cohort they do not organise (the same answer whether it exists or not). */
export function assertCohort(staff: Staff, cohortId: string): void {
  if (!canSeeCohort(staff, cohortId)) throw forbidden(DASHBOARD_MESSAGES.otherCohort);
}

// ---------- granting (the admin script, and admins for organisers) ----------

export class RoleError extends Error {}

/**
 * Give an account a role. 'organiser' needs at least one existing cohort (added to those it has); 'user' takes the
 * role away (and the cohorts). Only from the command line (scripts/admin.ts) or by another admin for organisers.
 */
export async function grantRole(db: Db, email: string, role: Role, cohortIds: string[] = []): Promise<void> {
  const [u] = await db
    .select({ id: users.id, anon: users.isAnonymous })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!u || u.anon) throw new RoleError(`No account with the e-mail ${email}. Sign up first, then grant the role.`);
  if (role === 'organiser') {
    if (!cohortIds.length) throw new RoleError('An organiser needs at least one cohort (--cohort <id>).');
    const found = await db.select({ id: cohorts.cohortId }).from(cohorts).where(inArray(cohorts.cohortId, cohortIds));
    const missing = cohortIds.filter((id) => !found.some((f) => f.id === id));
    if (missing.length) throw new RoleError(`No such cohort: ${missing.join(', ')}`);
  }
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, u.id));
    if (role === 'organiser') {
      await tx
        .insert(cohortOrganisers)
        .values(cohortIds.map((cohortId) => ({ userId: u.id, cohortId })))
        .onConflictDoNothing();
    } else {
      await tx.delete(cohortOrganisers).where(eq(cohortOrganisers.userId, u.id));
    }
  });
}
