/** The Strategy sprint's booking and the coach's workspace (decisions 040-042). */
export { coachRoutes, sprintBookingRoutes } from './routes.js';
export { requireCoach, makeCoach, CoachGrantError, type Coach } from './coach.js';
export { REMINDER_TICK_MS, sendSprintReminders } from './reminders.js';
export { SPRINT_MESSAGES } from './service.js';
export { DEMO_COACH, seedDemoCoach } from './demo-coach.js';
