/** Saving the poster: the result step's button (to the profile, or by e-mail), and the profile's saved poster. */
export { SavePosterButton } from './save-poster-button';
export { useSavedPoster, SAVED_POSTER_KEY } from './save-poster-api';
