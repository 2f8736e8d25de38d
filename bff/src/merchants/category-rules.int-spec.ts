import type { IngestLogDto, MapCategoryReply, MerchantDto, UnmappedCategoryDto } from '@lumina/contracts';
import { eventually } from '@lumina/platform/testing';
import { signedInAs, type SignedIn } from '../auth/testing/admin-sessions';
import { startMerchantsBff, type MerchantsBff } from './testing/merchants-bff';

jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

const HEADER = 'sku,title,price,link,category\n';
const row = (sku: string, title: string, category: string) => `${sku},${title},49.00,https://shop.example/${sku},${category}\n`;

/**
 * Issue 29 item 2 through the BFF, the real merchants and catalog services and a loopback feed:
 * rows whose category maps nowhere are held and listed with their counts; a rule on the merchant
 * writes them into the catalogue without a new sync; a row that becomes unmapped keeps its product.
 */
describe('merchant category rules and held rows', () => {
  let bff: MerchantsBff;
  let admin: SignedIn;
  let analyst: SignedIn;

  beforeAll(async () => {
    bff = await startMerchantsBff('category-rules');
    admin = await signedInAs(bff.app, 'admin');
    analyst = await signedInAs(bff.app, 'analyst');
  }, 180_000);
  afterAll(() => bff?.close(), 60_000);

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, who: SignedIn, payload?: object) => bff.app.inject({ method, url, payload, headers: who.headers });
  const logsOf = async (merchantId: string): Promise<IngestLogDto[]> => (await inject('GET', `/api/ingest/logs?merchantId=${merchantId}&limit=10`, analyst)).json();
  const sync = async (merchantId: string, runs: number) => {
    expect((await inject('POST', `/api/ingest/${merchantId}`, admin)).statusCode).toBe(202);
    await eventually(() => logsOf(merchantId), (logs) => logs.length === runs && logs[0]?.status === 'completed', 60_000);
  };
  const unmapped = async (merchantId: string): Promise<UnmappedCategoryDto[]> => (await inject('GET', `/api/merchants/${merchantId}/unmapped-categories`, analyst)).json();
  const productsOf = (merchantId: string) =>
    bff.catalog.database.query<{ sku: string; category: string | null; retired: boolean }>(
      `SELECT p.sku, c.slug AS category, p.retired_at IS NOT NULL AS retired FROM catalog.products p
         LEFT JOIN catalog.categories c ON c.id = p.category_id WHERE p.merchant_id = $1 ORDER BY p.sku`,
      [merchantId],
    );

  it('holds unmapped rows with their counts, maps them by a rule without a sync, and keeps a product whose row becomes unmapped', async () => {
    bff.feeds.serve('/rules.csv', HEADER + row('D1', 'Arbeitsplatzleuchte Eins', 'Büro > Arbeitsplatz') + row('D2', 'Arbeitsplatzleuchte Zwei', 'Büro > Arbeitsplatz') + row('C1', 'Leuchte Nova', 'Ceiling Lights'));
    const created = await inject('POST', '/api/merchants', admin, { name: 'Bürolicht', feedUrl: bff.feeds.url('/rules.csv') });
    const shop = created.json<MerchantDto>();
    await sync(shop.id, 1);

    expect(await unmapped(shop.id)).toEqual([{ categoryText: 'Büro > Arbeitsplatz', rows: 2, since: expect.any(String) }]);
    expect(await productsOf(shop.id)).toEqual([{ sku: 'C1', category: 'ceiling-lights', retired: false }]);
    expect((await logsOf(shop.id))[0]?.rejectedRows).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'category', reason: expect.stringContaining('held until a category rule maps it') })]),
    );

    // A category that does not exist, or a bad body: 400, nothing changes.
    expect((await inject('POST', `/api/merchants/${shop.id}/category-rules`, admin, { categoryText: 'Büro > Arbeitsplatz', categorySlug: 'desk-lamps-nowhere' })).statusCode).toBe(400);
    expect((await inject('POST', `/api/merchants/${shop.id}/category-rules`, admin, { categoryText: '' , categorySlug: 'table-lamps' })).statusCode).toBe(400);
    expect((await inject('POST', `/api/merchants/${shop.id}/category-rules`, analyst, { categoryText: 'Büro > Arbeitsplatz', categorySlug: 'table-lamps' })).statusCode).toBe(403);
    expect(await unmapped(shop.id)).toHaveLength(1);

    const mapped = await inject('POST', `/api/merchants/${shop.id}/category-rules`, admin, { categoryText: 'Büro > Arbeitsplatz', categorySlug: 'table-lamps' });
    expect(mapped.statusCode).toBe(200);
    expect(mapped.json<MapCategoryReply>()).toEqual({ resent: 2, stillHeld: 0 });
    expect(await unmapped(shop.id)).toEqual([]);
    expect(await productsOf(shop.id)).toEqual([
      { sku: 'C1', category: 'ceiling-lights', retired: false },
      { sku: 'D1', category: 'table-lamps', retired: false },
      { sku: 'D2', category: 'table-lamps', retired: false },
    ]);
    const merchant = (await inject('GET', '/api/merchants', admin)).json<MerchantDto[]>().find((m) => m.id === shop.id);
    expect(merchant?.mappingConfig).toMatchObject({ categories: { 'Büro > Arbeitsplatz': 'table-lamps' } });

    // The ceiling light's row now names a category nobody mapped: held, and its product stays as it was.
    bff.feeds.serve('/rules.csv', HEADER + row('D1', 'Arbeitsplatzleuchte Eins', 'Büro > Arbeitsplatz') + row('D2', 'Arbeitsplatzleuchte Zwei', 'Büro > Arbeitsplatz') + row('C1', 'Leuchte Nova', 'Sonstiges'));
    await sync(shop.id, 2);
    expect(await unmapped(shop.id)).toEqual([{ categoryText: 'Sonstiges', rows: 1, since: expect.any(String) }]);
    expect(await productsOf(shop.id)).toEqual([
      { sku: 'C1', category: 'ceiling-lights', retired: false },
      { sku: 'D1', category: 'table-lamps', retired: false },
      { sku: 'D2', category: 'table-lamps', retired: false },
    ]);
  });
});
