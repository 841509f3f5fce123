import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A throwaway PostgreSQL cluster for tests and benchmarks: initdb into a temp dir, start on a
 * spare port, stop and delete afterwards. initdb refuses to run as root, so as root the cluster
 * belongs to the `postgres` user (Debian's package creates it) and is run through runuser.
 */
interface PostgresCluster {
  url: string;
  version: string;
  stop(): void;
}

/** The newest /usr/lib/postgresql/<version>/bin with initdb and pg_ctl, or null. */
function findPostgresBin(root = "/usr/lib/postgresql"): { bin: string; version: string } | null {
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter(
    (v) => existsSync(join(root, v, "bin", "initdb")) && existsSync(join(root, v, "bin", "pg_ctl")),
  );
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? { bin: join(root, newest, "bin"), version: newest } : null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgresCluster(): Promise<PostgresCluster | null> {
  const found = findPostgresBin();
  if (!found) return null;
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "forecourt-pg-"));
  const data = join(dir, "data");
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", join(found.bin, command), ...args]]
      : [join(found.bin, command), args];
    const result = spawnSync(file, argv, { encoding: "utf8" });
    if (result.status !== 0)
      throw new Error(
        `${command} failed (${result.status}): ${result.stderr || result.stdout || result.error?.message}`,
      );
  };
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  try {
    run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
    run("pg_ctl", [
      "-D",
      data,
      "-l",
      join(dir, "log"),
      "-w",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      "start",
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: found.version,
    stop: () => {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
