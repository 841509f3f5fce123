/**
 * One function answering every /api path, as the framework adapters deploy a site: the shape
 * bench:cold-start weighs against one function per endpoint. Each route's module is loaded when
 * its path is first asked for (`load`), eagerly or lazily as the generated entry decides.
 */
type Handler = (request: Request, context: unknown) => Promise<Response>;

export interface RouterEntry {
  paths: string[];
  methods: string[] | null;
  load: () => Promise<{ default: Handler }>;
}

export function routerOf(entries: RouterEntry[]): Handler {
  const patterns = entries
    .flatMap((entry) =>
      entry.paths.map((path) => ({
        entry,
        pattern: new URLPattern({ pathname: path }),
        rank: path.includes("*") ? 2 : path.includes(":") ? 1 : 0,
      })),
    )
    .sort((a, b) => a.rank - b.rank);
  return async (request, context) => {
    const { pathname } = new URL(request.url);
    const found = patterns.find(
      ({ entry, pattern }) => (!entry.methods || entry.methods.includes(request.method)) && pattern.test({ pathname }),
    );
    if (!found) return Response.json({ error: { code: "not_found", message: "Not found" } }, { status: 404 });
    return (await found.entry.load()).default(request, context);
  };
}
