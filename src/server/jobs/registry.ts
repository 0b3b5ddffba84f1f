import { COVER_JOB, runCoverJob } from '@server/features/covers/service.js';
import { sendWeeklyLeaderboard, weeklyCron } from '@server/features/leaderboard-slack/index.js';
import { purgeExpiredShareFiles, SHARE_EXPIRY_INTERVAL_MS } from '@server/features/share/index.js';
import { RETENTION_INTERVAL_MS, runRetention } from '@server/features/trust/service.js';
import { purgeExpiredVoice, VOICE_RETENTION_INTERVAL_MS } from '@server/features/voice/service.js';
import { TRANSCRIBE_JOB, TRANSCRIBE_RETRIES, transcribeVoiceMessage } from '@server/features/voice/transcript.js';
import { REMINDER_TICK_MS, sendSprintReminders } from '@server/features/sprint-booking/index.js';
import {
  SPONSOR_NOTE_JOB,
  SPONSOR_NOTE_TICK_SECONDS,
  WEEKLY_JOB,
  WEEKLY_TICK_SECONDS,
  sendDueWeeks,
  sendSponsorNotes,
} from '@server/features/weekly-guidance/index.js';
import { FOLLOW_UP_JOB, FOLLOW_UP_TICK_SECONDS, sendFollowUps } from '@server/features/measure/index.js';
import type { Config } from '@server/config.js';
import { MAIL_ATTEMPTS, MAIL_JOB, MAIL_SWEEP_JOB, OutboxMailer } from '@server/providers/mail/outbox.js';
import {
  LOCAL_EVENT_ATTEMPTS,
  LOCAL_EVENT_JOB,
  LOCAL_TICK_JOB,
  LocalPayments,
} from '@server/providers/payments/index.js';
import type { JobDefinition } from './queue.js';

/**
 * Every background job of the app, in one list (decision 052). A new scheduled job is one entry:
 * `{ name, run: (deps) => doIt(deps, new Date()), schedule: { everySeconds }, ...RETRY }`. Each runs once per period
 * across instances; a failure is retried with exponential back-off.
 */
const RETRY = { retryLimit: 5, retryDelaySeconds: 30, retryDelayMaxSeconds: 30 * 60 } as const;
const seconds = (ms: number) => Math.round(ms / 1000);

