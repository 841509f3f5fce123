import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "tests/unit/**/*.test.ts", "tests/functions/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
  },
});
