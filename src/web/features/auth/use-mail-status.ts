import { useEffect, useState } from 'react';
import { api } from '@web/lib/api';

/** What became of the e-mail the last request promised (GET /api/mail/status; decision 065). */
export type MailStatus = 'none' | 'sending' | 'sent' | 'failed';

/**
 * Asks every 2 s, for up to 2 minutes, until the mail is sent or failed. `active` starts it (once the request that
 * promised the mail has answered).
 */
export function useMailStatus(active: boolean): MailStatus {
  const [status, setStatus] = useState<MailStatus>('sending');
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
        setStatus(s);
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
  }, [active]);
  return status;
}
