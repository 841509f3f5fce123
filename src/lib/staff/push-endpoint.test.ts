import { describe, expect, it } from "vitest";
import { pushEndpointAllowed } from "./push-endpoint.ts";

describe("push endpoints the server will post to", () => {
  const production = { loopback: false };
  it("accepts the browsers' push services", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGx1",
      "https://wns2-sg2p.notify.windows.com/w/?token=BQYAAA",
    ])
      expect(pushEndpointAllowed(endpoint, production), endpoint).toBe(true);
  });
  it("refuses anything a browser would not give: internal addresses, look-alikes, plain http, other ports, credentials", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com.evil.example/x",
      "https://evilfcm.googleapis.com.example/x",
      "https://notify.windows.com.evil.example/x",
      "https://fcm.googleapis.com:8443/x",
      "https://user:pass@fcm.googleapis.com/x",
      "http://169.254.169.254/latest/meta-data",
      "http://127.0.0.1:5432/",
      "https://localhost/x",
      "not a url",
    ])
      expect(pushEndpointAllowed(endpoint, production), endpoint).toBe(false);
  });
  it("takes a loopback stand-in only off production", () => {
    expect(pushEndpointAllowed("http://127.0.0.1:41234/push/1", { loopback: true })).toBe(true);
    expect(pushEndpointAllowed("http://127.0.0.1:41234/push/1", production)).toBe(false);
    expect(pushEndpointAllowed("http://10.0.0.5/push", { loopback: true })).toBe(false);
  });
});
