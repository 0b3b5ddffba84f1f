import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { trackingEvents } from '@server/db/schema';
import { cardActionMessage } from '@core/talk';
import { lookAtPdf } from '../../../../tests/helpers/pdf-look';
import { done, meta, talkTestApp } from './test-support';

/** The walk to the 90-day plan and the plan's PDF. */
const { t, visitor, makeCover, grant, chat, say } = talkTestApp();

describe('talk protocol: the plan', () => {
  it('walks to the plan and exports a PDF naming the role', async () => {
    const { c, id } = await visitor();
    await grant(id);
    const cover = await makeCover(id, 'Ocean Gardener');
    const start = await chat(c, { action: 'start', message: 'START_CONVERSATION', context: { magazine: cover } });
    const conv = meta(start.evs).conversationId;
    const bor = done((await say(c, conv, 'I study marine biology in Bergen')).evs).message;
    await say(c, conv, cardActionMessage(bor.cards![0]!.actions.find((a) => a.id.startsWith('impact_'))!));
    await say(c, conv, cardActionMessage(bor.cards![1]!.actions.find((a) => a.id.startsWith('cert_'))!));
    await say(c, conv, 'next act');
    await say(c, conv, 'A lab by the sea with friends');
    const vill = done((await say(c, conv, 'Helping the ocean')).evs).message;
    expect(vill.card?.variant).toBe('letter');
    await say(c, conv, 'next act');
    await say(c, conv, 'Explaining things clearly');
    const skall = done((await say(c, conv, 'I speak three languages')).evs);
    expect(skall.session.current_act).toBe('skall');
    const idea = skall.message.cards![0]!;
    const exp = done((await say(c, conv, cardActionMessage(idea.actions.find((a) => a.id === 'keep')!))).evs).message;
    expect(exp.card?.variant).toBe('experiment');
    const fin = done((await say(c, conv, cardActionMessage(exp.card!.actions.find((a) => a.id === 'start')!))).evs);
    expect(fin.message.metadata?.plan_ready).toBe(true);
    // Confidence is what is known: a lot by now, not everything (nobody who helps, no hours a week).
    expect(fin.session.confidence).toBeGreaterThan(0.6);
    expect(fin.session.confidence).toBeLessThan(1);
    const plan = await c.json<{ plan: { role: string; weeks: { focus: string; tasks: string[] }[] } }>(
      `/api/talk/conversations/${conv}/plan`,
    );
    expect(plan.body.plan.role).toBe('Ocean Gardener');
    // The plan's weeks name the person's own situation.
    const weeks = JSON.stringify(plan.body.plan.weeks);
    expect(weeks).toContain('Bergen');
    expect(weeks).toContain('marine biology');
    const pdf = await c.request(`/api/talk/conversations/${conv}/plan.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toContain('Ocean Gardener');
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    const kinds = (await t.deps.database.db.select().from(trackingEvents).where(eq(trackingEvents.userId, id))).map(
      (e) => e.eventType,
    );
    expect(kinds).toEqual(
      expect.arrayContaining(['card_rated', 'letter_generated', 'idea_kept', 'experiment_started', 'pdf_exported']),
    );
  });
});

describe('the plan PDF', () => {
  it('names a fact the person stated and never a painful line they said', async () => {
    const { c, id } = await visitor();
    await grant(id);
    const cover = await makeCover(id, 'Ocean Gardener');
    const start = await chat(c, { action: 'start', message: 'START_CONVERSATION', context: { magazine: cover } });
    const conv = meta(start.evs).conversationId;
    // A situation that carries a feeling: the facts are kept, the feeling sentence is not.
    const bor = done((await say(c, conv, 'I work at a café in Malmö. It feels kind of stuck.')).evs).message;
    expect(bor.type).toBe('carousel');
    await say(c, conv, cardActionMessage(bor.cards![0]!.actions.find((a) => a.id.startsWith('impact_'))!));
    await say(c, conv, cardActionMessage(bor.cards![1]!.actions.find((a) => a.id.startsWith('cert_'))!));
    await say(c, conv, 'next act');
    // A painful line on its own, in the middle of the walk.
    const heard = done(
      (await say(c, conv, 'honestly sometimes I feel like a total failure compared to my friends')).evs,
    );
    expect(heard.session.current_act).toBe('vill');
    await say(c, conv, 'keep going');
    await say(c, conv, 'A small place by the sea where people learn about the ocean');
    const vill = done((await say(c, conv, 'Helping the ocean')).evs).message;
    expect(vill.card?.variant).toBe('letter');
    await say(c, conv, 'next act');
    await say(c, conv, 'Explaining things clearly');
    const skall = done((await say(c, conv, 'I know all the regulars at the café')).evs);
    expect(skall.session.current_act).toBe('skall');
    const idea = skall.message.cards![0]!;
    const exp = done((await say(c, conv, cardActionMessage(idea.actions.find((a) => a.id === 'keep')!))).evs).message;
    await say(c, conv, cardActionMessage(exp.card!.actions.find((a) => a.id === 'start')!));

    const pdf = await c.request(`/api/talk/conversations/${conv}/plan.pdf`);
    expect(pdf.status).toBe(200);
    // The text as a reader extracts it (pdf.js): its fixed lines are there.
    const { text } = await lookAtPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('The plan, week by week');
    expect(text).toContain('Ocean Gardener');
    // The stated fact is named, the painful lines are not.
    expect(text).toContain('Malmö');
    expect(text).toMatch(/café/);
    // (The person's own phrases: a letter may speak of failure in its own words.)
    expect(text).not.toMatch(/total failure|compared to my friends|feels kind of stuck/i);
  });
});
