import { LogOut, Mail, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { toast } from '@web/components/ui/toast';
import { PageFallback } from '@web/components/ui/page-fallback';
import { useAccount, useSignOut } from '@web/lib/session';

/** The profile: name and e-mail for now. Signed out: a please-log-in prompt. */
export function ProfilePage() {
  const { account, loading } = useAccount();
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (loading) return <PageFallback />;
  if (!account) {
    return (
      <EmptyState
        icon={<UserRound aria-hidden="true" />}
        tone="soft"
        title="Please log in"
        action={
          <ButtonLink to="/auth" size="lg" className="w-full">
            Sign In
          </ButtonLink>
        }
      >
        <p>Sign in to see your profile, your saved covers and your career vision.</p>
      </EmptyState>
    );
  }
  const doSignOut = async () => {
    try {
      await signOut.mutateAsync();
      navigate('/');
    } catch {
      toast.error('Error', { description: 'Something went wrong. Please try again.' });
    }
  };
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="mb-6 font-display text-4xl animate-rise">Your profile</h1>
      <Card className="animate-rise">
        <h2 className="mb-4 text-sm font-bold uppercase tracking-widest text-ink-soft">Personal info</h2>
        <dl className="space-y-4">
          <div className="flex items-center gap-3">
            <UserRound className="size-5 text-violet" aria-hidden="true" />
            <div>
              <dt className="text-xs text-ink-soft">Name</dt>
              <dd className="font-semibold">{account.name}</dd>
            </div>
          </div>
          <div className="flex items-center gap-3">
            <Mail className="size-5 text-violet" aria-hidden="true" />
            <div>
              <dt className="text-xs text-ink-soft">E-mail</dt>
              <dd className="font-semibold break-all">{account.email}</dd>
            </div>
          </div>
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/" variant="coral">
            Create a cover
          </ButtonLink>
          <Button variant="secondary" onClick={doSignOut} loading={signOut.isPending}>
            <LogOut className="size-4" aria-hidden="true" /> Sign Out
          </Button>
        </div>
      </Card>
    </section>
  );
}
