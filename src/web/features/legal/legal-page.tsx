import { Link } from 'react-router';
import type { ReactNode } from 'react';
import {
  KEPT,
  LEGAL_UPDATED,
  PRIVACY_INTRO,
  PRIVACY_SECTIONS,
  SAFETY_INTRO,
  SAFETY_SECTIONS,
  PROCESSORS,
  STORAGE_ITEMS,
  TERMS_SECTIONS,
  type LegalSection,
} from '@content/legal';
import type { PolicyResponse } from '@core/contracts/trust';
import { brandName } from '@web/lib/brand';
import { cn } from '@web/lib/cn';
import { DEFAULT_POLICY, usePolicy } from './legal-api';

/** Fills {brand}, {anonymousDays}, ... with the brand and this server's figures. */
export function fillLegal(text: string, policy: PolicyResponse): string {
  const values: Record<string, string> = {
    brand: brandName,
    anonymousDays: String(policy.anonymousDays),
    voiceDays: String(policy.voiceDays),
    outboxDays: String(policy.outboxDays),
    consentAge: String(policy.consentAge),
    shareDays: String(policy.shareDays),
    showConsentDays: String(policy.showConsentDays),
    mailPerSenderPerDay: String(policy.mailPerSenderPerDay),
    mailPerRecipientPerDay: String(policy.mailPerRecipientPerDay),
  };
  return text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}

const updated = new Date(`${LEGAL_UPDATED}T12:00:00Z`).toLocaleDateString('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

function LegalFrame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 pb-16 pt-8 sm:px-6 sm:pt-12">
      <header className="border-b border-line/70 pb-6">
        <p className="text-xs font-bold uppercase tracking-[0.14em] text-violet">{brandName}</p>
        <h1 className="mt-2 font-display text-4xl leading-tight text-ink sm:text-5xl">{title}</h1>
        <p className="mt-3 text-lg leading-relaxed text-ink-soft">{lead}</p>
        <p className="mt-3 text-sm text-ink-soft">Last updated {updated}</p>
      </header>
      <div className="mt-8 space-y-10">{children}</div>
      <nav aria-label="Legal" className="mt-12 flex flex-wrap gap-x-6 gap-y-2 border-t border-line/70 pt-6 text-sm">
        <Link to="/" className="font-semibold text-violet-dark underline underline-offset-2">
          Back to home
        </Link>
        <Link to="/terms" className="font-semibold text-violet-dark underline underline-offset-2">
          Terms
        </Link>
        <Link to="/privacy" className="font-semibold text-violet-dark underline underline-offset-2">
          Privacy
        </Link>
      </nav>
    </article>
  );
}

/** A page of ours named in a text as “Title” (/path) becomes a link. */
function withLinks(text: string): ReactNode {
  const parts = text.split(/“([^”]+)” \((\/[a-z-]+)\)/);
  if (parts.length === 1) return text;
  const out: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    out.push(parts[i]);
    if (parts[i + 1] && parts[i + 2])
      out.push(
        <Link key={i} to={parts[i + 2]!} className="font-semibold text-violet-dark underline underline-offset-2">
          {parts[i + 1]}
        </Link>,
      );
  }
  return out;
}

