// Serves every tenant built under dist/ with its functions on one port, by host:
//   node scripts/serve.ts [--port 8888] [--dist dist] [--functions functions] [--host 127.0.0.1]
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { createForecourtServer, listBuiltTenants, tenantUrl } from "./server/create-server.ts";
import { prepareToListen } from "./server/startup.ts";

async function main(): Promise<void> {
  // Local only: lets /api/dev/last-sms show the local SMS provider's codes (sign-in without a phone).
  process.env.FORECOURT_LOCAL_SMS ??= "on";
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: process.env.PORT ?? "8888" },
      dist: { type: "string", default: "dist" },
      functions: { type: "string", default: "functions" },
      host: { type: "string", default: "127.0.0.1" },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a port number, got "${values.port}"`);
  const distDir = resolve(values.dist);
  // Rebuilds the stock hook asks for land where this server serves from.
  process.env.FORECOURT_DIST_DIR ??= distDir;
  const slugs = listBuiltTenants(distDir);
  if (slugs.length === 0) fail(`No built tenants in ${distDir}: run npm run build first.`);

  await prepareToListen(slugs);
  const forecourt = createForecourtServer({ distDir, functionsDir: resolve(values.functions) });
  const bound = await forecourt.listen(port, values.host).catch((error: NodeJS.ErrnoException) => {
    const hint = error.code === "EADDRINUSE" ? ` (port ${port} is taken: try --port ${port + 1} or PORT=…)` : "";
    return fail(`Could not listen on ${values.host}:${port}: ${error.message}${hint}`);
  });
  const width = Math.max(...slugs.map((t) => t.length));
  console.log(
    `Forecourt: ${slugs.length} tenant(s), ${(await forecourt.ready).routes.length} function(s) on port ${bound.port}`,
  );
  for (const slug of slugs) console.log(`  ${slug.padEnd(width)}  ${tenantUrl(slug, bound.port)}`);
  console.log(`  (index of tenants: http://localhost:${bound.port}/)`);

  const stop = () => {
    forecourt.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

await main();
