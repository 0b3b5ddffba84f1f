/** What other features may use of payments: whether a person has paid for a product. */
export { hasActiveEntitlement } from './entitlements.js';
/** What the composition root (bootstrap.ts) wires into the local payments provider. */
export { localWebhookDelivery } from './webhooks.js';