function Section({ section, policy }: { section: LegalSection; policy: PolicyResponse }) {
  return (
    <section aria-labelledby={`legal-${section.id}`} id={section.id} className="scroll-mt-20">
      <h2 id={`legal-${section.id}`} className="font-display text-2xl text-ink">
        {fillLegal(section.heading, policy)}
      </h2>
      {section.paragraphs?.map((p) => (
        <p key={p} className="mt-3 leading-relaxed text-ink">
          {withLinks(fillLegal(p, policy))}
        </p>
      ))}
      {section.items ? (
        <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-ink marker:text-violet">
          {section.items.map((i) => (
            <li key={i}>{fillLegal(i, policy)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function TermsPage() {
  const policy = usePolicy().data ?? DEFAULT_POLICY;
  return (
    <LegalFrame title="Terms of use" lead={`The rules for using ${brandName}, in plain words.`}>
      {TERMS_SECTIONS.map((s) => (
        <Section key={s.id} section={s} policy={policy} />
      ))}
      <p className="leading-relaxed text-ink">
        How we handle your data is on the{' '}
        <Link to="/privacy" className="font-semibold text-violet-dark underline underline-offset-2">
          privacy page
        </Link>
        .
      </p>
    </LegalFrame>
  );
}

const KIND_LABEL = { cookie: 'Cookie', localStorage: 'Local storage', sessionStorage: 'Session storage' } as const;

export function PrivacyPage() {
  const query = usePolicy();
  const policy = query.data ?? DEFAULT_POLICY;
  const [age, ...rest] = PRIVACY_SECTIONS.filter((s) => s.id !== 'cookies');
  const cookies = PRIVACY_SECTIONS.find((s) => s.id === 'cookies');
  return (
    <LegalFrame title="Privacy" lead={fillLegal(PRIVACY_INTRO[0], policy)}>
      <p className="rounded-2xl bg-mint/10 p-4 leading-relaxed text-ink ring-1 ring-mint/30">
        {fillLegal(PRIVACY_INTRO[1], policy)}
      </p>

      <section aria-labelledby="legal-kept">
        <h2 id="legal-kept" className="font-display text-2xl text-ink">
          What we keep, why, and for how long
        </h2>
        <dl className="mt-4 divide-y divide-line/70 rounded-2xl bg-white shadow-card ring-1 ring-line/70">
          {KEPT.map((k) => (
            <div key={k.what} className="grid gap-1 p-4 sm:grid-cols-[12rem_1fr] sm:gap-4">
              <dt className="font-semibold text-ink">{k.what}</dt>
              <dd className="text-ink">
                {fillLegal(k.why, policy)}
                <span className="mt-1 block text-sm text-ink-soft">{fillLegal(k.howLong, policy)}</span>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="legal-processors">
        <h2 id="legal-processors" className="font-display text-2xl text-ink">
          Who else handles it
        </h2>
        <p className="mt-3 leading-relaxed text-ink">
          By default {brandName} runs everything itself and sends your data nowhere. Each service below is used only
          when the people running this server switch it on; the badge says whether it is on here.
        </p>
        <ul className="mt-4 space-y-3">
          {PROCESSORS.map((p) => {
            const on = query.data ? query.data.providers[p.provider] === p.name : null;
            return (
              <li key={`${p.provider}-${p.name}`} className="rounded-2xl bg-white p-4 ring-1 ring-line/70">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-ink">{p.who}</span>
                  {on === null ? null : (
                    <span
                      className={cn(
                        'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                        on ? 'bg-coral/15 text-ink' : 'bg-ink/5 text-ink-soft',
                      )}
                    >
                      {on ? 'In use on this server' : 'Not in use here'}
                    </span>
                  )}
                </div>
                <p className="mt-1 text-sm leading-relaxed text-ink-soft">{p.receives}</p>
              </li>
            );
          })}
        </ul>
      </section>

      {age ? <Section section={age} policy={policy} /> : null}
      {rest.map((s) => (
        <Section key={s.id} section={s} policy={policy} />
      ))}

      {cookies ? (
        <section aria-labelledby="legal-cookies" id="cookies">
          <h2 id="legal-cookies" className="font-display text-2xl text-ink">
            {cookies.heading}
          </h2>
          {cookies.paragraphs?.map((p) => (
            <p key={p} className="mt-3 leading-relaxed text-ink">
              {p}
            </p>
          ))}
          <ul
            className="mt-4 divide-y divide-line/70 rounded-2xl bg-white ring-1 ring-line/70"
            data-testid="storage-keys"
          >
            {STORAGE_ITEMS.map((s) => (
              <li key={s.name} className="grid gap-1 p-4 sm:grid-cols-[14rem_1fr] sm:gap-4">
                <div>
                  <code className="break-all font-mono text-sm font-semibold text-ink">{s.name}</code>
                  <span className="mt-0.5 block text-xs text-ink-soft">{KIND_LABEL[s.kind]} · strictly necessary</span>
                </div>
                <p className="text-sm leading-relaxed text-ink">
                  {s.purpose} <span className="text-ink-soft">Kept: {s.lifetime}.</span>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="leading-relaxed text-ink">
        The rules for using {brandName} are in the{' '}
        <Link to="/terms" className="font-semibold text-violet-dark underline underline-offset-2">
          terms
        </Link>
        .
      </p>
    </LegalFrame>
  );
}

/** /safety: what Talk does and does not do when someone is not safe (decision 062). */
export function SafetyPage() {
  const policy = usePolicy().data ?? DEFAULT_POLICY;
  return (
    <LegalFrame title="Safety in Talk" lead={SAFETY_INTRO}>
      {SAFETY_SECTIONS.map((s) => (
        <Section key={s.id} section={s} policy={policy} />
      ))}
    </LegalFrame>
  );
}
