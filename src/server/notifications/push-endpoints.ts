/**
 * Where the server may send Web Push: a subscription's endpoint is a URL the browser got from its
 * vendor's push service, and the server connects to it later on its own, so an endpoint is accepted
 * only on those services' hosts, and a connection is refused to any address that is not public
 * (loopback, private, link-local, the cloud metadata address…) whatever the name resolved to: a blind
 * SSRF otherwise, since anyone signed in can register any https URL.
 */
import { type LookupAllOptions, lookup } from 'node:dns';
import { Agent } from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The push services of the browsers people install the app in, by host (a subdomain of one counts):
 * Chrome and the Chromium browsers (FCM), Firefox (Mozilla autopush), Safari (Apple), Edge (WNS).
 */
export const DEFAULT_PUSH_SERVICES: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
];

/** Whether an endpoint is an https URL on one of the push services' hosts. */
export function isPushServiceEndpoint(endpoint: string, services: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return services.some((service) => host === service || host.endsWith(`.${service}`));
}

/** Only addresses on the public internet: not loopback, private, link-local, multicast, reserved… */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  return ipaddr.process(address).range() === 'unicast';
}

/**
 * dns.lookup that fails when any address the name resolves to is not public. (A URL's IP literal is
 * never looked up: isPushServiceEndpoint takes host names only, and the sender checks it again.)
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  const all: LookupAllOptions = { ...options, all: true };
  lookup(hostname, all, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) {
      const blocked: NodeJS.ErrnoException = new Error(
        `push endpoint ${hostname} resolves to a non-public address (${refused.address})`,
      );
      blocked.code = 'EPUSHADDRESS';
      return callback(blocked, []);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (!first)
      return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
    return callback(null, first.address, first.family);
  });
};

/**
 * The agent pushes go through: public addresses only, unless `allowPrivateAddresses` (tests: a push
 * service on loopback), with `ca` trusted beside the system's authorities.
 */
export function pushAgent(options: { ca?: string; allowPrivateAddresses?: boolean } = {}): Agent {
  return new Agent({
    ...(options.ca ? { ca: options.ca } : {}),
    ...(options.allowPrivateAddresses ? {} : { lookup: publicOnlyLookup }),
  });
}
