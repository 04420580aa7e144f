/**
 * The client's address behind `trustedProxies` proxies, read as the proxies wrote it. Each proxy
 * appends the address it received the request from to X-Forwarded-For (nginx's
 * `$proxy_add_x_forwarded_for`), after whatever the client sent itself; so only the last
 * `trustedProxies` entries were written by our proxies, and the client is the one they name first: the
 * `trustedProxies`-th from the right. Anything left of it is the client's own text. With no proxy
 * (0), or a header shorter than the chain (the request skipped a proxy), the socket's peer is used.
 */
export function clientAddressBehind(
  trustedProxies: number,
  forwardedFor: string | undefined,
  socketAddress: string,
): string {
  if (trustedProxies <= 0 || !forwardedFor) return socketAddress;
  const hops = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return hops[hops.length - trustedProxies] ?? socketAddress;
}
