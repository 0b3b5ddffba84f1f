import { eq } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { AppDeps } from '@server/context.js';
import { users, voiceMessages } from '@server/db/schema.js';
import { eraseTable, exportRow, fileKeys, OWNED_TABLES, ownedRows } from '@server/shared/owned-tables.js';
import { revokeAllSharesOf } from '@server/features/share/index.js';

/** Local adapters' voice ids (nothing to forget at a provider). */
const isLocalVoiceId = (voiceId: string) => voiceId.startsWith('local-');

export interface ExportFile {
  /** Storage key: the file is written at files/<key> in the zip. */
  key: string;
  contentType: string;
  bytes: number;
}

export interface AccountExport {
  zip: Uint8Array;
  /** What data.json holds, by section: row counts (for logs and tests). */
  counts: Record<string, number>;
  files: ExportFile[];
  missingFiles: string[];
}

/**
 * 'Download my data': one zip with data.json (the account and every row of every owned table, secrets left out)
 * and every stored file those rows point at (files/<key>). Already-compressed files are stored, data.json deflated.
 */
export async function exportAccount(deps: AppDeps, userId: string, now = new Date()): Promise<AccountExport> {
  const db = deps.database.db;
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      isAnonymous: users.isAnonymous,
      role: users.role,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const data: Record<string, unknown> = {
    exported_at: now.toISOString(),
    product: deps.config.brandName,
    note:
      'Everything stored about you: your account, and one list per table below. Files (photos, covers, portraits, ' +
      'voice recordings) are in the files folder under the key each row names.',
    account: user ?? null,
  };
  const counts: Record<string, number> = {};
  const keys: string[] = [];
  for (const table of OWNED_TABLES) {
    const rows = await ownedRows(db, table, userId);
    data[table.exportAs] = rows.map((r) => exportRow(table, r));
    counts[table.exportAs] = rows.length;
    keys.push(...fileKeys(table, rows, false));
  }
  const entries: Zippable = {};
  const files: ExportFile[] = [];
  const missingFiles: string[] = [];
  for (const key of new Set(keys)) {
    // A key the storage refuses or cannot read is listed as missing: the rest of the export still comes.
    const obj = await deps.storage.get(key).catch((err: unknown) => {
      deps.log.warn({ err: (err as Error).message, key }, 'export: a stored file could not be read');
      return null;
    });
    if (!obj) {
      missingFiles.push(key);
      continue;
    }
    entries[`files/${key}`] = [new Uint8Array(obj.body), { level: 0 }];
    files.push({ key, contentType: obj.contentType, bytes: obj.body.byteLength });
  }
  data.files = files;
  if (missingFiles.length) data.files_no_longer_stored = missingFiles;
  entries['data.json'] = [strToU8(JSON.stringify(data, null, 2)), { level: 6 }];
  return { zip: zipSync(entries, { mtime: now }), counts, files, missingFiles };
}

export interface DeletionResult {
  deletedFiles: number;
  failedFiles: string[];
  forgottenVoices: number;
  revokedShares: number;
}

/**
 * 'Delete my account'. In order:
 * 1. every share link is revoked and forgotten by this process's caches (its page and images answer 404 at once);
 * 2. one transaction: every owned table's rows are deleted (tracking events anonymised, decision 021), then the
 *    user (better-auth's sessions, accounts and two-factor rows go with it); nothing half-done when it fails;
 * 3. the stored files and the cloned voices at the provider, best effort: a failure is logged with the key or
 *    voice id for a retry by hand, never undoing the deletion.
 */
export async function deleteAccount(deps: AppDeps, userId: string): Promise<DeletionResult> {
  const db = deps.database.db;
  const revoked = await revokeAllSharesOf(deps, userId);

  const keys: string[] = [];
  const voiceIds: string[] = [];
  await db.transaction(async (tx) => {
    for (const table of OWNED_TABLES) {
      if (table.files || table.derivedFiles) keys.push(...fileKeys(table, await ownedRows(tx, table, userId), true));
    }
    const voices = await tx
      .select({ voiceId: voiceMessages.voiceId })
      .from(voiceMessages)
      .where(eq(voiceMessages.userId, userId));
    voiceIds.push(...voices.map((v) => v.voiceId).filter((v): v is string => !!v && !isLocalVoiceId(v)));
    for (const table of OWNED_TABLES) await eraseTable(tx, table, userId);
    await tx.delete(users).where(eq(users.id, userId));
  });

  const failedFiles: string[] = [];
  let deletedFiles = 0;
  for (const key of new Set(keys)) {
    try {
      await deps.storage.delete(key);
      deletedFiles++;
    } catch (err) {
      failedFiles.push(key);
      deps.log.warn({ err: (err as Error).message, key }, 'account deletion: a stored file could not be deleted');
    }
  }
  let forgottenVoices = 0;
  if (deps.voice.deleteVoice) {
    for (const voiceId of new Set(voiceIds)) {
      try {
        await deps.voice.deleteVoice(voiceId);
        forgottenVoices++;
      } catch (err) {
        deps.log.warn(
          { err: (err as Error).message, provider: deps.voice.kind, voiceId },
          'account deletion: a cloned voice could not be deleted at the provider',
        );
      }
    }
  }
  deps.log.info(
    { deletedFiles, failedFiles: failedFiles.length, forgottenVoices, revokedShares: revoked.length },
    'account deleted',
  );
  return { deletedFiles, failedFiles, forgottenVoices, revokedShares: revoked.length };
}
