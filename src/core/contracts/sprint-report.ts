import { z } from 'zod';

/**
 * The coach's client dossier and the Strategy sprint report (decisions 043-044).
 *
 * Coach (a coach with a session of any status with the client, or an admin; else 403):
 * GET  /api/coach/clients/:userId                 → 200 ClientDossier
 * GET  /api/coach/clients/:userId/poster          → 200 image (the client's newest finished cover)
 * GET  /api/coach/clients/:userId/voice           → 200 audio, only while the client shares it with their coach
 * GET  /api/coach/clients/:userId/report          → 200 ReportState (the report of the latest order, or null)
 * POST /api/coach/clients/:userId/report          → 201 ReportState: assembled from Talk (409 sessions_not_done)
 * PUT  /api/coach/clients/:userId/report          body ReportEdit → 200 ReportState (409 report_sent once sent)
 * POST /api/coach/clients/:userId/report/send     → 200 ReportState (409 sessions_not_done, report_sent)
 * Client (the report's owner only; anyone else 404):
 * GET  /api/sprint/reports                        → 200 { reports: [{ id, sentAt }] }
 * GET  /api/sprint/reports/:id                    → 200 { report: ClientReport }
 * GET  /api/sprint/reports/:id/pdf                → 200 application/pdf
 * GET  /api/sprint/reports/:id/sponsor.pdf?token= → 200 application/pdf (the sponsor's copy, by the e-mailed token)
 * GET  /api/sprint/voice-share                    → 200 VoiceShare
 * PUT  /api/sprint/voice-share  body { agreed }   → 200 VoiceShare
 * GET  /api/sprint/talk-share                     → 200 TalkShare (what the coach would see, and the answer)
 * PUT  /api/sprint/talk-share   body { agreed }   → 200 TalkShare
 */

export const REPORT_TEXT_MAX = 3000;
export const REPORT_LINE_MAX = 300;
export const REPORT_NOTE_MAX = 600;
export const REPORT_TASKS_MAX = 8;

/** What a client agrees to when their coach may hear their voice message (stored in voice_consents). */
export const VOICE_SHARE_TEXT =
  'I agree that my sprint coach may listen to my voice message and read its transcript to prepare our sessions. ' +
  'It is not shared with anyone else, and I can stop sharing it anytime.';

/**
 * What a client agrees to when their coach may see their Talk highlights (stored in talk_share_consents; decision
 * 069). It names every part of Talk the dossier and the report use; without it the coach sees none of Talk.
 */
export const TALK_SHARE_TEXT =
  'I agree that my sprint coach may see my Talk highlights to prepare our sessions and my report: where I am now, ' +
  'my vision, what matters to me, my strengths, my unfair advantage, my experiments, the trends I rated, the ideas ' +
  'I kept and the themes of the letters I read. My coach does not see the conversation itself. It is not shared ' +
  'with anyone else, and I can stop sharing it anytime.';

export const SPRINT_REPORT_MESSAGES = {
  notDone: 'The report can be assembled and sent once all three sessions are marked done.',
  sent: 'This report has been sent and can no longer be changed.',
  noReport: 'There is no report to send yet. Assemble it first.',
  notFound: 'Report not found.',
  notAllowed: 'Only the coach of this client may open this.',
  mailFailed: 'The e-mail could not be sent. Please try again.',
} as const;

const text = (max: number) => z.string().max(max);

export const reportTrendSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  why: z.string(),
  /** The client's ratings in Talk (1-5), null when not rated. */
  impact: z.number().int().min(1).max(5).nullable(),
  certainty: z.number().int().min(1).max(5).nullable(),
  /** The coach's note on this trend for this client. */
  note: text(REPORT_NOTE_MAX),
});
export type ReportTrend = z.infer<typeof reportTrendSchema>;

export const reportWeekSchema = z.object({
  label: z.string(),
  focus: text(REPORT_LINE_MAX),
  tasks: z.array(text(REPORT_LINE_MAX)).max(REPORT_TASKS_MAX),
});
export type ReportWeek = z.infer<typeof reportWeekSchema>;

export const reportContentSchema = z.object({
  v: z.literal(1),
  clientName: z.string(),
  role: z.string(),
  summary: text(REPORT_TEXT_MAX),
  vision: z.string(),
  strengths: z.array(z.string()),
  trends: z.array(reportTrendSchema),
  ideas: z.array(z.object({ title: z.string(), rationale: z.string() })),
  letters: z.array(z.object({ id: z.string(), theme: z.string(), content: z.string() })),
  roadmap: z.array(reportWeekSchema),
  closing: text(REPORT_TEXT_MAX),
});
export type ReportContent = z.infer<typeof reportContentSchema>;

