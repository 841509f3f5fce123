import { spawnSync } from "node:child_process";

/**
 * `npm test`: lint, types, unit tests, the sample dealers' build, then the browser tests, stopping
 * at the first that fails, and saying how long each took, so whoever waits for it knows where the
 * time went (docs/testing-and-benchmarks.md keeps the figures).
 */
const PHASES: [name: string, command: string, args: string[]][] = [
  ["lint", "npm", ["run", "lint"]],
  ["types", "npm", ["run", "check"]],
  ["unit tests", "npm", ["run", "test:unit"]],
  ["build", "npm", ["run", "build"]],
  ["browser tests", "npx", ["playwright", "test"]],
];

const taken: [string, number][] = [];
const started = Date.now();
let failed: string | undefined;
for (const [name, command, args] of PHASES) {
  console.log(`\ntest: ${name}…`);
  const phaseStart = Date.now();
  const { status, signal } = spawnSync(command, args, { stdio: "inherit" });
  taken.push([name, (Date.now() - phaseStart) / 1000]);
  if (status !== 0) {
    failed = `${name} failed (${signal ?? `exit ${status}`})`;
    break;
  }
}

const minutes = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};
console.log(`\ntest: ${taken.map(([name, seconds]) => `${name} ${minutes(seconds)}`).join(", ")}`);
console.log(`test: ${failed ?? "passed"} in ${minutes((Date.now() - started) / 1000)}`);
process.exit(failed ? 1 : 0);
