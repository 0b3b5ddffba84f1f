import {
  AudioLines,
  Check,
  Image,
  Link2,
  LogOut,
  Pencil,
  Receipt,
  ShieldCheck,
  Sparkles,
  Target,
  UserRound,
} from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageFallback } from '@web/components/ui/page-fallback';
import { toast } from '@web/components/ui/toast';
import { ConfirmEmailBanner, TwoFactorSettings } from '@web/features/auth';
import { PurchasesSection } from '@web/features/purchases';
import { useAccount, useSignOut } from '@web/lib/session';
import { DataRights } from './data-rights';
import { PersonalInfoForm, PersonalInfoView } from './personal-info';
import { PosterCard } from './poster-card';
import { useProfile } from './profile-api';
import { ProfileSection } from './profile-section';
import { ServicesList } from './services-list';
import { ShareLinks } from './share-links';
import { VisionAnswers } from './vision-answers';
import { VoiceSection } from './voice-section';

/**
 * /profile (platform.md §2): personal info and password, the career vision answers, the saved or latest poster,
 * share links, services, the voice message, two-factor sign-in and the person's data rights. View mode and edit
 * mode. Signed out: a please-log-in prompt.
 */
export function ProfilePage() {
  const { account, loading } = useAccount();
  const profile = useProfile(!!account);
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);

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
  if (profile.isPending) return <PageFallback />;
  if (profile.isError) {
    return (
      <EmptyState
        icon={<UserRound aria-hidden="true" />}
        tone="dark"
        title="We could not load your profile"
        action={
          <Button size="lg" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        }
      >
        <p>Check your connection and try again.</p>
      </EmptyState>
    );
  }
  const p = profile.data;
  const doSignOut = async () => {
    try {
      await signOut.mutateAsync();
      navigate('/');
    } catch {
      toast.error('Error', { description: 'Something went wrong. Please try again.' });
    }
  };

  return (
    <section className="mx-auto max-w-3xl space-y-5 px-4 py-8 sm:py-12" aria-labelledby="profile-title">
      <header className="flex flex-wrap items-end justify-between gap-4 animate-rise">
        <div className="min-w-0">
          <p className="text-sm font-bold uppercase tracking-[0.14em] text-violet">
            {editing ? 'Edit mode' : 'Your profile'}
          </p>
          <h1 id="profile-title" className="font-display text-4xl leading-tight break-words sm:text-5xl">
            {p.name}
          </h1>
        </div>
        <Button
          variant={editing ? 'primary' : 'secondary'}
          onClick={() => setEditing((e) => !e)}
          aria-pressed={editing}
        >
          {editing ? (
            <>
              <Check className="size-4" aria-hidden="true" /> Done Editing
            </>
          ) : (
            <>
              <Pencil className="size-4" aria-hidden="true" /> Edit Profile
            </>
          )}
        </Button>
      </header>

      <ConfirmEmailBanner />

      <ProfileSection id="personal" title="Personal info" icon={<UserRound className="size-5" />}>
        {editing ? (
          <PersonalInfoForm key={`${p.name}|${p.email}|${p.phone}`} profile={p} onDone={() => setEditing(false)} />
        ) : (
          <PersonalInfoView profile={p} />
        )}
      </ProfileSection>

      <ProfileSection id="vision" title="Your career vision" icon={<Target className="size-5" />}>
        <VisionAnswers answers={p.answers} editing={editing} />
        {!editing ? <p className="mt-3 text-xs text-ink-soft">Choose Edit Profile to change an answer.</p> : null}
      </ProfileSection>

      <ProfileSection id="poster" title="Your poster" icon={<Image className="size-5" />}>
        <PosterCard poster={p.poster} userName={p.name} />
      </ProfileSection>

      <ProfileSection id="links" title="Your share links" icon={<Link2 className="size-5" />}>
        <ShareLinks />
      </ProfileSection>

      <ProfileSection id="voice" title="Your voice message" icon={<AudioLines className="size-5" />}>
        <VoiceSection roleTitle={p.poster?.roleTitle ?? null} userName={p.name} />
      </ProfileSection>

      <ProfileSection id="services" title="Services" icon={<Sparkles className="size-5" />}>
        <ServicesList />
      </ProfileSection>

      <ProfileSection id="purchases" title="Purchases" icon={<Receipt className="size-5" />}>
        <PurchasesSection />
      </ProfileSection>

      <ProfileSection id="security" title="Sign-in and your data" icon={<ShieldCheck className="size-5" />}>
        <div className="space-y-6">
          <TwoFactorSettings />
          <div className="border-t border-line/70 pt-5">
            <h3 className="mb-2 font-semibold">Your data</h3>
            <DataRights />
          </div>
          <div className="border-t border-line/70 pt-5">
            <Button variant="secondary" onClick={doSignOut} loading={signOut.isPending}>
              <LogOut className="size-4" aria-hidden="true" /> Sign Out
            </Button>
          </div>
        </div>
      </ProfileSection>
    </section>
  );
}
