import { networkInterfaces } from 'node:os';

/** Which `Host` names the server answers: `true` any, or a set of lower-case host names. */
export type HostRule = true | ReadonlySet<string>;

const LOCAL_NAMES = ['localhost', '127.0.0.1', '::1'];
const ANY_ADDRESS = new Set(['0.0.0.0', '::']);

/**
 * `ALLOWED_HOSTS`: `*` for any host, a comma-separated list of host names (without ports), or unset
 * for the default, the names the server is reached by on this machine: localhost and the listening
 * address, or every address of the machine when it listens on all of them. A page served under
 * another name (a DNS rebinding attack: `Host: evil.example`) is refused, and with it its socket.
 */
export function readHostRule(raw: string | undefined, listenHost: string): HostRule {
  const value = raw?.trim();
  if (value === '*') return true;
  if (value)
    return new Set(
      value
        .split(',')
        .map((name) => bare(name.trim()))
        .filter(Boolean),
    );
  const names = new Set([...LOCAL_NAMES, bare(listenHost)]);
  if (ANY_ADDRESS.has(listenHost)) {
    for (const addresses of Object.values(networkInterfaces())) {
      for (const address of addresses ?? []) names.add(bare(address.address));
    }
  }
  return names;
}

/** True when the request's `Host` header names this server under `rule`. */
export function hostAllowed(rule: HostRule, host: string | undefined): boolean {
  if (rule === true) return true;
  if (!host) return false;
  try {
    return rule.has(bare(new URL(`http://${host}`).hostname));
  } catch {
    return false;
  }
}

function bare(name: string): string {
  return name.toLowerCase().replace(/^\[(.*)\]$/, '$1');
}
