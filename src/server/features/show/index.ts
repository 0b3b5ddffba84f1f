/** What other features may use of the show feature. */
export { anyJson, parseShowBody } from './parse.js';
