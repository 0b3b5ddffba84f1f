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
            'src/web/**/*.test.{ts,tsx}',
            'src/server/**/*.unit.test.ts',
          ],
          environment: 'node',
          setupFiles: ['tests/setup/unit.ts'],
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
