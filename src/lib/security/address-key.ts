import { isIPv4, isIPv6 } from "node:net";

/**
 * The key a client address is counted under by per-address limits: an IPv4 address as it is, an
 * IPv6 address by its /64 (one home or phone gets a whole /64, so counting single addresses would
 * give one shopper 2^64 of them), an IPv4-mapped IPv6 address as its IPv4.
 */
export function addressKey(address: string): string {
  const ip = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  const mappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(ip);
  if (mappedHex) {
    const [high, low] = [Number.parseInt(mappedHex[1]!, 16), Number.parseInt(mappedHex[2]!, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip || "unknown";
  const [head = "", tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  if (right.at(-1)?.includes(".")) right.splice(-1, 1, "0", "0"); // an embedded IPv4 fills the last 32 bits
  const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
