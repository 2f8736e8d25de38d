import type { MigrationInterface, QueryRunner } from 'typeorm';
import { FeedAuthCipher, isSealed } from '../secrets/feed-auth.cipher';

/**
 * Feed URLs sealed at rest like feed credentials (a URL often carries the merchant's access token
 * in its query): each stored URL is encrypted with the service's key, and the validators of the last
 * sync, which named the URL in the clear, are dropped (the next sync reads each feed whole once).
 * A factory, since the key is configuration (MERCHANTS_SECRET_KEY), not code.
 */
export function encryptFeedUrlsMigration(secretKey: Buffer): new () => MigrationInterface {
  const cipher = new FeedAuthCipher(secretKey);
  return class EncryptFeedUrls1766700000000 implements MigrationInterface {
    name = 'EncryptFeedUrls1766700000000';

    async up(queryRunner: QueryRunner): Promise<void> {
      const rows = (await queryRunner.query(`SELECT id, feed_url FROM merchants WHERE feed_url IS NOT NULL`)) as Array<{ id: string; feed_url: string }>;
      for (const row of rows.filter((each) => !isSealed(each.feed_url)))
        await queryRunner.query(`UPDATE merchants SET feed_url = $2 WHERE id = $1`, [row.id, cipher.sealText(row.feed_url)]);
      await queryRunner.query(`UPDATE merchants SET feed_validators = NULL`);
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      const rows = (await queryRunner.query(`SELECT id, feed_url FROM merchants WHERE feed_url IS NOT NULL`)) as Array<{ id: string; feed_url: string }>;
      for (const row of rows.filter((each) => isSealed(each.feed_url)))
        await queryRunner.query(`UPDATE merchants SET feed_url = $2 WHERE id = $1`, [row.id, cipher.openText(row.feed_url)]);
      await queryRunner.query(`UPDATE merchants SET feed_validators = NULL`);
    }
  };
}
