import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ensureVisitor, requireVisitor } from '@server/auth/visitor.js';
import type { AppDeps, AppEnv } from '@server/context.js';
import { clientIp } from '@server/http/client-ip.js';
import { ApiError, badRequest, errorBody, notFound } from '@server/http/errors.js';
import { jsonBody } from '@server/http/validate.js';
import { INVALID_EMAIL, isEmail } from '@core/contracts/credentials.js';
import type { RateLimitRule } from '@server/http/rate-limit.js';
import { checkoutSessionStatus, listEntitlements } from './service.js';
import { portalUrl, startCheckout } from './checkout.js';
import { listPurchases, receiptOf, requestRefund, setTalkCancellation } from './after-sale.js';
import { receiptPdf } from './receipt-pdf.js';
import {
  alreadyHas,
  alreadySponsoredMessage,
  createSponsorship,
  findSponsorship,
  sponsorContext,
  sponsorPoster,
  recordParentConsent,
  minorRule,
} from './sponsorship.js';
import { setSponsorConsent } from '@server/features/weekly-guidance/index.js';
import { sponsorManageView, sponsorSetCancel } from './sponsor-manage.js';
import { handleWebhook } from './webhooks.js';
import { ageOf } from '@server/features/trust/index.js';
import { emailForViewer, SPONSOR_CHECKOUT_COOKIE } from './session-privacy.js';
import { getCookie, setCookie } from 'hono/cookie';
import { PARENT_SPONSOR_NOT_ALLOWED } from '@content/consent-ages.js';

/** Starting a checkout makes a provider session: a person taps it a few times at most. */
const CHECKOUT_LIMIT: RateLimitRule = { name: 'checkout', max: 10, windowMs: 60_000 };
/** Reads a sponsor link or a session's status: generous for people, useless for guessing tokens (256 bits anyway). */
const READ_LIMIT: RateLimitRule = { name: 'payments-read', max: 120, windowMs: 60_000 };
/** Card attempts on the local checkout, per session and per client (as a real provider limits card testing). */
const PAY_ATTEMPT_LIMIT: RateLimitRule = { name: 'local-pay', max: 10, windowMs: 10 * 60_000 };

const checkoutBodySchema = z.object({
  sponsorToken: z.string().max(200).optional(),
  /** A sponsor of a person under 18 ticked "I am this person's parent or legal guardian and I consent". */
  parentConsent: z.boolean().optional(),
});
const sponsorshipBodySchema = z.object({
  parentNames: z.string().max(200).default(''),
  parentEmail: z.string().max(254).default(''),
  customMessage: z.string().max(2000).optional(),
  serviceType: z.enum(['talk', 'strategy']),
  /** The person's answer to the sponsor's monthly progress note (decision 078); changeable on their plan. */
  progressNotes: z.boolean().optional(),
});
const cardSchema = z.object({
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(8),
  name: z.string().max(200),
  email: z.string().max(254).optional(),
  country: z.string().max(2).optional(),
});
const ORDER_ID_RE = /^[A-Za-z0-9_-]{1,64}$/;
/** Refund requests and subscription changes call the provider: a few per minute per person. */
const AFTER_SALE_LIMIT: RateLimitRule = { name: 'after-sale', max: 10, windowMs: 60_000 };
export const UNDER_18 = 'Talk and the Strategy Sprint are for people aged 18 and over.';
export const PARENT_CONSENT_NEEDED =
  'This person is under 18. Please confirm that you are their parent or legal guardian and that you consent.';

/** A lenient JSON body: none or `{}` is fine; unknown fields (an amount, a currency) are dropped. */
async function optionalJson<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  const text = await c.req.text();
  if (text.length > 4096) throw new ApiError(413, 'too_large', 'The request body is too large.');
  let value: unknown = {};
  if (text.trim()) {
    try {
      value = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'bad_json', 'The request body is not valid JSON.');
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest('Invalid request', 'invalid');
  return parsed.data;
}

/**
 * Payments: checkouts, the success page's check, entitlements, the billing portal, sponsorship requests
 * and the sponsor page's data, the provider's webhook, the offer pages' config, and (local provider) the hosted
 * checkout and portal pages' API. Contract: docs/decisions/023.
 */
