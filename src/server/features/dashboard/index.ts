/** What other features may use of the dashboard. */
export { leaderboard, visibleCohorts } from './service.js';
