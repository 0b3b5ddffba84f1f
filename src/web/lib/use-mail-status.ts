import { useCallback, useEffect, useState } from 'react';
import { api } from '@web/lib/api';

/** What became of the e-mail the last request promised (GET /api/mail/status; decision 065). */
export type MailStatus = 'none' | 'sending' | 'sent' | 'failed';

/**
 * Asks every 2 s, for up to 2 minutes, until the mail is sent or failed. `active` starts it (once the request that
 * promised the mail has answered); a new `round` asks again for the next request's mail.
 */
export function useMailStatus(active: boolean, round = 0): MailStatus {
  // the answer with the round it is for: a new round reads 'sending' until its own answer comes
  const [answer, setAnswer] = useState<{ round: number; status: MailStatus }>({ round, status: 'sending' });
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const end = Date.now() + 120_000;
    const ask = async () => {
      if (stopped) return;
      try {
        const body = (await api('/api/mail/status')) as { status?: MailStatus };
        const s = body.status ?? 'none';
        if (stopped) return;
        setAnswer({ round, status: s });
        if (s === 'sent' || s === 'failed' || s === 'none') return;
      } catch {
        // offline for a moment: ask again
      }
      if (Date.now() < end) setTimeout(() => void ask(), 2000);
    };
    void ask();
    return () => {
      stopped = true;
    };
  }, [active, round]);
  return answer.round === round ? answer.status : 'sending';
}

/**
 * For a page whose action promised an e-mail (a booking's invitation, a refund's confirmation): call the returned
 * function once the action has answered; `onFailed` runs if that mail could not be delivered, so the page can say so
 * instead of leaving "it is in your e-mail" standing.
 */
export function useMailWatch(onFailed: () => void): () => void {
  const [round, setRound] = useState(0);
  const status = useMailStatus(round > 0, round);
  useEffect(() => {
    if (round > 0 && status === 'failed') onFailed();
    // once per round that failed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, round]);
  return useCallback(() => setRound((r) => r + 1), []);
}
