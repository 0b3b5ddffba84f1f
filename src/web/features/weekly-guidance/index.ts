export { WeeklyPanel } from './weekly-panel';
