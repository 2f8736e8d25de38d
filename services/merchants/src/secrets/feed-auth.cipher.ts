import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { feedAuthSchema, type FeedAuth } from '@lumina/contracts';

/**
 * Feed secrets at rest, credentials and feed URLs (which often carry a token in their query):
 * AES-256-GCM with a fresh 96-bit IV per value; the tag authenticates, so a tampered or wrongly
 * keyed value fails to open instead of yielding garbage.
 * Stored as `v1:<base64 iv>:<base64 tag>:<base64 ciphertext>`.
 */
export class FeedAuthCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The feed-auth key must be 32 bytes');
  }

  seal(auth: FeedAuth): string | null {
    if (!('type' in auth)) return null;
    return this.sealText(JSON.stringify(auth));
  }

  open(sealed: string | null): FeedAuth {
    if (sealed === null) return {};
    return feedAuthSchema.parse(JSON.parse(this.openText(sealed)));
  }

  sealText(text: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return [SEALED_VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
  }

  openText(sealed: string): string {
    const [version, iv, tag, body] = sealed.split(':');
    if (version !== SEALED_VERSION || !iv || !tag || body === undefined) throw new Error('Unknown sealed-secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  }
}

const SEALED_VERSION = 'v1';

/** Whether a stored value is sealed (a feed URL is always http(s)://…, never `v1:`). */
export function isSealed(value: string): boolean {
  return value.startsWith(`${SEALED_VERSION}:`);
}
