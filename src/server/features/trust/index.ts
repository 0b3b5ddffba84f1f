/**
 * What other server features may use of the trust feature (issue 16): the visitor's stated age and what follows
 * from it (voice cloning, the gallery; later the show application and checkout), and the retention job.
 */
export { ageOf, startTrustRetention, underAgeOwners } from './service.js';
