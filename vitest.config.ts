import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "tests/functions/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Starts a throwaway PostgreSQL cluster (or uses DATABASE_URL) for the data and function tests.
    globalSetup: ["tests/functions/support/postgres-global.ts"],
    // PGlite and Postgres setup take a few seconds per file.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
