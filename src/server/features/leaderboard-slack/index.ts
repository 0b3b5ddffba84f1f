export { leaderboardSlackRoutes } from './routes.js';
export { sendLeaderboard, sendWeeklyLeaderboard, weeklyCron } from './service.js';
