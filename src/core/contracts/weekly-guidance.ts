/** What GET /api/weekly answers (the plan view reads it; src/web/features/weekly-guidance). */
export interface WeeklyView {
  settings: {
    /** 0 Monday … 6 Sunday. */
    weekday: number;
    minuteOfDay: number;
    timeZone: string;
    active: boolean;
    nextWeek: number;
    nextDueAt: string | null;
  } | null;
  totalWeeks: number;
  /** Talk is active (weekly guidance is sent only then). */
  talkActive: boolean;
  weeks: { week: number; task: string; sentAt: string; answer: 'done' | 'not_yet' | 'change' | null }[];
  sponsors: { id: string; parentNames: string; consent: boolean | null }[];
}
