import { migrate } from '@lumina/platform';
import { createOwnDatabase, type OwnDatabase } from '@lumina/platform/testing';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { merchantsDataSourceOptions } from '../data-source';
import { FeedAuthCipher } from '../secrets/feed-auth.cipher';

/** The migration that seals the feed URLs a database already holds, and its way back. */
describe('EncryptFeedUrls migration', () => {
  const key = randomBytes(32);
  const cipher = new FeedAuthCipher(key);
  const url = 'https://feeds.example/export.csv?token=stored-before-the-migration';
  let database: OwnDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createOwnDatabase('encrypt-feed-urls');
    dataSource = new DataSource(merchantsDataSourceOptions(database.url, key));
    await dataSource.initialize();
    await migrate(dataSource);
    // The database as it was before: the migration undone, a merchant with its URL in the clear.
    const names = dataSource.migrations.map((migration) => migration.name);
    for (let undo = names.length - names.indexOf('EncryptFeedUrls1766700000000'); undo > 0; undo -= 1)
      await dataSource.undoLastMigration({ transaction: 'each' });
    await database.query(
      `INSERT INTO merchants.merchants (name, feed_url, sub_id_param, feed_validators) VALUES ('Before', $1, 'clickref', $2)`,
      [url, JSON.stringify({ url, rules: 'r', etag: '"1"', lastModified: null, readAt: 0 })],
    );
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  const stored = async () =>
    (await database.query<{ feed_url: string; feed_validators: unknown }>(`SELECT feed_url, feed_validators FROM merchants.merchants WHERE name = 'Before'`))[0];

  it('seals a stored URL with the key and drops the validators that named it; down opens it again', async () => {
    expect((await migrate(dataSource))[0]).toBe('EncryptFeedUrls1766700000000');
    const sealed = await stored();
    expect(sealed?.feed_url).not.toContain('stored-before-the-migration');
    expect(cipher.openText(sealed?.feed_url ?? '')).toBe(url);
    expect(sealed?.feed_validators).toBeNull();

    await dataSource.undoLastMigration({ transaction: 'each' });
    expect((await stored())?.feed_url).toBe(url);
  });
});
