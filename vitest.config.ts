import { configDefaults, defineConfig } from "vitest/config";

/** The pure rules' tests: no database and no DOM, so they can share workers. */
const RULES = "src/lib/**/*.test.ts";

export default defineConfig({
  test: {
    environment: "node",
    // Vitest's default is one worker per core less one: a single worker on the 2-core CI machine,
    // idle while a test waits on a child process (the build and CLI tests) or on the database.
    maxWorkers: 2,
    // PGlite and Postgres setup take a few seconds per file, and over a minute on a 2-core machine
    // that is also building and running browsers.
    hookTimeout: 180_000,
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        // A fresh module registry per file costs about half a second a file; the pure rules (more
        // than half the files) share their workers, spies restored after every test.
        test: { name: "rules", include: [RULES], isolate: false, restoreMocks: true },
      },
      {
        extends: true,
        test: {
          name: "the rest",
          // A throwaway PostgreSQL cluster (or DATABASE_URL) for the data and function tests, and
          // the migrated databases each test's fresh one copies; the pure rules need neither.
          globalSetup: ["tests/functions/support/postgres-global.ts"],
          include: [
            "src/**/*.test.{ts,tsx}",
            "tests/functions/**/*.test.ts",
            "tests/docs/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          exclude: [...configDefaults.exclude, RULES],
        },
      },
    ],
  },
});
