/** What other features may use from the journey. */
export { peekPoster } from './journey-peek';
export { CardRadioGroup, type ChoiceCard } from './card-radio-group';
