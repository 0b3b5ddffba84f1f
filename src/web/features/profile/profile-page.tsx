import {
  AudioLines,
  CalendarDays,
  Check,
  FileText,
  Image,
  Link2,
  LogOut,
  MessageCircle,
  Pencil,
  Receipt,
  ShieldCheck,
  Sparkles,
  Target,
  UserRound,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, ButtonLink } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageFallback } from '@web/components/ui/page-fallback';
import { toast } from '@web/components/ui/toast';
import { ConfirmEmailBanner, TwoFactorSettings } from '@web/features/auth';
import { ResearchConsentSetting } from '@web/features/measure';
import { PurchasesSection } from '@web/features/purchases';
import { useMyServices } from '@web/lib/my-services';
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
 * /profile (docs/product/accounts.md#profile): personal info and password, the career vision answers, the saved or
 * latest poster, share links, services, the voice message, two-factor sign-in and the person's data rights. View mode
 * and edit mode. Signed out: a please-log-in prompt.
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

      <MyPurchasesLinks />

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
            <div className="mt-4">
              <ResearchConsentSetting />
            </div>
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

/**
 * The ways back to what the person bought, at the top of the profile (decision 067): My Talk, My sessions
 * (book, move, join link), My report and Receipts. Nothing bought: nothing shown.
 */
function MyPurchasesLinks() {
  const { services } = useMyServices();
  if (!services.talk && !services.strategy && !services.reportId) return null;
  const links = [
    services.talk ? { to: '/talk', label: 'My Talk', icon: MessageCircle } : null,
    services.strategy ? { to: '/sprint/book', label: 'My sessions', icon: CalendarDays } : null,
    services.reportId
      ? { to: `/sprint/report/${encodeURIComponent(services.reportId)}`, label: 'My report', icon: FileText }
      : null,
    { to: '/profile#purchases', label: 'Receipts', icon: Receipt },
  ].filter((l) => l !== null);
  return (
    <nav aria-label="What you bought" className="animate-rise">
      <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {links.map(({ to, label, icon: Icon }) => (
          <li key={label}>
            <Link
              to={to}
              className="flex min-h-12 items-center gap-2 rounded-2xl bg-white px-4 py-2.5 text-sm font-semibold text-ink shadow-card ring-1 ring-line/70 hover:ring-violet/50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet"
            >
              <Icon className="size-4 text-violet" aria-hidden="true" /> {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
