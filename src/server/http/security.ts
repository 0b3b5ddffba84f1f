import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Images put in e-mails (the sponsor request's poster): a web mail shows them from its own origin, so they are
 * `Cross-Origin-Resource-Policy: cross-origin`; everything else stays same-origin.
 */
const MEANT_FOR_EMAIL = [/^\/api\/sponsorships\/[^/]+\/poster$/];

/** Security headers with a content security policy: everything from our own origin, no inline scripts. */
export function securityHeaders(isHttps: boolean): MiddlewareHandler {
  const base = baseHeaders(isHttps);
  return async (c, next) => {
    await base(c, next);
    if (c.res.status === 200 && MEANT_FOR_EMAIL.some((re) => re.test(c.req.path)))
      c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  };
}

function baseHeaders(isHttps: boolean) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:', 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: isHttps ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: ['self'], microphone: ['self'], geolocation: [] },
  });
}
