import type { Config } from '@server/config.js';
import { createChatNotifier, type ChatNotifier } from '@server/providers/chat-notify/index.js';

export { leaderboardSlackRoutes } from './routes.js';
export { sendLeaderboard, sendWeeklyLeaderboard, weeklyCron } from './service.js';

const notifiers = new WeakMap<Config, ChatNotifier>();
/** One chat notifier per app (per config object): the route, the weekly send and tests share it. */
export function chatNotifierFor(config: Config): ChatNotifier {
  let n = notifiers.get(config);
  if (!n) {
    n = createChatNotifier(config, { outbox: config.env !== 'test' });
    notifiers.set(config, n);
  }
  return n;
}
