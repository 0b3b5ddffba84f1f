/** What other features may use of Talk: the person's poster facts for a conversation, and the PDF text filter and line wrap. */
export { resolveCover } from './service.js';
export { winAnsi, wrap } from './plan-pdf.js';
/** The person's 90-day plan of a conversation (weekly guidance reads its weeks; decision 078). */
export { planOf } from './service.js';
