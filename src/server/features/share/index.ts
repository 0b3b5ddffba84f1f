/**
 * What other server features may use of sharing (the lint allows a feature into another only through its index.ts).
 * The covers feature answers GET /api/covers/:id/share with the owner's active share of a cover.
 */
export { findActiveShareForCover, revokeAllSharesOf, type ShareRecord } from './service.js';
export { purgeExpiredShareFiles, SHARE_EXPIRY_INTERVAL_MS } from './expiry.js';
