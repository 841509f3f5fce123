/** The pages the server answers itself when a request names no tenant, or one that isn't built. */

export function tenantUrl(slug: string, port: number): string {
  return `http://${slug}.localhost:${port}/`;
}

export function tenantIndexPage(slugs: readonly string[], port: number): string {
  return page("Forecourt — local tenants", `<h1>Forecourt tenants</h1>${tenantList(slugs, port)}`);
}

export function unknownTenantPage(requested: string, slugs: readonly string[], port: number): string {
  return page(
    "Unknown tenant",
    `<h1>No tenant “${escapeHtml(requested)}” is built</h1>
<p>These tenants are available on this server:</p>${tenantList(slugs, port)}`,
  );
}

function tenantList(slugs: readonly string[], port: number): string {
  if (slugs.length === 0) return "<p>No tenants are built yet: run <code>npm run build</code> first.</p>";
  const items = slugs.map((slug) => {
    const url = escapeHtml(tenantUrl(slug, port));
    return `<li><a href="${url}">${escapeHtml(slug)}</a> <code>${url}</code></li>`;
  });
  return `<ul>\n${items.join("\n")}\n</ul>`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}li{margin:.25rem 0}code{color:#555}</style></head>
<body>
${body}
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
