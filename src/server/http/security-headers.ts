/**
 * Security headers on every answer, with a Content-Security-Policy that allows no inline script
 * (inline style stays allowed: Mantine injects style tags at runtime). Every /api answer is
 * `Cache-Control: no-store` (it may hold health data: no proxy or HTTP cache keeps it), and HSTS is
 * sent only over https, where browsers honour it and where it cannot pin a plain-HTTP dev setup.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { setAnswerHeader } from './set-header.ts';

const SELF = "'self'";
const HSTS = 'max-age=15552000; includeSubDomains';

export type SecurityHeaderOptions = {
  /** TRUST_PROXY: the proxy's X-Forwarded-Proto says how the request reached it. */
  trustedProxies?: number;
};

function arrivedOverHttps(c: Context, trustedProxies: number): boolean {
  if (c.req.url.startsWith('https:')) return true;
  if (trustedProxies <= 0) return false;
  // The first hop is the client's: a chain of proxies appends its own protocols after it.
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

export function securityHeadersMiddleware(options: SecurityHeaderOptions = {}): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: [SELF],
      scriptSrc: [SELF],
      styleSrc: [SELF, "'unsafe-inline'"],
      imgSrc: [SELF, 'data:', 'blob:'],
      fontSrc: [SELF],
      // 'self' covers this origin's own ws: and wss: (CSP Level 3): the sockets go nowhere else.
      connectSrc: [SELF],
      workerSrc: [SELF],
      manifestSrc: [SELF],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: [SELF],
    },
    // Live sessions use this origin's camera and microphone; no frame may, and nothing else is used.
    permissionsPolicy: {
      camera: ['self'],
      microphone: ['self'],
      fullscreen: ['self'],
      displayCapture: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      midi: [],
      accelerometer: [],
      gyroscope: [],
      magnetometer: [],
    },
    referrerPolicy: 'no-referrer',
    xFrameOptions: 'DENY',
    strictTransportSecurity: false,
  });
  return async (c, next) => {
    await headers(c, next);
    if (arrivedOverHttps(c, options.trustedProxies ?? 0))
      setAnswerHeader(c, 'Strict-Transport-Security', HSTS);
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
      const cacheControl = c.res.headers.get('cache-control') ?? '';
      if (!/\bno-store\b/i.test(cacheControl)) setAnswerHeader(c, 'Cache-Control', 'no-store');
    }
  };
}
