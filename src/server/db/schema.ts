/**
 * The one database schema: the journey's tables (schema-core.ts) and each later area's own file, so drizzle-kit
 * and the typed client see every table. Area files import what they reference from schema-core.ts, never from
 * here (no import cycle).
 */
export * from './schema-core.js';
export * from './schema-accounts.js';
export * from './schema-payments.js';
export * from './schema-talk.js';
export * from './schema-talk-privacy.js';
export * from './schema-show.js';
export * from './schema-trust.js';
export * from './schema-sprint.js';
export * from './schema-sprint-report.js';
export * from './schema-jobs.js';
export * from './schema-outbox.js';
export * from './schema-money.js';
export * from './schema-weekly.js';
export * from './schema-measure.js';
