import { fillOfferText } from '@core/offers.js';
import type { AppDeps } from '@server/context.js';
import { renderBrandedEmail } from '@server/providers/mail/template.js';
import { SPONSOR_NOTE, WEEKLY_EMAIL, WEEKLY_PLAN_WEEKS } from '@content/weekly-guidance.js';
import { signLink } from './tokens.js';

/** The weekly e-mail and the sponsor's monthly note (texts in content/weekly-guidance.ts). */

export const fillText = (text: string, v: Record<string, string | number>) =>
  fillOfferText(text, Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)])));

export async function weeklyEmail(
  deps: Pick<AppDeps, 'config' | 'auth'>,
  p: { userId: string; firstName: string; week: number; task: string },
  now: Date,
) {
  const { brandName: brand, publicUrl } = deps.config;
  const v = { ...p, weeks: WEEKLY_PLAN_WEEKS, brand };
  const link = async (a: 'done' | 'not_yet' | 'change' | 'stop') => {
    const page = a === 'stop' ? 'stop' : 'answer';
    return `${publicUrl}/weekly/${page}/${await signLink(deps, { u: p.userId, w: p.week, a }, now)}`;
  };
  const e = WEEKLY_EMAIL;
  const { html, text } = renderBrandedEmail({
    brand,
    publicUrl,
    preheader: fillText(e.preheader, v),
    heading: fillText(e.heading, v),
    paragraphs: [fillText(e.intro, v), p.task, fillText(e.outro, v)],
    button: { label: e.done, url: await link('done') },
    links: [
      { label: e.notYet, url: await link('not_yet') },
      { label: e.change, url: await link('change') },
      { label: e.stop, url: await link('stop') },
    ],
    footnote: fillText(e.footnote, v),
  });
  return { subject: fillText(e.subject, v), html, text };
}

export function sponsorNoteEmail(
  deps: Pick<AppDeps, 'config'>,
  p: { firstName: string; sponsorName: string; done: number; next: string },
) {
  const { brandName: brand, publicUrl } = deps.config;
  const v = { ...p, weeks: WEEKLY_PLAN_WEEKS, brand };
  const { html, text } = renderBrandedEmail({
    brand,
    publicUrl,
    preheader: fillText(SPONSOR_NOTE.preheader, v),
    heading: fillText(SPONSOR_NOTE.heading, v),
    paragraphs: [fillText(SPONSOR_NOTE.body, v), fillText(SPONSOR_NOTE.next, v)],
    footnote: fillText(SPONSOR_NOTE.footnote, v),
  });
  return { subject: fillText(SPONSOR_NOTE.subject, v), html, text };
}
