import { ApiError } from './errors.js';

/**
 * The request body, read as it streams in and refused as soon as it passes `max` bytes (a declared
 * Content-Length over the cap is refused before reading). Nothing past the cap is read or kept.
 */
export async function readBodyCapped(req: Request, max: number, tooLarge: () => ApiError): Promise<Buffer> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) throw tooLarge();
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      void reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
