/** Seed cohorts and ambassadors. `public` is the default cohort; its watermark is the brand name. */
export interface CohortSeed {
  cohortId: string;
  name: string;
  /** `null` means "the brand name". */
  watermarkText: string | null;
  isActive: boolean;
}

export interface AmbassadorSeed {
  ambassadorCode: string;
  name: string;
  email: string;
  cohortId: string;
}

export const PUBLIC_COHORT = 'public';

export const seedCohorts: readonly CohortSeed[] = [
  { cohortId: PUBLIC_COHORT, name: 'Public', watermarkText: null, isActive: true },
  {
    cohortId: 'demo-academy',
    name: 'Demo Academy Class of 2026',
    watermarkText: 'Demo Academy · Class of 2026',
    isActive: true,
  },
  { cohortId: 'spring-2024', name: 'Spring 2024 Bootcamp', watermarkText: 'Spring Bootcamp 2024', isActive: false },
];

export const seedAmbassadors: readonly AmbassadorSeed[] = [
  { ambassadorCode: 'DEMO1', name: 'Ada Demo', email: 'ada.demo@futureself.local', cohortId: 'demo-academy' },
];
