import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * What an account's name and password may be. better-auth checks the password's length (6 to 128,
 * docs/product/accounts.md#constants); these rules run before it on every endpoint that sets a name or a password
 * (auth.ts).
 */
export const ACCOUNT_NAME_MAX = 80;
export const NAME_REQUIRED = 'Please enter your full name';
export const NAME_TOO_LONG = `Please keep your name to ${ACCOUNT_NAME_MAX} characters or fewer.`;
export const NAME_HAS_LINK = 'Please enter your name without links or e-mail addresses.';
export const PASSWORD_BLANK = 'Please choose a password that is not only spaces.';
export const PASSWORD_COMMON = 'This password is too common. Please choose another one.';

/** How many of the most common passwords are refused. */
export const COMMON_PASSWORDS_REFUSED = 1000;

// Line breaks and tabs become one space; other control characters, invisible separators and the bidirectional
// overrides that can make a name read differently from what it holds are dropped.
const WHITESPACE = /[\s\u2028\u2029]+/gu;
const INVISIBLE = /[\p{Cc}\u200B\u202A-\u202E\u2066-\u2069\uFEFF]/gu;
// A link or an address: a scheme, "www.", something@something, or a host name such as example.com (a lower-case
// ending, so that "St.John" is still a name).
const LINK = [/[a-z][a-z0-9+.-]*:\/\/|www\.|\S@\S/iu, /[\p{L}\p{N}-]{2,}\.[a-z]{2,}(?!\p{L})/u];

export type NameCheck = { ok: true; name: string } | { ok: false; message: string };

/** Clean and check a name typed by a person: trimmed, on one line, at most 80 characters, no links. */
export function checkAccountName(raw: unknown): NameCheck {
  if (typeof raw !== 'string') return { ok: false, message: NAME_REQUIRED };
  const name = raw.normalize('NFC').replace(WHITESPACE, ' ').replace(INVISIBLE, '').replace(/ {2,}/g, ' ').trim();
  if (!name) return { ok: false, message: NAME_REQUIRED };
  if ([...name].length > ACCOUNT_NAME_MAX) return { ok: false, message: NAME_TOO_LONG };
  if (LINK.some((re) => re.test(name))) return { ok: false, message: NAME_HAS_LINK };
  return { ok: true, name };
}

/** The reason a new password is refused, or null. Its length is better-auth's check. */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string') return null; // better-auth answers a missing password itself
  if (password.length > 0 && !password.trim()) return PASSWORD_BLANK;
  const common = commonPasswords();
  if (common.has(password.toLowerCase()) || common.has(password.trim().toLowerCase())) return PASSWORD_COMMON;
  return null;
}

let common: Set<string> | null = null;

/**
 * The 1,000 most common passwords, from the ranked list (49,000 leaked passwords, most common first) that
 * @zxcvbn-ts/language-common ships. Read on the first check, not at start; the rest of the list is let go.
 */
export function commonPasswords(): Set<string> {
  if (!common) {
    const file = createRequire(import.meta.url).resolve('@zxcvbn-ts/language-common/src/passwords.json');
    const ranked = JSON.parse(readFileSync(file, 'utf8')) as string[];
    common = new Set(ranked.slice(0, COMMON_PASSWORDS_REFUSED).map((p) => p.toLowerCase()));
  }
  return common;
}
