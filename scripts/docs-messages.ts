import { readFile, writeFile } from "node:fs/promises";
import { withCatalogue } from "#lib/messages/catalogue/docs.ts";

/** Rewrites the list of messages in docs/messages.md from src/lib/messages/catalogue/ (`npm run docs:messages`). */
const target = "docs/messages.md";
await writeFile(target, withCatalogue(await readFile(target, "utf8")));
console.log(`Wrote the catalogue's list into ${target}`);