export function paymentsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { config, limiter, payments } = deps;
  const db = deps.database.db;
  const ip = (c: Context<AppEnv>) => clientIp(c, config.trustProxy);
  /** The paid paths are off for a person known to be under 18, whoever pays. */
  const refuseUnder18 = async (userId: string) => {
    if ((await ageOf(deps, userId)).under18 === true) throw new ApiError(403, 'under_18', UNDER_18);
  };

  app.post('/checkout/:service{talk|strategy}', async (c) => {
    const product = c.req.param('service') as 'talk' | 'strategy';
    const body = await optionalJson(c, checkoutBodySchema);
    if (body.sponsorToken !== undefined) {
      // A sponsor pays for the person behind the token: no account, no visitor made.
      await limiter.enforce(c, CHECKOUT_LIMIT, ip(c));
      const s = await findSponsorship(deps, body.sponsorToken);
      if (await alreadyHas(deps, s.userId, product))
        throw new ApiError(409, 'already_sponsored', alreadySponsoredMessage(s.firstName));
      // A parent may pay for a person under 18 with their consent (decision 066) where the person's country lets
      // a parent consent for them (content/consent-ages.ts, decision 087); its time is kept on the sponsorship.
      const minor = await minorRule(deps, s.userId);
      if (minor.parentConsentNotAllowed)
        throw new ApiError(403, 'parent_consent_not_allowed', PARENT_SPONSOR_NOT_ALLOWED.body);
      if (minor.parentConsentNeeded) {
        if (body.parentConsent !== true) throw new ApiError(403, 'parent_consent_needed', PARENT_CONSENT_NEEDED);
        await recordParentConsent(deps, s.id);
      }
      const started = await startCheckout(deps, {
        product,
        userId: s.userId,
        email: s.parentEmail,
        sponsor: { sponsorshipId: s.id, token: body.sponsorToken },
      });
      // This browser started the sponsor's checkout: the local pay page may show it the sponsor's address.
      if (payments.name === 'local')
        setCookie(c, SPONSOR_CHECKOUT_COOKIE, body.sponsorToken, {
          path: '/api/pay/local',
          httpOnly: true,
          sameSite: 'Lax',
          secure: config.publicUrl.startsWith('https://'),
          maxAge: 24 * 60 * 60,
        });
      return c.json(started);
    }
    const user = await ensureVisitor(deps, c);
    await limiter.enforce(c, CHECKOUT_LIMIT, `u:${user.id}`);
    await refuseUnder18(user.id);
    return c.json(
      await startCheckout(deps, {
        product,
        userId: user.id,
        email: user.isAnonymous ? null : user.email,
        sponsor: null,
      }),
    );
  });

  app.get('/checkout/sessions/:sessionId', async (c) => {
    await limiter.enforce(c, READ_LIMIT, ip(c));
    const id = c.req.param('sessionId');
    if (!/^[A-Za-z0-9_-]{8,255}$/.test(id)) throw notFound('Payment session not found.');
    return c.json(await checkoutSessionStatus(deps, id));
  });

  app.get('/entitlements', async (c) => {
    const user = c.get('user');
    return c.json({ entitlements: user ? await listEntitlements(db, user.id, payments.clock.now()) : [] });
  });

  // ---------- after the sale: purchases, receipts, refunds, Talk cancellation ----------
  app.get('/purchases', async (c) => {
    const user = c.get('user');
    if (!user) return c.json({ purchases: [], talk: null });
    return c.json(await listPurchases(deps, user.id));
  });

  app.post('/purchases/:id/refund', async (c) => {
    const user = requireVisitor(c);
    await limiter.enforce(c, AFTER_SALE_LIMIT, `u:${user.id}`);
    const id = c.req.param('id');
    if (!ORDER_ID_RE.test(id)) throw notFound('Purchase not found.', 'purchase_not_found');
    await requestRefund(deps, user.id, id);
    return c.json(await listPurchases(deps, user.id));
  });

  app.post('/subscriptions/talk', jsonBody(z.object({ cancelAtPeriodEnd: z.boolean() })), async (c) => {
    const user = requireVisitor(c);
    await limiter.enforce(c, AFTER_SALE_LIMIT, `u:${user.id}`);
    return c.json(await setTalkCancellation(deps, user.id, c.req.valid('json').cancelAtPeriodEnd));
  });

  app.get('/receipts/:id', async (c) => {
    const user = requireVisitor(c);
    const id = c.req.param('id');
    if (!ORDER_ID_RE.test(id)) throw notFound('Receipt not found.', 'receipt_not_found');
    return c.json(await receiptOf(deps, user.id, id));
  });

  app.get('/receipts/:id/pdf', async (c) => {
    const user = requireVisitor(c);
    await limiter.enforce(c, READ_LIMIT, `u:${user.id}`);
    const id = c.req.param('id');
    if (!ORDER_ID_RE.test(id)) throw notFound('Receipt not found.', 'receipt_not_found');
    const pdf = await receiptPdf(await receiptOf(deps, user.id, id), user.isAnonymous ? '' : user.name);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${config.brandName.replace(/[^A-Za-z0-9]/g, '')}-receipt-${id}.pdf"`,
      'Cache-Control': 'private, no-store',
    });
  });

  app.post('/billing/portal', async (c) => {
    const user = requireVisitor(c);
    await limiter.enforce(c, CHECKOUT_LIMIT, `u:${user.id}`);
    return c.json(await portalUrl(deps, user.id));
  });

  app.post('/sponsorships', jsonBody(sponsorshipBodySchema), async (c) => {
    const input = c.req.valid('json');
    const parentNames = input.parentNames.trim();
    const parentEmail = input.parentEmail.trim().toLowerCase();
    if (!parentNames || !parentEmail)
      throw new ApiError(
        400,
        'missing_information',
        'Missing information: Please enter parent names and email address.',
      );
    if (!isEmail(parentEmail)) throw badRequest(INVALID_EMAIL, 'invalid_email');
    const user = await ensureVisitor(deps, c);
    // Sponsorship requests mail a stranger: limited per visitor and per address per day in createSponsorship
    // (the trust feature's third-party mail limits, decision 037).
    const { id } = await createSponsorship(deps, user, { ...input, parentNames, parentEmail });
    if (input.progressNotes !== undefined) await setSponsorConsent(deps, user.id, id, input.progressNotes);
    return c.json({ ok: true });
  });

  app.get('/sponsorships/:token', async (c) => {
    await limiter.enforce(c, READ_LIMIT, ip(c));
    return c.json(await sponsorContext(deps, c.req.param('token')));
  });

  app.get('/sponsorships/:token/poster', async (c) => {
    await limiter.enforce(c, READ_LIMIT, ip(c));
    const obj = await sponsorPoster(deps, c.req.param('token'));
    return c.body(new Uint8Array(obj.body), 200, {
      'Content-Type': obj.contentType || 'image/png',
      'Content-Length': String(obj.body.length),
      'Cache-Control': 'private, max-age=3600',
      'Referrer-Policy': 'no-referrer',
    });
  });

  // A sponsor's page for what they pay for (decision 066): the signed link in their receipt, no account.
  app.get('/sponsor-manage/:token', async (c) => {
    await limiter.enforce(c, READ_LIMIT, ip(c));
    return c.json(await sponsorManageView(deps, c.req.param('token')));
  });

  app.post('/sponsor-manage/:token', jsonBody(z.object({ cancelAtPeriodEnd: z.boolean() })), async (c) => {
    await limiter.enforce(c, AFTER_SALE_LIMIT, ip(c));
    return c.json(await sponsorSetCancel(deps, c.req.param('token'), c.req.valid('json').cancelAtPeriodEnd));
  });

  app.post('/payments/webhook', async (c) => {
    const raw = await c.req.text();
    const result = await handleWebhook(deps, raw, c.req.header('stripe-signature'));
    return c.json(result.body, result.status);
  });

  // ---------- the local provider's hosted pages (/pay/:id, /pay/portal/:token) ----------
  if (payments.name === 'local') {
    const local = payments;
    app.get('/pay/local/sessions/:id', async (c) => {
      await limiter.enforce(c, READ_LIMIT, ip(c));
      const view = await local.describe(c.req.param('id'));
      if (!view) throw notFound('This checkout does not exist.', 'checkout_not_found');
      return c.json({
        ...view,
        email: await emailForViewer(
          deps,
          view.id,
          c.get('user')?.id,
          view.email,
          getCookie(c, SPONSOR_CHECKOUT_COOKIE),
        ),
        brand: config.brandName,
      });
    });

    app.post('/pay/local/sessions/:id/pay', jsonBody(cardSchema), async (c) => {
      const id = c.req.param('id').slice(0, 100);
      await limiter.enforce(c, PAY_ATTEMPT_LIMIT, `s:${id}`);
      await limiter.enforce(c, PAY_ATTEMPT_LIMIT, ip(c));
      const result = await local.pay(id, c.req.valid('json'));
      if (result.ok) return c.json({ redirectUrl: result.redirectUrl });
      const status = result.code === 'session_expired' || result.code === 'session_closed' ? 410 : 402;
      return c.json({ ...errorBody(result.code, result.message), field: result.field ?? null }, status);
    });

    app.get('/pay/local/portal/:token', async (c) => {
      await limiter.enforce(c, READ_LIMIT, ip(c));
      const view = await local.portal(c.req.param('token'));
      if (!view)
        throw notFound('This link has expired. Open the billing portal again from your account.', 'portal_expired');
      return c.json({ ...view, brand: config.brandName });
    });

    app.post(
      '/pay/local/portal/:token/subscriptions/:subscriptionId',
      jsonBody(z.object({ cancelAtPeriodEnd: z.boolean() })),
      async (c) => {
        const ok = await local.setCancelAtPeriodEndByToken(
          c.req.param('token'),
          c.req.param('subscriptionId').slice(0, 100),
          c.req.valid('json').cancelAtPeriodEnd,
        );
        if (!ok) throw notFound('This subscription cannot be changed here.', 'subscription_not_found');
        return c.json({ ok: true });
      },
    );
  }

  return app;
}
