/** What the profile mounts of the purchases feature: the Purchases section (receipts, refunds, Talk). */
export { PurchasesSection } from './purchases-section';
