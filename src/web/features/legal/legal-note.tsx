import { PRIVACY_PATH, TERMS_PATH } from './paths';

const link = 'font-semibold underline underline-offset-2 hover:text-ink';

/**
 * A small line with the Terms and the Privacy notice, opened in a new tab so nothing typed is lost (it is
 * linked from sign-up and checkout). `lead` is the sentence before the links.
 */
export function LegalNote({ lead, className = '' }: { lead: string; className?: string }) {
  return (
    <p className={`text-center text-xs text-ink-soft ${className}`}>
      {lead}{' '}
      <a href={TERMS_PATH} target="_blank" rel="noopener" className={link}>
        Terms
      </a>{' '}
      and{' '}
      <a href={PRIVACY_PATH} target="_blank" rel="noopener" className={link}>
        Privacy notice
      </a>
      .
    </p>
  );
}
