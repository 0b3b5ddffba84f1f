/** The seeded PRNG for tests: the one generator of src/core/random.ts (mulberry32); the same seed, the same sequence. */
export { seededRandom as seeded } from '@core/random';
