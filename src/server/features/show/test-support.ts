import { expect } from 'vitest';
import type { TestApp, TestClient } from '../../../../tests/helpers/test-app';
import { grantRole } from '@server/auth/roles';
import { newId } from '@server/lib/ids';

/** A signed-up account (a fresh address), optionally with a role granted the way the admin script does it. */
export async function account(
  t: TestApp,
  role: 'user' | 'organiser' | 'admin' = 'user',
  cohortIds: string[] = [],
): Promise<{ c: TestClient; email: string }> {
  const c = t.client();
  const email = `staff-${newId()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}@example.com`;
  const res = await c.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, password: 'secret-pass-1', name: 'Sam Staff' },
  });
  expect(res.status).toBe(200);
  if (role !== 'user') await grantRole(t.deps.database.db, email, role, cohortIds);
  return { c, email };
}

/** The smallest PDF file-type recognises, and a PNG. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
