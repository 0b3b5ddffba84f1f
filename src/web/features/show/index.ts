/** What other web features may use of the show feature. */
export { useRecommend } from './show-api';
