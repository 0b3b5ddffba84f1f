import { Inbox } from 'lucide-react';
import { buttonClass } from '@web/components/ui/button';
import { devOutboxHref } from '@web/lib/dev-outbox';

/**
 * On the embedded defaults (MAIL_PROVIDER=local, not production) e-mails never leave the server: the server then
 * names its local outbox page in index.html, and wherever we say "check your e-mail" this links to it, filtered to
 * the address. Nothing is shown in production or with a real mailer.
 */
export function DevOutboxLink({ email }: { email: string }) {
  const href = devOutboxHref(email);
  if (!href) return null;
  return (
    <div className="rounded-2xl bg-cream/70 px-4 py-3 text-center">
      <p className="text-xs text-ink-soft">This set-up sends no real e-mail: its messages stay on the server.</p>
      <a href={href} className={buttonClass('secondary', 'sm', 'mt-2')}>
        <Inbox className="size-4" aria-hidden="true" />
        Open the local outbox
      </a>
    </div>
  );
}
