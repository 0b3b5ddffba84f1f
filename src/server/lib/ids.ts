import { randomBytes } from 'node:crypto';

/** A URL-safe id with 128 bits of randomness (22 characters). Every id that reaches a URL is made here. */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

export const ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
