/**
 * True while scripts/prerender-home.tsx draws the home page's first screen at build time (it sets the global
 * before importing the app's modules). That drawing is what a visitor sees before any of the app's code runs, so
 * nothing in it moves: no entry animation and no turning wheel. Once the app runs (on the visitor's first tap, key
 * or focus) its own welcome turns the wheel (decision 058).
 */
export const PRERENDERING = (globalThis as { __FS_PRERENDER__?: unknown }).__FS_PRERENDER__ === true;
