import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No import cycles, over the product, its functions and its scripts: a cycle makes the
 * order modules initialise in depend on which one is loaded first (a constant read before it is
 * set), and it hides which of two modules is the rule and which the user of it. Every relative
 * import counts — static, `export … from`, side-effect and dynamic `import()` — and so do
 * `import type` ones: a type is still a dependency of the design, and the way out is the same
 * (the module that owns the rule declares the type; the other imports it).
 */
const ROOTS = ["src", "functions", "scripts"];
const SOURCE = /\.(ts|tsx|astro|mjs)$/;
// `… from "./x.ts"` or `"#lib/x.ts"` (import and export), `import "./x.css"` and `import("./x.tsx")`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']((?:\.{1,2}|#lib)\/[^"']+)["']/g;

function sourceFiles(): string[] {
  return ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
      .map((entry) => relative(".", join(entry.parentPath, entry.name))),
  );
}

/** The file a relative specifier names (this codebase writes the extension; a bare one is tried too). */
function resolveImport(from: string, specifier: string): string | undefined {
  // `#lib/…` is package.json's import alias for src/lib.
  const base = specifier.startsWith("#lib/")
    ? join("src/lib", specifier.slice("#lib/".length))
    : join(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`])
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile())
      return relative(".", candidate);
  return undefined;
}

function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      const target = resolveImport(file, specifier!);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Each cycle as one path through its strongly connected component (Tarjan), e.g. `a.ts → b.ts → a.ts`. */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) components.push(component);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => pathThrough(graph, new Set(component)));
}

/** A closed path inside one component, from its first file (sorted) back to it: what to break. */
function pathThrough(graph: ReadonlyMap<string, readonly string[]>, component: ReadonlySet<string>): string {
  const start = [...component].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!component.has(target)) continue;
      if (target === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start].join(" → ");
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [...component].join(" → ");
}

describe("import cycles", () => {
  it("none among src, functions and scripts (type-only and dynamic imports count)", () => {
    const graph = importGraph(sourceFiles());
    expect(graph.size).toBeGreaterThan(500);
    expect(findCycles(graph)).toEqual([]);
  });

  it("the check finds a cycle of two, a longer one and a file importing itself", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["a.ts", "c.ts"]],
      ["c.ts", ["d.ts"]],
      ["d.ts", ["e.ts"]],
      ["e.ts", ["c.ts"]],
      ["f.ts", ["f.ts"]],
      ["g.ts", ["a.ts"]],
    ]);
    expect(findCycles(graph).sort()).toEqual(["a.ts → b.ts → a.ts", "c.ts → d.ts → e.ts → c.ts", "f.ts → f.ts"]);
  });

  it("reads every kind of relative import from the source text", () => {
    const text = [
      'import type { A } from "./a.ts";',
      'import {\n  b,\n} from "../b.ts";',
      'export { c } from "./c.ts";',
      'import "./d.css";',
      'const E = lazy(() => import("./E.tsx"));',
      'import { z } from "zod";',
    ].join("\n");
    expect([...text.matchAll(SPECIFIER)].map((match) => match[1])).toEqual([
      "./a.ts",
      "../b.ts",
      "./c.ts",
      "./d.css",
      "./E.tsx",
    ]);
  });
});
