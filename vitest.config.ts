import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: `unit` (core, content, web components in jsdom) and `integration` (the HTTP app over PGlite or
// PostgreSQL when DATABASE_URL is set).
export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/core/**/*.test.ts',
            'content/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/safety/**/*.test.ts',
            'tests/talk/**/*.test.ts',
            'src/web/**/*.test.{ts,tsx}',
            'src/server/**/*.unit.test.ts',
          ],
          environment: 'node',
          setupFiles: ['tests/setup/unit.ts'],
          // CPU-bound: one worker per core (vitest's default is cores - 1); 65 s → 42 s on two cores.
          maxWorkers: 2,
          // projects with different worker counts run one after the other (vitest requires distinct groups)
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['src/server/**/*.test.ts'],
          exclude: ['src/server/**/*.unit.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/integration.ts'],
          globalSetup: ['tests/setup/global.ts'],
          // A test that takes 6 s alone took 31 s at load ~26 with the other files running (decision 076).
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Most of a file's time is waiting (timers, the database, sockets): on CI's two cores vitest's default
          // (cores - 1 = one worker) left half the machine idle. Files share their worker's module graph (no
          // per-file re-import of the whole server: 75 s of CPU; no test mocks modules, each builds its own app).
          // PGlite run on this machine: 8.7 min → 5.2 min (4 workers, the PGlite snapshot) → 3.4 min (shared).
          maxWorkers: 4,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
