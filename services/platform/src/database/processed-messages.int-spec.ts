import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { RequestContext } from '../context/request-context';
import { testEnv } from '../testing/test-env';
import { buildDataSourceOptions } from './database.options';
import { openDataSource } from './migrations';
import { applyOnce, claimMessage, createProcessedMessagesMigration } from './processed-messages';
import { ProcessedMessagesJanitor } from './processed-messages.janitor';

describe('processed_messages: an effect applied once per producer message id', () => {
  const schema = `pm_${randomBytes(4).toString('hex')}`;
  let db: DataSource;

  beforeAll(async () => {
    db = await openDataSource(
      buildDataSourceOptions({
        url: testEnv().databaseUrl,
        schema,
        entities: [],
        migrations: [createProcessedMessagesMigration(1765500000099)],
        poolSize: 2,
      }),
      true,
    );
    await db.query(`CREATE TABLE effects (id serial PRIMARY KEY, what text NOT NULL)`);
  });
  afterAll(async () => {
    await db.query(`DROP SCHEMA ${schema} CASCADE`);
    await db.destroy();
  });

  const handle = (messageId: string | undefined, what: string, fail = false) =>
    RequestContext.run({ requestId: 'r', messageId }, () =>
      db.transaction(async (tx) => {
        if (!(await claimMessage(tx, 'test.effect'))) return false;
        await tx.query(`INSERT INTO effects (what) VALUES ($1)`, [what]);
        if (fail) throw new Error('crash after the effect, before commit');
        return true;
      }),
    );
  const effects = async () =>
    (await db.query(`SELECT what FROM effects ORDER BY id`)).map((r: { what: string }) => r.what);

  it('applies a message once however often it is delivered, concurrently too', async () => {
    expect(await handle('m-1', 'a')).toBe(true);
    expect(await handle('m-1', 'a')).toBe(false);
    const concurrent = await Promise.all([handle('m-2', 'b'), handle('m-2', 'b'), handle('m-2', 'b')]);
    expect(concurrent.filter(Boolean)).toHaveLength(1);
    expect(await effects()).toEqual(['a', 'b']);
  });

  it('records nothing when the effect rolls back, so the redelivery applies it', async () => {
    await expect(handle('m-3', 'c', true)).rejects.toThrow('crash');
    expect(await handle('m-3', 'c')).toBe(true);
    expect((await effects()).filter((w: string) => w === 'c')).toEqual(['c']);
  });

  it('applies messages without an id (older producers) every time, as before', async () => {
    expect(await handle(undefined, 'd')).toBe(true);
    expect(await handle(undefined, 'd')).toBe(true);
  });

  describe('applyOnce: the answer of an RPC whose effect is a write', () => {
    let writes = 0;
    const add = (messageId: string | undefined, what: string) =>
      RequestContext.run({ requestId: 'r', messageId }, () =>
        db.transaction((tx) =>
          applyOnce(tx, 'test.add', async () => {
            writes += 1;
            await tx.query(`INSERT INTO effects (what) VALUES ($1)`, [what]);
            return { added: 1, what, at: writes };
          }),
        ),
      );

    it('answers a redelivery with the first answer and writes once', async () => {
      writes = 0;
      const first = await add('a-1', 'e');
      const again = await add('a-1', 'e');
      expect(first).toEqual({ added: 1, what: 'e', at: 1 });
      expect(again).toEqual(first);
      expect(writes).toBe(1);
      expect((await effects()).filter((w: string) => w === 'e')).toEqual(['e']);
    });

    it('refuses to apply again a message claimed without a kept answer', async () => {
      await RequestContext.run({ requestId: 'r', messageId: 'a-2' }, () => db.transaction((tx) => claimMessage(tx, 'test.add')));
      await expect(add('a-2', 'f')).rejects.toThrow('already applied');
    });
  });

  it('prunes records older than two days and keeps newer ones', async () => {
    await handle('old-1', 'g');
    await handle('new-1', 'h');
    await db.query(`UPDATE processed_messages SET processed_at = now() - interval '3 days' WHERE message_id = 'old-1'`);

    const removed = await new ProcessedMessagesJanitor(db).prune();

    expect(removed).toBe(1);
    const ids = (await db.query(`SELECT message_id FROM processed_messages`)).map((r: { message_id: string }) => r.message_id);
    expect(ids).toContain('new-1');
    expect(ids).not.toContain('old-1');
  });
});
