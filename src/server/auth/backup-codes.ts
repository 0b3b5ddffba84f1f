import { randomInt } from 'node:crypto';

/**
 * Two-factor backup codes people can copy by hand (decision 067): one case (upper) and an alphabet without
 * the look-alikes 0/O, 1/I/L, written XXXXX-XXXXX. 31 symbols x 10 = about 49 bits each, ten codes, each good once,
 * behind the sign-in's password and its attempt limits. What a person types is read the same way: spaces and case
 * do not matter, and the dash may be left out.
 */
export const BACKUP_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 10;
const AMOUNT = 10;

export function generateBackupCodeList(): string[] {
  return Array.from({ length: AMOUNT }, () => {
    let s = '';
    for (let i = 0; i < LENGTH; i++) s += BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)];
    return `${s.slice(0, 5)}-${s.slice(5)}`;
  });
}

/** ' abcde fghjk ' / 'abcdefghjk' / 'ABCDE-FGHJK' → 'ABCDE-FGHJK'; anything else is passed on as typed (trimmed). */
export function normalizeBackupCode(typed: string): string {
  const compact = typed.replace(/[\s-]+/g, '').toUpperCase();
  if (compact.length !== LENGTH) return typed.trim();
  return `${compact.slice(0, 5)}-${compact.slice(5)}`;
}
