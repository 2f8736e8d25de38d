import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RouteOptions } from 'fastify';
import { QUEUE_BOARD_PATH } from '../admin/queues/queue-board';
import { API_PREFIX } from './api-prefix';

type Directives = Record<string, string[]>;

/** Stripe.js and the frames of its Payment Element (checkout with the 'stripe' provider, spec §7). */
const STRIPE = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};

/**
 * React's inline script that records a form submitted before hydration and replays it after (the
 * newsletter form's function action, newsletter-form.tsx). React's static prerender takes no nonce
 * (its output is meant to be cacheable), so the script is allowed by its hash: the same text for a
 * given React version. A React upgrade that changes it shows in the e2e CSP guard (server-render's
 * German home page), whose message names the new hash.
 */
const REACT_FORM_REPLAY_SCRIPT = "'sha256-CwHpiObGc0Kj6qtRFzUVGqk0apwmCrylJaQU+RajuJ0='";

/**
 * The shop's policy. Page scripts are the build's own files ('self') plus the nonce helmet makes
 * per response (reply.cspNonce, put on the page's own tags by spa-fallback.ts); a script that a feed's
 * HTML smuggles into a product description carries no nonce and does not run.
 *
 * `style-src-attr 'unsafe-inline'`: the server-rendered HTML carries React `style` props as
 * attributes (the free-shipping bar's width, a badge's colour) and a nonce cannot be put on an
 * attribute; without it those pages would paint wrongly until hydrated. Attributes cannot run
 * script or load anything the other directives refuse; `<style>` elements still need the nonce.
 */
const SHOP_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'script-src': ["'self'", REACT_FORM_REPLAY_SCRIPT, ...STRIPE.script],
  'style-src': ["'self'"],
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", ...STRIPE.connect],
  'frame-src': STRIPE.frame,
};

/**
 * Third-party pages with inline `<style>` elements and style attributes in their own HTML that
 * cannot take our nonce: the queue board (Bull Board, which also asks Google Fonts for its type)
 * and Swagger UI. Their scripts are still only their own files.
 */
const TOOL_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:', 'https://fonts.gstatic.com'],
};

const TOOL_PATHS = [QUEUE_BOARD_PATH, `/${API_PREFIX}/docs`];

function isToolRoute(url: string): boolean {
  return TOOL_PATHS.some((path) => url === path || url.startsWith(`${path}/`) || url.startsWith(`${path}-`));
}

/**
 * Security headers on every response (ARCHITECTURE §20): the CSP above, `X-Content-Type-Options:
 * nosniff`, a Referrer-Policy that sends other sites the origin only, and HSTS in production only
 * (a development server on http://localhost must not pin the browser to https).
 */
export async function registerSecurityHeaders(app: NestFastifyApplication, options: { production: boolean }): Promise<void> {
  const base = {
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Stripe's frames and the product images of other hosts are cross-origin resources without CORP headers.
    crossOriginEmbedderPolicy: false,
    // Stripe's wallets and bank redirects open windows that report back to the page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    xFrameOptions: { action: 'deny' },
  } satisfies FastifyHelmetOptions;
  // Routes registered after this (the board, Swagger UI) get their own policy and no nonces.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route: RouteOptions) => {
      if (!isToolRoute(route.url)) return;
      route.config = { ...route.config, helmet: { ...base, enableCSPNonces: false, contentSecurityPolicy: { useDefaults: false, directives: TOOL_DIRECTIVES } } } as never;
    });
  await app.register(fastifyHelmet, {
    ...base,
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives: SHOP_DIRECTIVES },
  });
}
