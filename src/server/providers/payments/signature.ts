import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './payments.js';

/** Stripe's default tolerance: a signed event older than this is a replay. */
export const SIGNATURE_TOLERANCE_S = 300;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<payload>")>`: the header Stripe sends (Stripe-Signature). */
export function signPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** Checks a Stripe-style signature header; throws WebhookSignatureError when missing, wrong or too old. */
export function verifySignature(
  payload: string,
  header: string | null | undefined,
  secret: string,
  nowS = Math.floor(Date.now() / 1000),
  toleranceS = SIGNATURE_TOLERANCE_S,
): void {
  if (!header || header.length > 2000) throw new WebhookSignatureError('No signature.');
  let t: number | null = null;
  const v1: string[] = [];
  for (const part of header.split(',')) {
    const i = part.indexOf('=');
    const key = part.slice(0, i).trim();
    const value = part.slice(i + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) t = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) v1.push(value);
  }
  if (t === null || !v1.length) throw new WebhookSignatureError('Malformed signature.');
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${payload}`, 'utf8').digest('hex'));
  if (!v1.some((s) => timingSafeEqual(Buffer.from(s), expected))) throw new WebhookSignatureError('Bad signature.');
  if (Math.abs(nowS - t) > toleranceS) throw new WebhookSignatureError('Signature too old.');
}
