// Once per `vitest run`, before any worker: the migrated PGlite snapshot the integration tests' databases load
// (tests/helpers/pglite-snapshot.ts). Workers see it as FS_PGLITE_SNAPSHOT.
import type { TestProject } from 'vitest/node';
import { makePgliteSnapshot } from '../helpers/pglite-snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  project.provide('pgliteSnapshot', process.env.DATABASE_URL ? '' : await makePgliteSnapshot());
}
