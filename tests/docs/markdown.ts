import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

/**
 * The README and docs/ are the front door, so their links and the code's
 * citations of them must lead somewhere. These helpers read Markdown the way GitHub renders it,
 * as far as links and headings go; the tests in this folder run them over the repository.
 */

/** The lines of a Markdown file outside fenced code blocks (a `# comment` in a shell block is no heading). */
function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence === null) lines.push(line);
  }
  return lines;
}

/** GitHub's anchor for a heading: text as rendered, lower case, punctuation but `-` and `_` dropped, spaces to `-`. */
export function slugOf(heading: string): string {
  const rendered = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .trim()
    .toLowerCase();
  return rendered.replace(/[^\p{L}\p{N}\s_-]/gu, "").replace(/\s/g, "-");
}

/** A file's headings' text (ATX headings outside code), in order. */
export function headingsOf(markdown: string): string[] {
  return proseLines(markdown).flatMap((line) => {
    const text = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    return text === undefined ? [] : [text];
  });
}

/** Every anchor a file's headings give, duplicates numbered as GitHub does (`-1`, `-2`). */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const heading of headingsOf(markdown)) {
    const slug = slugOf(heading);
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** The link targets of a Markdown file: inline links and reference definitions, outside code. */
export function linksOf(markdown: string): string[] {
  const targets: string[] = [];
  for (const line of proseLines(markdown)) {
    const prose = line.replace(/(`+)[^`]*?\1/g, "");
    for (const [, target] of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(target!);
    const definition = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/.exec(prose)?.[1];
    if (definition) targets.push(definition);
  }
  return targets;
}

/** A file the tests can read: its text, or undefined when there is no such file. */
export type ReadFile = (path: string) => string | undefined;

export const readRepoFile: ReadFile = (path) => {
  if (!existsSync(path)) return undefined;
  return statSync(path).isDirectory() ? "" : readFileSync(path, "utf8");
};

/**
 * The links of `file` (a repository path) that lead nowhere: a relative path to no file, or an
 * `#anchor` no heading of the target makes. Web addresses (`https:`, `mailto:`…) are not checked.
 */
export function brokenLinks(file: string, markdown: string, read: ReadFile = readRepoFile): string[] {
  const broken: string[] = [];
  for (const target of linksOf(markdown)) {
    if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(target)) continue;
    const hash = target.indexOf("#");
    const path = decodeURI(hash === -1 ? target : target.slice(0, hash));
    const anchor = hash === -1 ? undefined : decodeURIComponent(target.slice(hash + 1));
    const resolved = path === "" ? file : normalize(join(dirname(file), path));
    const text = path === "" ? markdown : read(resolved);
    if (text === undefined) {
      broken.push(`${file}: (${target}): no file ${resolved}`);
      continue;
    }
    if (anchor !== undefined && resolved.endsWith(".md") && !anchorsOf(text).has(anchor))
      broken.push(`${file}: (${target}): no heading in ${resolved} makes #${anchor}`);
  }
  return broken;
}

/** Files under `dir` (recursively) whose names end with one of `extensions`. */
export function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && extensions.some((ext) => e.name.endsWith(ext)))
    .map((e) => join(e.parentPath, e.name));
}

/**
 * The Markdown documents a source file cites: `DESIGN.md`, `README.md#testing`, `docs/x.md § Finance`,
 * `README § Testing`. Only citations of documents count: a path under `docs/`, an upper-case name
 * (README.md, DESIGN.md), or one followed by an anchor or a `§` section; a file a script writes
 * (`summary.md`, `.build/bench/pages.md`) or a page's content (`content/about-us.md`) is not one.
 */
export type Citation = { path: string; anchor?: string; section?: string };

export function citationsOf(source: string): Citation[] {
  // A comment's text runs on across its lines (` * ` and `// ` continue it), so "§" may follow on the next line.
  const text = source.replace(/\r?\n[ \t]*(?:\*(?!\/)|\/\/)[ \t]?/g, " ");
  const citations: Citation[] = [];
  const pattern =
    /(?<![\w./-])((?:[\w.-]+\/)*[\w.-]+\.md|README(?=\s+§))(?:#([\w-]+))?(?:[ \t]+§[ \t]*([^\n§.,;()]+))?/g;
  for (const [, cited, anchor, section] of text.matchAll(pattern)) {
    const path = cited === "README" ? "README.md" : cited!;
    const name = path.slice(path.lastIndexOf("/") + 1, -".md".length);
    if (!(path.startsWith("docs/") || /^[A-Z][A-Z\d_-]*$/.test(name) || anchor || section)) continue;
    citations.push({ path, ...(anchor ? { anchor } : {}), ...(section ? { section: section.trim() } : {}) });
  }
  return citations;
}

/** A heading's name as prose cites it: its text without code marks, up to a `:`, ` (` or ` —`. */
function stemOf(heading: string): string {
  return heading
    .replace(/`/g, "")
    .split(/:|\s\(|\s—/)[0]!
    .trim()
    .toLowerCase();
}

/**
 * What is wrong with a citation made in `file`: the document is found from the repository root or
 * beside the citing file; an anchor must be a heading's, and "§ Words…" must begin with a heading's name.
 */
export function citationProblem(file: string, citation: Citation, read: ReadFile = readRepoFile): string | undefined {
  const candidates = [citation.path, normalize(join(dirname(file), citation.path))];
  const found = candidates.find((path) => read(path) !== undefined);
  if (found === undefined) return `${file}: cites ${citation.path}, which is not in the repository`;
  const markdown = read(found)!;
  if (citation.anchor && !anchorsOf(markdown).has(citation.anchor))
    return `${file}: cites ${citation.path}#${citation.anchor}, which no heading of ${found} makes`;
  if (citation.section) {
    const cited = citation.section.replace(/`/g, "").toLowerCase();
    const named = headingsOf(markdown).some((heading) => {
      const stem = stemOf(heading);
      return stem !== "" && cited.startsWith(stem) && !/[\p{L}\p{N}]/u.test(cited.charAt(stem.length));
    });
    if (!named) return `${file}: cites ${citation.path} § ${citation.section}, but ${found} has no such heading`;
  }
  return undefined;
}
