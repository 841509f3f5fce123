import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` writes a new SQL migration after a change to the schema; `schema` is
// the index that re-exports every table of db/schema/.
export default defineConfig({
  dialect: "postgresql",
  schema: "./functions/_shared/platform/db/schema.ts",
  out: "./functions/_shared/platform/db/migrations",
});
