/** What other features may use of Talk: the person's poster facts for a conversation. */
export { resolveCover } from './conversations.js';
/** The person's 90-day plan of a conversation (weekly guidance reads its weeks; decision 078). */
export { planOf } from './conversations.js';
/** One of the older self's replies, for its owner only (Talk by voice reads it aloud; decision 081). */
export { ownedReply } from './conversations.js';
