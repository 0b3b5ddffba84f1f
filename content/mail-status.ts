/**
 * What a page says when an e-mail it promised could not be delivered (the outbox gave up or the server refused it;
 * decision 065). The action itself stands: only the e-mail is missing.
 */
export const MAIL_NOT_DELIVERED = {
  title: 'We could not send the e-mail',
  booking:
    'Your session is booked and shown here, but the invitation could not be delivered. Please check your address in your profile.',
  receipt:
    'Your payment went through and what you bought is yours, but the receipt could not be delivered. Please check your address in your profile.',
  refund:
    'Your refund request is saved, but its confirmation could not be delivered. Please check your address in your profile.',
} as const;
