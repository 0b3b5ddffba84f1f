import { CalendarDays, FileText, LogIn, LogOut, MessageCircle, Receipt, User, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '@web/components/ui/toast';
import { useMyServices } from '@web/lib/my-services';
import { signInPath } from '@web/lib/sign-in-path';
import { useAccount, useMe, useSignOut } from '@web/lib/session';

const ITEM =
  'flex w-full items-center gap-2 rounded-xl px-3 py-2.5 text-left text-sm font-medium hover:bg-cream focus:bg-cream focus:outline-none';

/**
 * The account icon: signed out → /auth (back to this page after signing in); signed in → a menu with Profile, the
 * ways back to what the person bought (My Talk, My sessions, My report, Receipts; decision 067) and Sign
 * Out (sign-out lands on /). A visitor without an account who paid gets the same ways back and 'Sign in'.
 * A menu button with arrow-key navigation and Escape to close.
 */
export function AccountMenu() {
  const { account } = useAccount();
  const me = useMe();
  const { services } = useMyServices();
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const navigate = useNavigate();
  const signOut = useSignOut();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const owns = services.talk || services.strategy || !!services.reportId;
  const anonymousOwner = !account && !!me.data?.user?.isAnonymous && owns;
  if (!account && !anonymousOwner) {
    return (
      <Link
        to={signInPath(`${pathname}${search}${hash}`)}
        className="grid size-10 place-items-center rounded-full bg-white text-ink ring-1 ring-line hover:ring-ink/40"
        aria-label="Sign in"
      >
        <UserRound className="size-5" aria-hidden="true" />
      </Link>
    );
  }

  const initials = (account?.name ?? '')
    .split(/\s+/)
    .map((p) => p[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

  const onKeyDown = (e: React.KeyboardEvent) => {
    const items = [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const i = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      items[(i + 1) % items.length]?.focus();
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      items[(i - 1 + items.length) % items.length]?.focus();
    }
  };

  const doSignOut = async () => {
    setOpen(false);
    try {
      await signOut.mutateAsync();
    } catch {
      toast.error('Error', { description: 'Something went wrong. Please try again.' });
      return;
    }
    navigate('/');
  };

  return (
    <div ref={ref} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={account ? `Account menu for ${account.name}` : 'Your purchases'}
        onClick={() => setOpen((o) => !o)}
        className="grid size-10 place-items-center rounded-full bg-violet text-sm font-bold text-white shadow-card hover:bg-violet-dark"
      >
        {initials || <User className="size-5" aria-hidden="true" />}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label="Account"
          className="absolute right-0 mt-2 w-52 overflow-hidden rounded-2xl bg-white p-1.5 shadow-xl ring-1 ring-line animate-rise"
        >
          {account ? <p className="truncate px-3 pb-2 pt-1.5 text-xs text-ink-soft">{account.email}</p> : null}
          {account ? (
            <MenuLink to="/profile" icon={<User className="size-4" />} onPick={() => setOpen(false)}>
              Profile
            </MenuLink>
          ) : null}
          {services.talk ? (
            <MenuLink to="/talk" icon={<MessageCircle className="size-4" />} onPick={() => setOpen(false)}>
              My Talk
            </MenuLink>
          ) : null}
          {services.strategy ? (
            <MenuLink to="/sprint/book" icon={<CalendarDays className="size-4" />} onPick={() => setOpen(false)}>
              My sessions
            </MenuLink>
          ) : null}
          {services.reportId ? (
            <MenuLink
              to={`/sprint/report/${encodeURIComponent(services.reportId)}`}
              icon={<FileText className="size-4" />}
              onPick={() => setOpen(false)}
            >
              My report
            </MenuLink>
          ) : null}
          {account ? (
            <MenuLink to="/profile#purchases" icon={<Receipt className="size-4" />} onPick={() => setOpen(false)}>
              Receipts
            </MenuLink>
          ) : null}
          {account ? (
            <button role="menuitem" type="button" onClick={doSignOut} className={ITEM}>
              <LogOut className="size-4" aria-hidden="true" /> Sign Out
            </button>
          ) : (
            <MenuLink
              to={signInPath(`${pathname}${search}${hash}`)}
              icon={<LogIn className="size-4" />}
              onPick={() => setOpen(false)}
            >
              Sign in
            </MenuLink>
          )}
        </div>
      )}
    </div>
  );
}

function MenuLink({
  to,
  icon,
  children,
  onPick,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  onPick(): void;
}) {
  return (
    <Link role="menuitem" to={to} onClick={onPick} className={ITEM}>
      <span aria-hidden="true">{icon}</span> {children}
    </Link>
  );
}
