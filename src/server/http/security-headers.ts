/**
 * Security headers on every answer, with a Content-Security-Policy that allows no inline script
 * (inline style stays allowed: Mantine injects style tags at runtime).
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const SELF = "'self'";

export function securityHeadersMiddleware(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: [SELF],
      scriptSrc: [SELF],
      styleSrc: [SELF, "'unsafe-inline'"],
      imgSrc: [SELF, 'data:', 'blob:'],
      fontSrc: [SELF],
      connectSrc: [SELF, 'ws:', 'wss:'],
      workerSrc: [SELF],
      manifestSrc: [SELF],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: [SELF],
    },
    referrerPolicy: 'no-referrer',
    xFrameOptions: 'DENY',
  });
}
