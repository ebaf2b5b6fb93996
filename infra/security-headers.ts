import { createHash } from 'node:crypto';
import { SIGNED_IN_MARK_SCRIPT } from '../shared/signed-in-mark';

/**
 * The security headers of HiveKeeper's web app, once: CloudFront's response headers policy (stacks/web.ts) sends
 * them in the cloud and the local gateway sends the same on the built app, so the end-to-end suite runs the web
 * app under the policy beekeepers get.
 */

/** Where the web app reaches beyond its own origin. */
export interface SiteOrigins {
  /** The uploads bucket: photos are PUT straight to it and shown from it with presigned URLs. */
  uploads: string;
  /** Cognito's API when the browser calls it on another origin (the cloud); locally it is on the site's origin. */
  cognito?: string;
  /** Whether the site is served over HTTPS (the cloud): then HSTS applies and every request is upgraded. */
  https: boolean;
  /** Whether the payment dialog loads Stripe Elements (a cloud stage with Stripe); the test-mode form needs none. */
  stripe?: boolean;
}

/**
 * What Stripe.js and its Elements need, as Stripe lists it (https://docs.stripe.com/security/guide#content-security-policy):
 * its script, its card fields' frames and 3-D Secure's, and its API.
 */
export const STRIPE_ORIGINS = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

export const FRAME_OPTIONS = 'DENY';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/**
 * The site's own pages may ask for the camera (the QR label scanner), the microphone (dictated and recorded voice
 * inspections) and the location (an apiary's coordinates); no frame of another origin may (Stripe's included).
 */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(self), geolocation=(self)';
/** Over HTTPS only (the cloud). */
export const STRICT_TRANSPORT_SECURITY = { maxAgeDays: 730, includeSubdomains: true } as const;

/**
 * The one inline script HiveKeeper's pages carry (the signed-in mark in the prerendered pages' head), as the CSP
 * names it: its hash, so a changed or injected script does not run.
 */
export const SIGNED_IN_MARK_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SIGNED_IN_MARK_SCRIPT).digest('base64')}'`;

/** The directives of HiveKeeper's Content-Security-Policy: own origin only, plus Cognito and the uploads bucket. */
export function contentSecurityPolicy(origins: SiteOrigins): string {
  const directives = [
    "default-src 'self'",
    ['script-src', "'self'", SIGNED_IN_MARK_SCRIPT_SOURCE, ...(origins.stripe ? STRIPE_ORIGINS.script : [])].join(' '),
    // UI libraries set style attributes at run time; the only inline script allowed is the signed-in mark's.
    "style-src 'self' 'unsafe-inline'",
    // Inspection photos are shown from presigned URLs of the uploads bucket.
    `img-src 'self' data: blob: ${origins.uploads}`,
    "font-src 'self' data:",
    // Amplify talks to Cognito from the browser; photos are PUT straight to the uploads bucket.
    ['connect-src', "'self'", origins.cognito, origins.uploads, ...(origins.stripe ? STRIPE_ORIGINS.connect : [])]
      .filter(Boolean)
      .join(' '),
    ...(origins.stripe ? [['frame-src', ...STRIPE_ORIGINS.frame].join(' ')] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (origins.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * The security headers by name, as the browser receives them on the web app. HSTS is CloudFront's alone: the
 * browser ignores it over plain HTTP.
 */
export function securityHeaders(origins: SiteOrigins): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(origins),
    'x-content-type-options': 'nosniff',
    'x-frame-options': FRAME_OPTIONS,
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
  };
}
