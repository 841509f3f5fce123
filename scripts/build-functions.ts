import { parseArgs } from "node:util";
import { bundleFunctions, FUNCTIONS_OUT_DIR } from "./build/functions-bundle.ts";

/**
 * `npm run build:functions`: bundles every function once into dist/functions/ (code only, the same
 * bytes for every dealer), which netlify.toml deploys and `npm run serve -- --functions dist/functions`
 * runs locally.
 */
const { values } = parseArgs({
  options: {
    out: { type: "string", default: FUNCTIONS_OUT_DIR },
    "no-minify": { type: "boolean", default: false },
  },
});
console.log(`Bundling the functions into ${values.out}…`);
const bundle = await bundleFunctions("functions", values.out, { minify: !values["no-minify"] });
const total = bundle.functions.reduce((sum, fn) => sum + fn.bytes, 0);
const largest = [...bundle.functions].sort((a, b) => b.bytes - a.bytes)[0];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `${bundle.functions.length} functions in ${bundle.seconds.toFixed(1)} s: ${kb(total)} in all, the largest ${largest?.name} (${kb(largest?.bytes ?? 0)})`,
);
