import { LogOut, User, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@web/components/ui/toast';
import { useAccount, useSignOut } from '@web/lib/session';

/**
 * The account icon: signed out → /auth; signed in → a menu with Profile and Sign Out (sign-out lands on /).
 * A menu button with arrow-key navigation and Escape to close.
 */
export function AccountMenu() {
  const { account } = useAccount();
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

  if (!account) {
    return (
      <Link
        to="/auth"
        className="grid size-10 place-items-center rounded-full bg-white text-ink ring-1 ring-line hover:ring-ink/40"
        aria-label="Sign in"
      >
        <UserRound className="size-5" aria-hidden="true" />
      </Link>
    );
  }

  const initials = account.name
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
        aria-label={`Account menu for ${account.name}`}
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
          <p className="truncate px-3 pb-2 pt-1.5 text-xs text-ink-soft">{account.email}</p>
          <Link
            role="menuitem"
            to="/profile"
            onClick={() => setOpen(false)}
            className="flex items-center gap-2 rounded-xl px-3 py-2.5 text-sm font-medium hover:bg-cream focus:bg-cream focus:outline-none"
          >
            <User className="size-4" aria-hidden="true" /> Profile
          </Link>
          <button
            role="menuitem"
            type="button"
            onClick={doSignOut}
            className="flex w-full items-center gap-2 rounded-xl px-3 py-2.5 text-left text-sm font-medium hover:bg-cream focus:bg-cream focus:outline-none"
          >
            <LogOut className="size-4" aria-hidden="true" /> Sign Out
          </button>
        </div>
      )}
    </div>
  );
}
