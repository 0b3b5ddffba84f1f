import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@server/config.js';

/**
 * A message to the team's chat (the weekly leaderboard). Slack incoming webhook when SLACK_WEBHOOK_URL is set;
 * otherwise the local adapter writes each message to DATA_DIR/outbox/chat.jsonl and keeps the latest in memory.
 */
export interface ChatMessage {
  /** Plain text (the notification and the fallback). */
  text: string;
  /** Slack Block Kit blocks, optional. */
  blocks?: unknown[];
}
export interface SentChatMessage extends ChatMessage {
  sentAt: Date;
}

export interface ChatNotifier {
  readonly kind: 'local' | 'slack';
  send(msg: ChatMessage): Promise<void>;
  recent?(): readonly SentChatMessage[];
}

export class LocalChatNotifier implements ChatNotifier {
  readonly kind = 'local' as const;
  private sent: SentChatMessage[] = [];
  constructor(private readonly file: string | null) {}
  async send(msg: ChatMessage) {
    const entry = { ...msg, sentAt: new Date() };
    this.sent.unshift(entry);
    this.sent.length = Math.min(this.sent.length, 50);
    if (this.file) {
      await mkdir(path.dirname(this.file), { recursive: true });
      await appendFile(this.file, JSON.stringify(entry) + '\n');
    }
  }
  recent() {
    return this.sent;
  }
}

export class ChatNotifyError extends Error {}

export class SlackWebhookNotifier implements ChatNotifier {
  readonly kind = 'slack' as const;
  constructor(
    private readonly url: string,
    private readonly timeoutMs = 10_000,
  ) {}
  async send(msg: ChatMessage) {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(msg),
      signal: AbortSignal.timeout(this.timeoutMs),
    }).catch((err: unknown) => {
      throw new ChatNotifyError(`Slack webhook unreachable: ${(err as Error).message}`);
    });
    const body = await res.text().catch(() => '');
    if (!res.ok) throw new ChatNotifyError(`Slack webhook answered ${res.status}: ${body.slice(0, 200)}`);
  }
}

export function createChatNotifier(config: Config, opts: { outbox?: boolean } = {}): ChatNotifier {
  if (config.chatNotify.slackWebhookUrl) return new SlackWebhookNotifier(config.chatNotify.slackWebhookUrl);
  return new LocalChatNotifier(opts.outbox === false ? null : path.join(config.dataDir, 'outbox', 'chat.jsonl'));
}
