import type { MailMessage } from '@server/providers/mail/index.js';
import { renderBrandedEmail } from '@server/providers/mail/template.js';

/**
 * The account e-mails (confirmation, new address, password reset, welcome), each a branded multipart message.
 * Texts the requester typed (the name) are escaped by the template and appear only in the welcome mail, where
 * the account rules (account-rules.ts) have already refused links and bounded the length.
 */
export interface EmailBrand {
  brand: string;
  publicUrl: string;
}

const message = (to: string, subject: string, body: Parameters<typeof renderBrandedEmail>[0]): MailMessage => ({
  to,
  subject,
  ...renderBrandedEmail(body),
});

export function confirmEmailMessage(b: EmailBrand, to: string, url: string): MailMessage {
  return message(to, `Confirm your ${b.brand} account`, {
    ...b,
    preheader: 'One tap to confirm your e-mail address.',
    heading: 'Confirm your e-mail',
    paragraphs: [
      `Welcome to ${b.brand}! Confirm your e-mail address with the button below, so you can always get back to your account and your covers.`,
    ],
    button: { label: 'Confirm my e-mail', url },
    footnote: 'The link works for 24 hours. If you did not sign up, you can ignore this message.',
  });
}

export function confirmNewEmailMessage(b: EmailBrand, to: string, url: string): MailMessage {
  return message(to, `Confirm your new ${b.brand} e-mail address`, {
    ...b,
    preheader: 'Confirm the new address of your account.',
    heading: 'Confirm your new e-mail',
    paragraphs: [
      `Someone asked to use this address for a ${b.brand} account. Confirm it with the button below and it becomes the account's address.`,
    ],
    button: { label: 'Confirm this address', url },
    footnote: 'The link works for 24 hours. If it was not you, ignore this message: nothing changes.',
  });
}

export const RESET_LINK_HOURS = 1;

export function resetPasswordMessage(b: EmailBrand, to: string, url: string): MailMessage {
  return message(to, `Reset your ${b.brand} password`, {
    ...b,
    preheader: 'Choose a new password.',
    heading: 'Reset your password',
    paragraphs: ['Someone asked to reset the password of your account. Choose a new one with the button below.'],
    button: { label: 'Choose a new password', url },
    footnote: `The link works once, for ${RESET_LINK_HOURS} hour. If you did not ask for it, ignore this message: your password stays the same.`,
  });
}

/**
 * send-welcome-email (docs/product/accounts.md#sign-up): email, full_name, poster_url. To an address not confirmed yet
 * `full_name` is null: the mail then carries nothing the visitor typed (anyone can type a stranger's address and
 * a message as a "name").
 */
export function welcomeMessage(
  b: EmailBrand,
  input: { email: string; full_name: string | null; poster_url: string },
): MailMessage {
  const name = input.full_name?.trim() ?? '';
  const first = name.split(' ')[0] || name;
  return message(input.email, `Welcome to ${b.brand}${first ? `, ${first}` : ''}! Your poster is saved`, {
    ...b,
    preheader: 'Your future-self poster is saved to your profile.',
    heading: name ? `Welcome, ${name}!` : 'Welcome!',
    paragraphs: [
      'Your magazine cover is saved to your profile. Open it any time to download it, share it, or pick up where you left off.',
    ],
    button: { label: 'See my poster', url: input.poster_url },
    footnote: `You get this e-mail because you saved your poster with ${b.brand}.`,
  });
}
