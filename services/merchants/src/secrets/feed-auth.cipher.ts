import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { feedAuthSchema, type FeedAuth } from '@lumina/contracts';

/**
 * Feed credentials at rest: AES-256-GCM with a fresh 96-bit IV per value; the tag authenticates,
 * so a tampered or wrongly keyed value fails to open instead of yielding garbage.
 * Stored as `v1:<base64 iv>:<base64 tag>:<base64 ciphertext>`.
 */
export class FeedAuthCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The feed-auth key must be 32 bytes');
  }

  seal(auth: FeedAuth): string | null {
    if (!('type' in auth)) return null;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(auth), 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
  }

  open(sealed: string | null): FeedAuth {
    if (sealed === null) return {};
    const [version, iv, tag, body] = sealed.split(':');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown feed-auth format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    const json = Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    return feedAuthSchema.parse(JSON.parse(json));
  }
}
