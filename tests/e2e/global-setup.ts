/**
 * Opens the database before the first test: PGlite's first start (and its migrations) takes a few
 * seconds, which would otherwise land inside whichever test happens to submit a form first.
 */
export default async function warmUpFunctions(): Promise<void> {
  const url = `http://127.0.0.1:${process.env.E2E_PORT ?? 4399}/api/check-if-contact-exists?phone_number=0491570006`;
  const deadline = Date.now() + 90_000;
  let last = "";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { headers: { "x-forecourt-tenant": "bayside-ford" } });
      if (response.status < 500) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The functions never answered (${last}): is the database reachable?`);
}
