import { createHmac } from 'node:crypto';

/**
 * A visitor's identity for the 30-minute window: HMAC of IP + user agent under a salt derived
 * from the secret and the UTC day, so hashes cannot be joined across days and the raw IP never
 * leaves this process. Two clicks either side of midnight UTC may both count (documented).
 */
export class VisitorHasher {
  private day = '';
  private salt: Buffer = Buffer.alloc(0);

  constructor(private readonly secret: string) {}

  hash(ip: string, userAgent: string, now = new Date()): string {
    const day = now.toISOString().slice(0, 10);
    if (day !== this.day) {
      this.day = day;
      this.salt = createHmac('sha256', this.secret).update(`visitor-salt:${day}`).digest();
    }
    return createHmac('sha256', this.salt).update(`${ip}\n${userAgent}`).digest('hex').slice(0, 32);
  }
}
