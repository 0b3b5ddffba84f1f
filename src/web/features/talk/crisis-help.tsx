import { useState } from 'react';
import { Link } from 'react-router';
import { LifeBuoy, MessageCircle, Phone } from 'lucide-react';
import type { ChatMessage } from '@core/contracts/talk';
import { Dialog } from '@web/components/ui/dialog';
import { buttonClass } from '@web/components/ui/button';

/** The help a crisis reply offers (decision 062): the emergency number and a few lines, each a tap target. */
export type CrisisHelp = NonNullable<NonNullable<ChatMessage['metadata']>['help']>;

/** The help lines as tappable rows: call, text or open the chat, with who each is for. */
export function HelpLines({ help }: { help: CrisisHelp }) {
  return (
    <ul className="mt-2 space-y-2" aria-label="Help lines">
      <li>
        <a
          href={`tel:${help.emergency}`}
          className="flex items-center gap-3 rounded-2xl bg-coral-dark px-4 py-3 font-semibold text-white hover:bg-coral-dark/90"
        >
          <Phone className="size-5 shrink-0" aria-hidden="true" />
          <span>
            {help.lang === 'sv' ? 'Nödnummer: ring' : 'Emergency: call'} {help.emergency}
          </span>
        </a>
      </li>
      {help.lines.map((l) => {
        const Icon = l.href?.startsWith('tel:') ? Phone : MessageCircle;
        const body = (
          <>
            <Icon className="mt-0.5 size-5 shrink-0 text-coral-dark" aria-hidden="true" />
            <span className="min-w-0">
              <span className="block font-semibold text-ink">
                {l.name}: <span className="whitespace-nowrap">{l.contact}</span>
              </span>
              <span className="block text-sm text-ink-soft">{l.what}</span>
            </span>
          </>
        );
        const row = 'flex items-start gap-3 rounded-2xl bg-white px-4 py-3 ring-1 ring-line/70';
        return (
          <li key={`${l.name}:${l.contact}`}>
            {l.href ? (
              <a
                href={l.href}
                className={`${row} hover:ring-coral-dark/60`}
                {...(l.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {body}
              </a>
            ) : (
              <div className={row}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A crisis reply: the words, with the help lines as tap targets in place of the text list. */
export function CrisisReplyBody({ content, help }: { content: string; help: CrisisHelp }) {
  const parts = content.split('\n\n');
  return (
    <div className="space-y-3">
      <LifeBuoy className="size-5 text-coral-dark" aria-hidden="true" />
      {parts.map((p, i) => {
        const list = p.indexOf('\n• ');
        if (list < 0) return <p key={i}>{p}</p>;
        return (
          <div key={i}>
            <p className="font-semibold">{p.slice(0, list)}</p>
            <HelpLines help={help} />
          </div>
        );
      })}
    </div>
  );
}

/** "Get help" in the chat header, for the rest of a conversation in which help was offered. */
export function GetHelpButton({ help }: { help: CrisisHelp }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClass('secondary', 'sm', 'gap-1.5 ring-2 ring-coral-dark/60')}
      >
        <LifeBuoy className="size-4 text-coral-dark" aria-hidden="true" />
        Get help
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Get help"
        description="Free, confidential people who can help right now. I’m an AI and can’t help in an emergency."
      >
        <HelpLines help={help} />
        <p className="mt-4 text-sm text-ink-soft">
          What FutureSelf does in a crisis:{' '}
          <Link className="font-semibold text-ink underline" to="/safety">
            Safety in Talk
          </Link>
        </p>
      </Dialog>
    </>
  );
}
