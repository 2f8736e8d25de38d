import { MASKED_SECRET, MerchantsPatterns } from '@lumina/contracts';
import { eventually } from '@lumina/platform/testing';
import { startMerchantsForTest, type MerchantsFixture } from '../testing/merchants-test-env';

describe('merchants CRUD over the transport', () => {
  let fx: MerchantsFixture;

  beforeAll(async () => {
    fx = await startMerchantsForTest('merchants-crud');
  });
  afterAll(() => fx.close());

  const create = (input: Record<string, unknown>) => fx.merchants.rpc.send(MerchantsPatterns.create, input as never);

  it('creates a merchant with the spec defaults and announces it', async () => {
    const merchant = await create({ name: 'Lampen Welt', affiliateNetwork: 'Awin' });
    expect(merchant).toEqual({
      id: expect.any(String),
      name: 'Lampen Welt',
      description: null,
      website: null,
      affiliateNetwork: 'Awin',
      feedUrl: null,
      feedAuth: {},
      mappingConfig: {},
      defaultCurrency: 'USD',
      feedLanguage: 'en',
      defaultShippingMinor: {},
      isActive: true,
      createdAt: expect.any(String),
      feedFormat: 'auto',
      syncIntervalHours: 6,
      syncPausedReason: null,
      commissionRate: null,
      earningsPerClick: null,
      subIdParam: 'clickref',
    });
    const events = await eventually(
      () => fx.changed.filter((event) => event.merchant.id === merchant.id),
      (found) => found.length === 1,
      5000,
    );
    expect(events[0].merchant).toEqual(merchant);
  });

  it('creates once when the same request is delivered again (a replica died before its reply)', async () => {
    const messageId = `create-${Date.now()}`;
    const send = () => fx.merchants.rpc.send(MerchantsPatterns.create, { name: 'Once Only Lights' } as never, { messageId });
    const first = await send();
    const again = await send();

    expect(again.id).toBe(first.id);
    const all = await fx.merchants.rpc.send(MerchantsPatterns.list, {} as never);
    expect(all.filter((m) => m.name === 'Once Only Lights')).toHaveLength(1);
  });

  it('does not let a redelivered older update undo a later one', async () => {
    const merchant = await create({ name: 'Edit Order Lights' });
    const update = (name: string, messageId: string) =>
      fx.merchants.rpc.send(MerchantsPatterns.update, { id: merchant.id, changes: { name } } as never, { messageId });
    await update('First Name', `upd-a-${merchant.id}`);
    await update('Second Name', `upd-b-${merchant.id}`);

    const replayed = await update('First Name', `upd-a-${merchant.id}`);

    expect(replayed.name).toBe('Second Name');
  });

  it.each([
    ['CJ', 'sid'],
    ['TradeTracker', 'r'],
    ['Tradedoubler', 'epi'],
  ])('takes the sub-id parameter of network %s (%s)', async (affiliateNetwork, subIdParam) => {
    expect(await create({ name: `Shop on ${affiliateNetwork}`, affiliateNetwork })).toMatchObject({ subIdParam });
  });

  it('refuses an unknown network without a sub-id parameter, naming the field', async () => {
    await expect(create({ name: 'Rakuten shop', affiliateNetwork: 'Rakuten' })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: expect.stringContaining('subIdParam'),
    });
    expect(await create({ name: 'Rakuten shop', affiliateNetwork: 'Rakuten', subIdParam: 'u1' })).toMatchObject({ subIdParam: 'u1' });
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x', website: 'ftp://files.example' }, 'website'],
    [{ name: 'x', feedUrl: 'javascript:alert(1)' }, 'feedUrl'],
    [{ name: 'x', defaultCurrency: 'GBP' }, 'defaultCurrency'],
    [{ name: 'x', mappingConfig: { product_name: 'nonsense' } }, 'mappingConfig.product_name'],
    [{ name: 'x', feedAuth: { type: 'basic', username: 'u' } }, 'feedAuth'],
    [{ name: 'x', syncIntervalHours: 0 }, 'syncIntervalHours'],
    [{ name: 'x', commissionRate: '-3' }, 'commissionRate'],
  ])('refuses %j naming %s', async (input, field) => {
    await expect(create(input)).rejects.toMatchObject({ code: 'VALIDATION', message: expect.stringContaining(field) });
  });

  it('stores feed credentials encrypted, shows them masked, and keeps them when the mask comes back', async () => {
    const merchant = await create({
      name: 'Secret feed',
      feedUrl: 'https://feeds.example/secret.csv',
      feedAuth: { type: 'basic', username: 'shop', password: 'p4ssw0rd-very-secret' },
    });
    expect(merchant.feedAuth).toEqual({ type: 'basic', username: 'shop', password: MASKED_SECRET });
    const updated = await fx.merchants.rpc.send(MerchantsPatterns.update, {
      id: merchant.id,
      changes: { description: 'now described', feedAuth: { type: 'basic', username: 'shop2', password: MASKED_SECRET } },
    });
    expect(updated).toMatchObject({ description: 'now described', feedAuth: { type: 'basic', username: 'shop2', password: MASKED_SECRET } });
    expect(JSON.stringify(fx.changed)).not.toContain('p4ssw0rd');
  });

  it('updates only the fields sent (omitted feedAuth and mappingConfig stay)', async () => {
    const merchant = await create({ name: 'Partial', mappingConfig: { preset: 'google' }, defaultCurrency: 'EUR' });
    const updated = await fx.merchants.rpc.send(MerchantsPatterns.update, { id: merchant.id, changes: { name: 'Partial 2' } });
    expect(updated).toMatchObject({ name: 'Partial 2', mappingConfig: { preset: 'google' }, defaultCurrency: 'EUR' });
  });

  it('deactivates on remove, announcing isActive false, and lists it still', async () => {
    const merchant = await create({ name: 'Leaving' });
    const removed = await fx.merchants.rpc.send(MerchantsPatterns.remove, { id: merchant.id });
    expect(removed.isActive).toBe(false);
    await eventually(
      () => fx.changed.filter((event) => event.merchant.id === merchant.id && !event.merchant.isActive),
      (found) => found.length === 1,
      5000,
    );
    const listed = await fx.merchants.rpc.send(MerchantsPatterns.list, {});
    expect(listed.find((m) => m.id === merchant.id)).toMatchObject({ isActive: false });
  });

  it('answers NOT_FOUND for an unknown merchant', async () => {
    await expect(
      fx.merchants.rpc.send(MerchantsPatterns.byId, { id: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'MERCHANTS.NOT_FOUND', kind: 'not_found' });
  });
});
