// Once per `playwright test`, before the workers start: the migrated PGlite snapshot each worker's in-memory
// database loads (tests/helpers/pglite-snapshot.ts). Workers inherit FS_PGLITE_SNAPSHOT.
import { makePgliteSnapshot } from '../helpers/pglite-snapshot';

export default async function globalSetup() {
  if (!process.env.DATABASE_URL) process.env.FS_PGLITE_SNAPSHOT = await makePgliteSnapshot();
}
