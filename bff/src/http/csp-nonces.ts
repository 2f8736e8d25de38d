import type { FastifyReply } from 'fastify';

/** This response's CSP nonces, for the page's own `<script>` and `<style>` elements (spa-fallback.ts). */
export interface CspNonces {
  script: string;
  style: string;
}

/**
 * The nonces helmet put on the reply; none when it did not (a route with its own policy, or a test
 * without helmet). Read here because helmet's type augmentation targets the `fastify` copy beside
 * it in node_modules, not the one the BFF resolves.
 */
export function cspNonces(reply: FastifyReply): CspNonces | undefined {
  return (reply as FastifyReply & { cspNonce?: CspNonces | null }).cspNonce ?? undefined;
}
