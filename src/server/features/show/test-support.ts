import type { TestApp, TestClient } from '../../../../tests/helpers/test-app';
import { account as newAccount } from '../../../../tests/helpers/factories';
import { grantRole } from '@server/auth/roles';

/** A signed-up account (a fresh address), optionally with a role granted the way the admin script does it. */
export async function account(
  t: TestApp,
  role: 'user' | 'organiser' | 'admin' = 'user',
  cohortIds: string[] = [],
): Promise<{ c: TestClient; email: string }> {
  const { c, email } = await newAccount(t, { name: 'Sam Staff', prefix: 'staff' });
  if (role !== 'user') await grantRole(t.deps.database.db, email, role, cohortIds);
  return { c, email };
}

/** The smallest PDF file-type recognises, and a PNG. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
