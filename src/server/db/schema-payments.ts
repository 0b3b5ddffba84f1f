/**
 * Tables of the payments area (see docs/architecture.md). schema.ts re-exports this file so drizzle-kit and the
 * typed client see every table in one schema.
 */
export {};
