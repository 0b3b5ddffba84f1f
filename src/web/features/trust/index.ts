/**
 * The trust feature's web surface: the year-of-birth question and the visitor's age, for the voice
 * step's cloning consent now, and for checkout and the show application (lead: wire them there).
 */
export { BirthYearQuestion, BIRTH_YEAR_LABEL, COUNTRY_LABEL } from './birth-year-question';
export { ageKey, useAge, useSetAge } from './age-api';
