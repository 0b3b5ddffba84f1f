import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { coachProfiles, paymentOrders, users } from '@server/db/schema.js';
import { newId } from '@server/lib/ids.js';
import { keyOf, type DbLike, type OwnedTable } from './owned-tables.js';

/**
 * Tests of the owned tables (transfer, export, deletion) need a row of the person in every table of the list. The
 * API-made rows cover today's tables; for any other table a row is made here from its columns: the owner column
 * set to the person, every other required column without a default filled by its type. A table whose rows need
 * more (a reference to another row) gets an entry in ROW_OVERRIDES: its extra values, by column property name.
 */
export const ROW_OVERRIDES: Record<
  string,
  (userId: string, db: DbLike) => Record<string, unknown> | Promise<Record<string, unknown>>
> = {
  // an organiser's cohort must exist: the seeded public cohort
  cohort_organisers: () => ({ cohortId: 'public' }),
  // a sprint session needs its Strategy order and a coach
  sprint_sessions: async (userId, db) => {
    const coachId = `t_${newId().slice(0, 16)}`;
    await db.insert(users).values({ id: coachId, name: 'Coach', email: `${coachId}@example.com` });
    await db.insert(coachProfiles).values({ userId: coachId, displayName: 'Coach' });
    const orderId = `t_${newId().slice(0, 16)}`;
    await db.insert(paymentOrders).values({
      id: orderId,
      userId,
      product: 'strategy',
      amountCents: 9000,
      provider: 'local',
      providerSessionId: orderId,
      trackingSessionId: orderId,
    });
    const startsAt = new Date(Date.now() + 86_400_000 * 30 + Math.floor(Math.random() * 1e9));
    return { orderId, coachUserId: coachId, number: 1, startsAt, endsAt: new Date(startsAt.getTime() + 2_700_000) };
  },
};

function valueFor(column: PgColumn): unknown {
  const enumValues = (column as { enumValues?: readonly string[] }).enumValues;
  if (enumValues?.length) return enumValues[0];
  switch (column.dataType) {
    case 'string':
      return `t_${newId().slice(0, 16)}`;
    case 'number':
      return 0;
    case 'bigint':
      return 0n;
    case 'boolean':
      return false;
    case 'date':
      return new Date();
    case 'json':
      return {};
    case 'array':
      return [];
    default:
      return `t_${newId().slice(0, 16)}`;
  }
}

/** Inserts one row owned by `userId` into the table and returns how to find it again. */
export async function insertSyntheticRow(
  db: DbLike,
  t: OwnedTable,
  userId: string,
): Promise<{ idColumn: PgColumn; id: unknown }> {
  const table = t.owner.table as PgTable;
  const columns = getTableColumns(table);
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    if (column === t.owner) continue;
    if ((column.notNull || column.primary) && !column.hasDefault)
      row[key] = /Key$/.test(key) ? `tests/${newId()}.bin` : valueFor(column);
  }
  row[keyOf(t.owner)] = userId;
  Object.assign(row, (await ROW_OVERRIDES[getTableName(table)]?.(userId, db)) ?? {});
  await db.insert(table).values(row);
  const pk = Object.entries(columns).find(([, c]) => c.primary);
  const idColumn = pk ? pk[1] : t.owner;
  return { idColumn, id: pk ? row[pk[0]] : userId };
}
