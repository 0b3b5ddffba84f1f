import type { MailAttachment, MailMessage } from '@server/providers/mail/mail.js';
import { renderBrandedEmail } from '@server/providers/mail/template.js';
import { sessionIcs } from './ics.js';

/**
 * The sprint's e-mails: booked / moved / cancelled (each with an .ics for the calendar) and the reminders 24 h and
 * 1 h before. Times are written in the reader's zone (the buyer's from the browser, the coach's from their profile)
 * with the zone named.
 */
export interface SessionMailContext {
  brand: string;
  publicUrl: string;
  /** The sender address (the .ics organiser). */
  fromEmail: string;
  session: {
    id: string;
    number: number;
    startsAt: Date;
    endsAt: Date;
    sequence: number;
    clientTimeZone: string;
  };
  client: { name: string; email: string };
  coach: { name: string; email: string; timeZone: string; videoLink: string | null };
}

export type SessionMailKind = 'booked' | 'moved' | 'cancelled' | 'reminder24h' | 'reminder1h';

export function formatWhen(d: Date, zone: string): string {
  const date = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(d);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(d);
  return `${date} at ${time} (${zone.replace(/_/g, ' ')})`;
}

const HEADINGS: Record<SessionMailKind, (n: number) => string> = {
  booked: (n) => `Session ${n} of 3 is booked`,
  moved: (n) => `Session ${n} of 3 has moved`,
  cancelled: (n) => `Session ${n} of 3 is cancelled`,
  reminder24h: (n) => `Session ${n} of 3 is tomorrow`,
  reminder1h: (n) => `Session ${n} of 3 starts in an hour`,
};

function attachment(ctx: SessionMailContext, kind: SessionMailKind, forCoach: boolean, now: Date): MailAttachment[] {
  if (kind === 'reminder24h' || kind === 'reminder1h') return [];
  const ics = sessionIcs({
    uid: `sprint-${ctx.session.id}@${new URL(ctx.publicUrl).hostname}`,
    sequence: ctx.session.sequence,
    method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST',
    startsAt: ctx.session.startsAt,
    endsAt: ctx.session.endsAt,
    summary: forCoach
      ? `Strategy Sprint session ${ctx.session.number} with ${ctx.client.name}`
      : `${ctx.brand} Strategy Sprint: session ${ctx.session.number} with ${ctx.coach.name}`,
    description: [
      `Session ${ctx.session.number} of 3 of your Strategy Sprint (45 minutes).`,
      ctx.coach.videoLink ? `Join: ${ctx.coach.videoLink}` : 'Your coach will send the video link.',
      `Change or cancel (up to 24 hours before): ${ctx.publicUrl}/sprint/book`,
    ].join('\n'),
    location: ctx.coach.videoLink,
    organizer: { name: ctx.brand, email: ctx.fromEmail },
    attendee: forCoach ? ctx.coach : ctx.client,
    now,
  });
  return [
    {
      filename: kind === 'cancelled' ? 'cancel.ics' : 'invite.ics',
      contentType: `text/calendar; charset=utf-8; method=${kind === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
      content: ics,
    },
  ];
}

/** The message to the buyer. */
export function clientMessage(ctx: SessionMailContext, kind: SessionMailKind, now: Date): MailMessage {
  const n = ctx.session.number;
  const when = formatWhen(ctx.session.startsAt, ctx.session.clientTimeZone);
  const heading = HEADINGS[kind](n);
  const paragraphs =
    kind === 'cancelled'
      ? [`Your session with ${ctx.coach.name} on ${when} is cancelled.`, 'Pick a new time whenever you like.']
      : [
          `${kind === 'moved' ? 'Your session is now' : 'Your 45-minute session with'} ${kind === 'moved' ? `on ${when} with ${ctx.coach.name}.` : `${ctx.coach.name} is on ${when}.`}`,
          ctx.coach.videoLink
            ? `Join the video call: ${ctx.coach.videoLink}`
            : 'Your coach will send the video link before the session.',
          ...(kind === 'booked' || kind === 'moved'
            ? ['The invitation is attached: open it to add the session to your calendar.']
            : []),
          'You can change or cancel a session up to 24 hours before it starts.',
        ];
  const body = renderBrandedEmail({
    brand: ctx.brand,
    publicUrl: ctx.publicUrl,
    preheader: `${heading}: ${when}`,
    heading,
    paragraphs,
    button:
      kind === 'cancelled' || !ctx.coach.videoLink
        ? { label: 'Open my sessions', url: `${ctx.publicUrl}/sprint/book` }
        : { label: 'Join the call', url: ctx.coach.videoLink },
  });
  return {
    to: ctx.client.email,
    subject: `${heading} — ${ctx.brand} Strategy Sprint`,
    ...body,
    attachments: attachment(ctx, kind, false, now),
  };
}

/** The note to the coach (booked, moved, cancelled; no reminders). */
export function coachMessage(ctx: SessionMailContext, kind: SessionMailKind, now: Date): MailMessage {
  const when = formatWhen(ctx.session.startsAt, ctx.coach.timeZone);
  const heading =
    kind === 'cancelled'
      ? `Cancelled: session ${ctx.session.number} with ${ctx.client.name}`
      : kind === 'moved'
        ? `Moved: session ${ctx.session.number} with ${ctx.client.name}`
        : `New session ${ctx.session.number} with ${ctx.client.name}`;
  const body = renderBrandedEmail({
    brand: ctx.brand,
    publicUrl: ctx.publicUrl,
    preheader: `${heading}: ${when}`,
    heading,
    paragraphs: [`${when}, 45 minutes.`],
    button: { label: 'Open my workspace', url: `${ctx.publicUrl}/coach` },
  });
  return { to: ctx.coach.email, subject: heading, ...body, attachments: attachment(ctx, kind, true, now) };
}
