/** The legal pages' public surface: the paths other features link to, and the line that links both. */
export { PRIVACY_PATH, TERMS_PATH } from './paths';
export { LegalNote } from './legal-note';
