/**
 * Which client address the rate limits count , for `app.set('trust proxy', n)`
 * (expressjs.com/en/guide/behind-proxies.html: trust exactly the hops you have; `true` would let
 * a client choose its own IP with a forged X-Forwarded-For).
 *
 * Deployed, every request reaches the function through Google's front end (the Cloud Run / Cloud
 * Functions ingress; Firebase Hosting's rewrites reach it the same way). It appends two entries to
 * X-Forwarded-For: the address that connected to it, then its own; "only the <immediate client
 * IP> and <load balancer IP> entries are provided by the load balancer. All other entries in the
 * list are passed along without verification" (cloud.google.com/load-balancing/docs/https,
 * "X-Forwarded-For header"; cloud.google.com/functions/docs/reference/headers lists the header as
 * added for every request). The socket peer is Cloud Run's own proxy. So with 2 trusted hops,
 * `req.ip` is the entry Google's front end vouches for: the client that called it. What a caller
 * writes into X-Forwarded-For itself stays to the left of those two entries and is never used, so
 * calling the function URL directly with a forged header cannot pick another client's counter
 * (functions/test/rate-limit-flood.test.ts, rate-limits.test.ts). Seen on deployed functions: a
 * direct call arrives as `<client>,<Google address>` (github.com/jetersen/express-ipfilter/issues/57),
 * a call through Firebase Hosting as `<browser>, <Google address>`
 * (rubydoc.info/gems/firebase_hosting_client_ip); TRUST_PROXY_HOPS changes the count should
 * Google's chain ever differ.
 *
 * Locally (tests, `app.listen`) nothing is trusted and `req.ip` is the socket's address. Behind
 * the Functions emulator the function is handed each request over a Unix socket and no client
 * address at all (req.ip undefined: rate-limits.ts clientKey "unknown"); the local stack listens
 * on 127.0.0.1 only (DESIGN §11), so every caller there is this one machine and shares its count.
 */

/**
 * The trust-proxy hop count for this environment.
 * @param env process.env; `TRUST_PROXY_HOPS` (0–5) overrides; Cloud Run sets `K_SERVICE`;
 *   the Functions emulator sets `FUNCTIONS_EMULATOR=true`
 */
export function trustProxyHops(env: NodeJS.ProcessEnv = process.env): number {
  const configured = env.TRUST_PROXY_HOPS;
  if (configured !== undefined && configured !== '') {
    const hops = Number(configured);
    if (!Number.isInteger(hops) || hops < 0 || hops > 5)
      throw new Error(`TRUST_PROXY_HOPS must be 0–5, got "${configured}"`);
    return hops;
  }
  return env.K_SERVICE && env.FUNCTIONS_EMULATOR !== 'true' ? 2 : 0;
}
