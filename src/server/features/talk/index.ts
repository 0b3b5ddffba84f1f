/** What other features may use of Talk: the person's poster facts for a conversation. */
export { resolveCover } from './conversations.js';
