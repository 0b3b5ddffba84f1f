import { createHmac } from 'node:crypto';

/** RFC 4648 base32 (the `secret` of an otpauth:// URI) to bytes. */
function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const clean = input.toUpperCase().replace(/[\s=]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const i = alphabet.indexOf(ch);
    if (i < 0) throw new Error(`not base32: ${ch}`);
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The TOTP code (RFC 6238: SHA-1, 6 digits, 30 s) an authenticator app shows for this secret at `at`. */
export function totpCode(base32Secret: string, at = Date.now(), period = 30, digits = 6): string {
  const counter = Math.floor(at / 1000 / period);
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const h = createHmac('sha1', base32Decode(base32Secret)).update(msg).digest();
  const off = h[h.length - 1]! & 0x0f;
  const n = (h.readUInt32BE(off) & 0x7fffffff) % 10 ** digits;
  return String(n).padStart(digits, '0');
}

/** The secret of an otpauth:// URI. */
export const secretOfUri = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';
