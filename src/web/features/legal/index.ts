/** The legal pages' public surface: the paths other features link to. */
export const TERMS_PATH = '/terms';
export const PRIVACY_PATH = '/privacy';
