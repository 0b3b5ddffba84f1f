/** Weekly guidance and the sponsor's progress notes (decision 078). */
export {
  WEEKLY_JOB,
  WEEKLY_TICK_SECONDS,
  answerWeek,
  followUpNote,
  saveSettings,
  sendDueWeeks,
  stopWeekly,
  weeklyFollowUp,
  type WeeklyFollowUp,
} from './service.js';
export { SPONSOR_NOTE_JOB, SPONSOR_NOTE_TICK_SECONDS, sendSponsorNotes, setSponsorConsent } from './sponsor.js';
export { weeklyLinkRoutes, weeklyRoutes } from './routes.js';
