/**
 * How many proxies stand between the browser and Express, for `app.set('trust proxy', n)`
 * (expressjs.com/en/guide/behind-proxies.html: trust exactly the hops you have; `true` would let
 * a client choose its own IP with a forged X-Forwarded-For).
 *
 * Deployed behind Firebase Hosting, a request passes Hosting's CDN, which puts the browser's
 * address in X-Forwarded-For, then Google's front end, which appends the address that reached
 * it (Hosting's), then Cloud Run's proxy, which is the socket peer: two hops in X-Forwarded-For
 * to skip, so `req.ip` is the browser's address. A caller who skips Hosting and calls the
 * function URL directly can put a forged address there; closing that needs Cloud Armor or an
 * ingress limited to the load balancer (see rate-limits.ts). Locally (emulators, tests) nothing
 * is trusted and `req.ip` is the socket peer.
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
    if (!Number.isInteger(hops) || hops < 0 || hops > 5) throw new Error(`TRUST_PROXY_HOPS must be 0–5, got "${configured}"`);
    return hops;
  }
  return env.K_SERVICE && env.FUNCTIONS_EMULATOR !== 'true' ? 2 : 0;
}
