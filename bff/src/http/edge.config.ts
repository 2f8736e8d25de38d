import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for whole ranges (loopback: 127.0.0.1/8 and ::1/128, and so on). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Why `entry` is not an address, a CIDR or a range name, or undefined when it is one. */
function proxyEntryProblem(entry: string): string | undefined {
  if (RANGE_NAMES.has(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `'${entry}' is not an address or CIDR`;
  if (prefix === undefined) return undefined;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  return bits <= (family === 4 ? 32 : 128) ? undefined : `'${entry}' has a prefix length outside 0-${family === 4 ? 32 : 128}`;
}

const perMinute = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** The BFF's edge (ARCHITECTURE §20): who is calling, and how often they may write. */
export const edgeEnvSchema = z.object({
  /**
   * The proxies (Ingress controller, load balancer) whose X-Forwarded-For is believed: comma-separated
   * addresses or CIDRs (or loopback, linklocal, uniquelocal). Default none: the client address is the
   * connection's, so nobody can choose theirs with a header.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
      for (const problem of entries.map(proxyEntryProblem).filter(Boolean)) ctx.addIssue({ code: 'custom', message: problem as string });
      return entries;
    }),
  /** Sign-in attempts per minute from one client address, whatever the email (all BFF replicas together). */
  SIGN_IN_RATE_PER_ADDRESS: perMinute(30),
  /** Password hashes (sign-in checks) one BFF process runs at once; more sign-ins meanwhile answer 429. */
  SIGN_IN_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /**
   * Password hashes one BFF process starts per second for addresses that are not an account's usual
   * one (a burst of as many); more answer 429 before hashing, so a flood costs the shop little CPU.
   */
  SIGN_IN_HASHES_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Shoppers' writes (cart, clicks, checkout) per minute from one cart session. */
  SHOPPER_WRITE_RATE_PER_SESSION: perMinute(60),
  /** The same writes per minute from one client address, any session: a loose ceiling for a shared address. */
  SHOPPER_WRITE_RATE_PER_ADDRESS: perMinute(600),
});

export type EdgeConfig = z.infer<typeof edgeEnvSchema>;
