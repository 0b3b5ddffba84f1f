import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NAME_MAX,
  checkAccountName,
  commonPasswords,
  NAME_HAS_LINK,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  PASSWORD_BLANK,
  PASSWORD_COMMON,
  passwordProblem,
} from './account-rules';

describe('checkAccountName', () => {
  it('trims, puts the name on one line and drops invisible characters', () => {
    expect(checkAccountName('  Alex   Future \n')).toEqual({ ok: true, name: 'Alex Future' });
    expect(checkAccountName('Alex\r\nFuture\tLee')).toEqual({ ok: true, name: 'Alex Future Lee' });
    expect(checkAccountName('Al\u0000ex \u202Eerutuf\u202C')).toEqual({ ok: true, name: 'Alex erutuf' });
  });

  it('keeps names from every script, initials, hyphens and apostrophes', () => {
    for (const name of [
      'J.R.R. Tolkien',
      'St.John Rivers',
      "Aoife O'Brien-Ní Dhuibhir",
      'محمد علي',
      '李小龙',
      'Zoë 🌟',
    ]) {
      expect(checkAccountName(name)).toEqual({ ok: true, name });
    }
  });

  it('refuses a blank name', () => {
    for (const raw of ['', '   ', '\n\t', '\u200B', undefined, 42])
      expect(checkAccountName(raw)).toEqual({ ok: false, message: NAME_REQUIRED });
  });

  it(`refuses more than ${ACCOUNT_NAME_MAX} characters (counted as characters, not UTF-16 units)`, () => {
    expect(checkAccountName('a'.repeat(ACCOUNT_NAME_MAX))).toMatchObject({ ok: true });
    expect(checkAccountName('a'.repeat(ACCOUNT_NAME_MAX + 1))).toEqual({ ok: false, message: NAME_TOO_LONG });
    expect(checkAccountName('😀'.repeat(ACCOUNT_NAME_MAX))).toMatchObject({ ok: true });
  });

  it('refuses links and e-mail addresses', () => {
    for (const raw of [
      'Alex https://evil.example/win',
      'Click\nhttp://x.co',
      'www.prize',
      'Win at prizes.com now',
      'ftp://host',
      'me@example.org',
      'Alex\u200B.com',
    ]) {
      expect(checkAccountName(raw), raw).toEqual({ ok: false, message: NAME_HAS_LINK });
    }
  });
});

describe('passwordProblem', () => {
  it('refuses a password of spaces only', () => {
    expect(passwordProblem('      ')).toBe(PASSWORD_BLANK);
    expect(passwordProblem('\t \u00A0   ')).toBe(PASSWORD_BLANK);
  });

  it('refuses the most common passwords, whatever their case or surrounding spaces', () => {
    for (const pw of ['123456', 'password', 'Password1', 'QWERTY123', ' iloveyou ', 'football'])
      expect(passwordProblem(pw), pw).toBe(PASSWORD_COMMON);
  });

  it('accepts other passwords (the length is better-auth’s check)', () => {
    for (const pw of ['secret1', 'correct horse', '  a b c  ', 'Zq9#mw']) expect(passwordProblem(pw), pw).toBeNull();
  });

  it('reads the 1,000 most common passwords from the package that ships the list', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThan(990); // a few repeat once lower-cased
    expect(list.size).toBeLessThanOrEqual(1000);
    expect(list.has('123456')).toBe(true);
    expect(list.has('trustno1')).toBe(true);
  });
});
