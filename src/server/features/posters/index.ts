/** What other features may use of the saved poster (the profile and the data export read it). */
export { getSavedPoster, savePosterToProfile, posterPageUrl } from './service.js';
