import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';

/**
 * The address a limit counts a client by: the peer's IP, or with `trustProxy` the last address in
 * `X-Forwarded-For` (the one the trusted proxy itself saw). IPv4-mapped IPv6 counts as IPv4, and an
 * IPv6 address counts by its /64 network, since one device may use any address in it.
 */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  let address = request.socket.remoteAddress ?? 'unknown';
  if (trustProxy) {
    const forwarded = request.headers['x-forwarded-for'];
    const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    address = hops.at(-1) ?? address;
  }
  return addressKey(address);
}

/** The key of an IP address for per-address limits (see {@link clientAddress}). */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1] as string;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head = '', tail = ''] = address.split('%')[0]?.split('::') ?? [];
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array.from({ length: Math.max(0, missing) }, () => '0'), ...right].map(
    (group) => group.toLowerCase().replace(/^0+(?=.)/, ''),
  );
}
