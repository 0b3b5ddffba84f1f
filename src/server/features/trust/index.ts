/**
 * What other server features may use of the trust feature: the visitor's stated age and what follows
 * from it (voice cloning, the gallery; later the show application and checkout), and the retention job.
 */
export { ageOf, setAge, notUnderConsentAge, RETENTION_INTERVAL_MS, runRetention, underAgeOwners } from './service.js';
export {
  assertNoLinks,
  MAIL_LIMIT_MESSAGES,
  NO_LINKS_MESSAGE,
  sendThirdPartyMail,
  THIRD_PARTY_MAIL_LIMITS,
  type ThirdPartyMailKind,
} from './third-party-mail.js';
