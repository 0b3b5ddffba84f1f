/** What other features may use of payments: whether a person has paid for a product. */
export { hasActiveEntitlement } from './entitlements.js';
