/** What other features may use of Talk: the person's poster facts for a conversation, and the PDF text filter and line wrap. */
export { resolveCover } from './conversations.js';
export { winAnsi, wrap } from './plan-pdf.js';
