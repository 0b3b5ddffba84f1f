import { Hono } from 'hono';
import { DASHBOARD_MESSAGES, slackSendRequestSchema } from '@core/contracts/dashboard.js';
import type { AppDeps, AppEnv } from '@server/context.js';
import { assertCohort, requireStaff } from '@server/auth/roles.js';
import { ApiError } from '@server/http/errors.js';
import { jsonBody } from '@server/http/validate.js';
import { visibleCohorts } from '@server/features/dashboard/index.js';
import type { ChatNotifier } from '@server/providers/chat-notify/index.js';
import { sendLeaderboard } from './service.js';

/** 'Send to Slack' per person: a few a minute is plenty; the channel must not be flooded. */
const SLACK_LIMIT = { name: 'leaderboard-slack', max: 5, windowMs: 10 * 60_000 };

export function leaderboardSlackRoutes(deps: AppDeps, notifier: ChatNotifier) {
  const app = new Hono<AppEnv>();

  /** send-leaderboard-slack: the top 5 of the timeframe, for one cohort or every cohort the person may see. */
  app.post('/', jsonBody(slackSendRequestSchema), async (c) => {
    const staff = await requireStaff(deps, c);
    await deps.limiter.enforce(c, SLACK_LIMIT, `u:${staff.userId}`);
    const body = c.req.valid('json');
    const visible = await visibleCohorts(deps, staff);
    let cohortIds: string[] | null = null;
    let cohortName: string | null = null;
    if (body.cohort) {
      assertCohort(staff, body.cohort);
      const one = visible.find((v) => v.cohortId === body.cohort);
      if (!one) throw new ApiError(404, 'not_found', 'No such cohort.');
      cohortIds = [one.cohortId];
      cohortName = one.name;
    } else if (staff.cohorts !== 'all') {
      cohortIds = visible.map((v) => v.cohortId);
    }
    try {
      const result = await sendLeaderboard(deps, notifier, {
        timeframe: body.timeframe,
        cohortIds,
        cohortName,
        sentBy: staff.userId,
      });
      return c.json(result);
    } catch (err) {
      deps.log.warn({ err }, 'leaderboard send failed');
      throw new ApiError(502, 'chat_failed', DASHBOARD_MESSAGES.slackFailed);
    }
  });

  return app;
}
