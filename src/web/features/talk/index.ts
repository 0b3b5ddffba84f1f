/** What other web features may use of Talk: lazy screens go through the router; this is the public surface. */
export { talkKeys } from './talk-api';
