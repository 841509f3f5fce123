import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "tests/functions/**/*.test.ts",
      "tests/docs/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    environment: "node",
    // Vitest's default is one worker per core less one: a single worker on the 2-core CI machine,
    // idle while a test waits on a child process (the build and CLI tests) or on the database.
    maxWorkers: 2,
    // Starts a throwaway PostgreSQL cluster (or uses DATABASE_URL) for the data and function tests.
    globalSetup: ["tests/functions/support/postgres-global.ts"],
    // PGlite and Postgres setup take a few seconds per file, and over a minute on a 2-core machine
    // that is also building and running browsers.
    hookTimeout: 180_000,
    testTimeout: 30_000,
  },
});