/** The coach's edits: the text fields only; trends are addressed by id, weeks by position. */
export const reportEditSchema = z
  .object({
    summary: text(REPORT_TEXT_MAX).optional(),
    vision: text(REPORT_TEXT_MAX).optional(),
    /** The whole list: a strength left out is removed. */
    strengths: z.array(text(REPORT_LINE_MAX)).max(20).optional(),
    /** The whole list, by position: an idea left out is removed. */
    ideas: z
      .array(z.object({ title: text(REPORT_LINE_MAX), rationale: text(REPORT_NOTE_MAX) }))
      .max(20)
      .optional(),
    /** Letters addressed by id: only their text changes. */
    letters: z.record(z.string().max(100), text(REPORT_TEXT_MAX)).optional(),
    closing: text(REPORT_TEXT_MAX).optional(),
    trendNotes: z.record(z.string().max(100), text(REPORT_NOTE_MAX)).optional(),
    roadmap: z
      .array(z.object({ focus: text(REPORT_LINE_MAX), tasks: z.array(text(REPORT_LINE_MAX)).max(REPORT_TASKS_MAX) }))
      .max(20)
      .optional(),
  })
  .strict();
export type ReportEdit = z.infer<typeof reportEditSchema>;

export const reportStatusSchema = z.enum(['draft', 'sent']);

export const sprintReportSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  status: reportStatusSchema,
  content: reportContentSchema,
  sentAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type SprintReport = z.infer<typeof sprintReportSchema>;

export const reportStateSchema = z.object({
  report: sprintReportSchema.nullable(),
  sessionsDone: z.number(),
  canAssemble: z.boolean(),
  /** Where the sponsor's copy goes on sending (a sponsored order), else null. */
  sponsorEmail: z.string().nullable(),
});
export type ReportState = z.infer<typeof reportStateSchema>;

export const dossierSessionSchema = z.object({
  id: z.string(),
  number: z.number(),
  startsAt: z.string(),
  status: z.enum(['booked', 'cancelled', 'done']),
  coachName: z.string().nullable(),
});

export const clientDossierSchema = z.object({
  client: z.object({ id: z.string(), name: z.string() }),
  poster: z.object({ coverId: z.string(), roleTitle: z.string(), imageUrl: z.string().nullable() }).nullable(),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  voice: z.discriminatedUnion('status', [
    z.object({ status: z.literal('none') }),
    z.object({ status: z.literal('private') }),
    z.object({
      status: z.literal('shared'),
      audioUrl: z.string(),
      durationSeconds: z.number(),
      transcript: z.string().nullable(),
    }),
  ]),
  talk: z.object({
    /** True while the client shares Talk with their coach (TALK_SHARE_TEXT); false: everything below is empty. */
    shared: z.boolean(),
    highlights: z.array(z.object({ label: z.string(), text: z.string() })),
    ratedTrends: z.array(reportTrendSchema),
    keptIdeas: z.array(z.object({ title: z.string(), rationale: z.string() })),
    letters: z.array(z.object({ theme: z.string() })),
  }),
  sessions: z.array(dossierSessionSchema),
});
export type ClientDossier = z.infer<typeof clientDossierSchema>;

export const clientReportSchema = z.object({
  id: z.string(),
  content: reportContentSchema,
  sentAt: z.string(),
  coachName: z.string().nullable(),
});
export type ClientReport = z.infer<typeof clientReportSchema>;

export const voiceShareSchema = z.object({ hasVoice: z.boolean(), shared: z.boolean(), text: z.string() });
export type VoiceShare = z.infer<typeof voiceShareSchema>;
export const voiceShareRequestSchema = z.object({ agreed: z.boolean() }).strict();

export const talkShareSchema = z.object({
  shared: z.boolean(),
  text: z.string(),
  /** Exactly what the coach sees while it is shared (the dossier's Talk highlights). */
  highlights: z.array(z.object({ label: z.string(), text: z.string() })),
  /** The conversation the highlights come from (its answers and strengths are edited through Talk), or null. */
  conversationId: z.string().nullable(),
});
export type TalkShare = z.infer<typeof talkShareSchema>;
export const talkShareRequestSchema = z.object({ agreed: z.boolean() }).strict();