export function jobDefinitions(config: Config): JobDefinition[] {
  return [
    {
      // one e-mail of the outbox (decision 065): claimed, sent, marked; a temporary failure is retried with back-off
      name: MAIL_JOB,
      run: async (deps, data, job) =>
        deps.mailer instanceof OutboxMailer
          ? deps.mailer.deliver(String(data.id), { lastAttempt: job.retryCount >= MAIL_ATTEMPTS - 1 })
          : 'no outbox',
      keyed: true,
      concurrency: 4,
      retryLimit: MAIL_ATTEMPTS - 1,
      retryDelaySeconds: 30,
      retryDelayMaxSeconds: 30 * 60,
      expireSeconds: 120,
      pollSeconds: 1,
    },
    {
      // outbox rows left pending by a crash (or a failed enqueue), and old settled rows to delete
      name: MAIL_SWEEP_JOB,
      run: async (deps) => (deps.mailer instanceof OutboxMailer ? deps.mailer.sweep() : 0),
      schedule: { everySeconds: 60 },
      ...RETRY,
    },
    {
      // a local payments event whose delivery failed (decision 075): claimed, delivered, marked; retried with back-off
      name: LOCAL_EVENT_JOB,
      run: async (deps, data, job) =>
        deps.payments instanceof LocalPayments
          ? deps.payments.deliverEvent(String(data.id), { lastAttempt: job.retryCount >= LOCAL_EVENT_ATTEMPTS - 1 })
          : 'not local',
      keyed: true,
      retryLimit: LOCAL_EVENT_ATTEMPTS - 1,
      retryDelaySeconds: 5,
      retryDelayMaxSeconds: 10 * 60,
      expireSeconds: 120,
      pollSeconds: 1,
    },
    {
      // the local provider's renewals, endings and renewal retries on its clock, then its undelivered events
      name: LOCAL_TICK_JOB,
      run: async (deps) =>
        deps.payments instanceof LocalPayments
          ? { changed: await deps.payments.tick(), swept: await deps.payments.sweepEvents() }
          : 'not local',
      schedule: { everySeconds: 60 },
      ...RETRY,
    },
    {
      // POST /api/covers/:id/generate enqueues it (key: the cover id); runs the pipeline until the cover is done or
      // failed, whoever holds it: another run's live lease, or ours lost at shutdown, makes it retry shortly.
      name: COVER_JOB,
      run: (deps, data) => runCoverJob(deps, String(data.coverId)),
      keyed: true,
      concurrency: config.jobs.coverConcurrency,
      retryLimit: 20,
      retryDelaySeconds: 1,
      retryDelayMaxSeconds: 15,
      heartbeatSeconds: 10,
      expireSeconds: 15 * 60,
      pollSeconds: 1,
    },
    {
      // the upload route enqueues it (key: the recording's id): speech to text with TRANSCRIBE_PROVIDER (decision 079)
      name: TRANSCRIBE_JOB,
      run: (deps, data, job) =>
        transcribeVoiceMessage(deps, String(data.voiceMessageId), {
          lastAttempt: job.retryCount >= TRANSCRIBE_RETRIES,
        }),
      keyed: true,
      concurrency: 2,
      retryLimit: TRANSCRIBE_RETRIES,
      retryDelaySeconds: 10,
      retryDelayMaxSeconds: 120,
      expireSeconds: Math.ceil(config.transcribe.provider === 'local' ? 60 : config.transcribe.timeoutMs / 1000) + 60,
      pollSeconds: 1,
    },
    {
      // anonymous visitors' recordings after VOICE_RETENTION_DAYS (decision 006)
      name: 'voice-retention',
      run: (deps) => purgeExpiredVoice(deps),
      schedule: { everySeconds: seconds(VOICE_RETENTION_INTERVAL_MS) },
      ...RETRY,
    },
    {
      // anonymous visitors who never came back, old outbox files (decision 036)
      name: 'trust-retention',
      run: (deps) => runRetention(deps),
      schedule: { everySeconds: seconds(RETENTION_INTERVAL_MS) },
      ...RETRY,
    },
    {
      // the images of expired shares
      name: 'share-expiry',
      run: (deps) => purgeExpiredShareFiles(deps),
      schedule: { everySeconds: seconds(SHARE_EXPIRY_INTERVAL_MS) },
      ...RETRY,
    },
    {
      // LEADERBOARD_SLACK_SCHEDULE (default mon 09:00 UTC; decision 033)
      name: 'leaderboard-weekly',
      run: (deps) => sendWeeklyLeaderboard(deps, deps.chatNotifier),
      schedule: { cron: weeklyCron(config.chatNotify.schedule) },
      ...RETRY,
    },
    {
      // the Strategy sprint's reminders 24 h and 1 h before each session (decision 040); each claimed once
      name: 'sprint-reminders',
      run: (deps) => sendSprintReminders(deps, new Date()),
      schedule: { everySeconds: seconds(REMINDER_TICK_MS) },
      ...RETRY,
    },
    {
      // weekly guidance (decision 078): each person's due week, claimed once across instances
      name: WEEKLY_JOB,
      run: (deps) => sendDueWeeks(deps, new Date()),
      schedule: { everySeconds: WEEKLY_TICK_SECONDS },
      ...RETRY,
    },
    {
      // the sponsor's monthly progress note, with the sponsored person's consent (decision 078)
      name: SPONSOR_NOTE_JOB,
      run: (deps) => sendSponsorNotes(deps, new Date()),
      schedule: { everySeconds: SPONSOR_NOTE_TICK_SECONDS },
      ...RETRY,
    },
    {
      // the measure's 30-day e-mail (docs/product/measure.md#when-it-is-asked): each claimed once, via the outbox
      name: FOLLOW_UP_JOB,
      run: (deps) => sendFollowUps(deps, new Date()),
      schedule: { everySeconds: FOLLOW_UP_TICK_SECONDS },
      ...RETRY,
    },
  ];
}
