/** What other server features and the app use of the measure (docs/product/measure.md). */
export { FOLLOW_UP_JOB, FOLLOW_UP_TICK_SECONDS, sendFollowUps, talkOpensAt, talkOpensMessage } from './service.js';
export { measureRoutes } from './routes.js';
