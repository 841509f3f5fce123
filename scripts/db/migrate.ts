// Applies the checked-in migrations to DATABASE_URL (or the local PGlite in .data/pglite).
// Functions also migrate on first use; run this from a deploy step to keep cold starts short.
import { getDatabase } from "../../functions/_shared/platform/db/client.ts";

const database = await getDatabase();
console.log(`Migrations applied (${database.kind}).`);
await database.close();
