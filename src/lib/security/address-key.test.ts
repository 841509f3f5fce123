import { describe, expect, it } from "vitest";
import { addressKey } from "./address-key.ts";

// Per-address limits count IPv6 by /64, so rotating addresses inside one's own /64 gains nothing.
describe.each([
  ["IPv4", "198.51.100.7", "198.51.100.7"],
  ["IPv4-mapped IPv6", "::ffff:198.51.100.7", "198.51.100.7"],
  ["IPv4-mapped IPv6 in hex", "::ffff:c633:6407", "198.51.100.7"],
  ["IPv6", "2001:db8:abcd:12:1:2:3:4", "2001:db8:abcd:12::/64"],
  ["IPv6 elsewhere in the same /64", "2001:0db8:abcd:0012:ffff::1", "2001:db8:abcd:12::/64"],
  ["IPv6 compressed in the prefix", "2001:db8::1", "2001:db8:0:0::/64"],
  ["IPv6 in capitals", "2001:DB8:ABCD:12::9", "2001:db8:abcd:12::/64"],
  ["loopback", "::1", "0:0:0:0::/64"],
  ["no address known", "", "unknown"],
])("addressKey: %s", (_name, address, key) => {
  it(`${address || "(empty)"} → ${key}`, () => expect(addressKey(address)).toBe(key));
});
