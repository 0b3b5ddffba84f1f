/** The legal pages' paths, which other features link to. */
export const TERMS_PATH = '/terms';
export const PRIVACY_PATH = '/privacy';
