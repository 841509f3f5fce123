// The dealer console's service worker: shows a staff member the notification the server pushed
// ("New lead: …") and opens the lead when it is tapped. Nothing is cached: the console is always live.
// A new version takes over at once, and takes the console's open tabs with it (so a tap can steer them).
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let message = { title: "New lead", body: "", url: "/console/", tag: undefined };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // An empty or unreadable push still tells them to look.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      data: { url: message.url },
      icon: "/favicon.svg",
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  // Only the console's own pages, whatever the message said.
  const wanted = new URL(event.notification.data?.url ?? "/console/", self.location.origin);
  const url = wanted.origin === self.location.origin && wanted.pathname.startsWith("/console/") ? wanted.href : "/console/";
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).pathname.startsWith("/console/"));
      // A tab this worker does not control cannot be steered: a new window then.
      if (open)
        return open
          .navigate(url)
          .then((client) => (client ?? open).focus())
          .catch(() => self.clients.openWindow(url));
      return self.clients.openWindow(url);
    }),
  );
});
