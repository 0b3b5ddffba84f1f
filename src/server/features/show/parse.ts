import { z } from 'zod';
import { SHOW_MESSAGES } from '@core/contracts/show.js';
import { badRequest, zodMessage } from '@server/http/errors.js';
import { jsonBody } from '@server/http/validate.js';

/** Any JSON object (our body rules: size, JSON, no NUL); the form's own schema is applied by parseShowBody. */
export const anyJson = jsonBody(z.record(z.string(), z.unknown()));

/**
 * A form body parsed with its core schema. A missing or empty required field is the spec's 'Missing required
 * fields' (the form shows the server's text as is), the under-18 rule 'Consent form required'; anything else
 * (too long, a bad e-mail) names the field.
 */
export function parseShowBody<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const messages = parsed.error.issues.map((i) => i.message);
  if (messages.includes(SHOW_MESSAGES.missingFields)) throw badRequest(SHOW_MESSAGES.missingFields, 'missing_fields');
  if (messages.includes(SHOW_MESSAGES.consentRequired))
    throw badRequest(SHOW_MESSAGES.consentRequired, 'consent_required');
  throw badRequest(zodMessage(parsed.error), 'invalid');
}
