/**
 * Vad en sida säger när ett mejl den lovade inte gick att leverera (utkorgen gav upp eller servern nekade; decision
 * 065), på svenska. Själva handlingen gäller: det är bara mejlet som saknas. Samma nycklar som content/mail-status.ts.
 */
import type { MAIL_NOT_DELIVERED } from '../mail-status.js';
import type { SameShape } from './shape.js';

export const MAIL_NOT_DELIVERED_SV: SameShape<typeof MAIL_NOT_DELIVERED> = {
  title: 'Vi kunde inte skicka mejlet',
  booking:
    'Ditt samtal är bokat och syns här, men inbjudan gick inte att leverera. Kontrollera mejladressen på din profil.',
  receipt:
    'Betalningen gick igenom och det du köpte är ditt, men kvittot gick inte att leverera. Kontrollera mejladressen på din profil.',
  refund:
    'Din begäran om återbetalning är sparad, men bekräftelsen gick inte att leverera. Kontrollera mejladressen på din profil.',
};
