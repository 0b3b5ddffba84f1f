/** What other features may use from the journey. */
export { peekPoster } from './journey-peek';
