import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { CatalogPatterns, type WireError } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { HttpErrorFilter } from '../http/http-error.filter';
import { BrandsController } from './brands.controller';
import { CollectionsController } from './collections.controller';
import { GuidesController } from './guides.controller';
import { ProductsController } from './products.controller';
import { NO_ADMIN_SESSIONS } from '../auth/testing/no-admin-sessions';

/** Records what the controllers send and answers from a table, instead of the transport. */
class FakeRpc {
  readonly sent: Array<{ pattern: string; payload: unknown }> = [];
  constructor(private readonly answer: (pattern: string, payload: unknown) => unknown) {}

  send(pattern: string, payload: unknown): Promise<unknown> {
    this.sent.push({ pattern, payload });
    try {
      return Promise.resolve(this.answer(pattern, payload));
    } catch (error) {
      return Promise.reject(error as WireError);
    }
  }
}

describe('catalogue routes in the BFF', () => {
  let app: NestFastifyApplication;
  let rpc: FakeRpc;

  beforeAll(async () => {
    rpc = new FakeRpc((pattern, payload) => {
      if (pattern === CatalogPatterns.productBySlug && (payload as { slug: string }).slug === 'missing') {
        throw {
          code: 'CATALOG.PRODUCT_NOT_FOUND',
          kind: 'not_found',
          message: "Product 'missing' not found",
        } satisfies WireError;
      }
      return pattern === CatalogPatterns.productsList ? { products: [], total: 0 } : [];
    });
    @Module({
      controllers: [ProductsController, CollectionsController, BrandsController, GuidesController],
      providers: [{ provide: RpcClient, useValue: rpc }, ...NO_ADMIN_SESSIONS],
    })
    class TestModule {}
    app = await NestFactory.create<NestFastifyApplication>(TestModule, new FastifyAdapter(), {
      logger: false,
    });
    app.setGlobalPrefix('api');
    app.useGlobalFilters(new HttpErrorFilter());
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });

  afterAll(() => app.close());
  beforeEach(() => rpc.sent.splice(0));

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('routes /api/products/featured to the featured products, not to a product called "featured"', async () => {
    const response = await get('/api/products/featured');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(rpc.sent).toEqual([{ pattern: CatalogPatterns.productsFeatured, payload: {} }]);
  });

  it('routes /api/collections/featured to the featured collections', async () => {
    await get('/api/collections/featured');
    expect(rpc.sent).toEqual([{ pattern: CatalogPatterns.collectionsFeatured, payload: {} }]);
  });

  it('sends a product slug to the product handler and answers an unknown one with a JSON 404', async () => {
    expect((await get('/api/products/aria-pendant')).statusCode).toBe(200);
    expect(rpc.sent[0]).toEqual({
      pattern: CatalogPatterns.productBySlug,
      payload: { slug: 'aria-pendant' },
    });
    const missing = await get('/api/products/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      statusCode: 404,
      code: 'CATALOG.PRODUCT_NOT_FOUND',
      message: "Product 'missing' not found",
    });
  });

  it('parses the related-products query into numbers and ids before sending it', async () => {
    const category = '6f1c1f4e-8a51-4a51-9d36-1f0f3c2b7a10';
    const exclude = '0b9d5c2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
    await get(`/api/products?category=${category}&limit=4&exclude=${exclude}`);
    expect(rpc.sent[0]?.payload).toMatchObject({ category: [category], exclude, limit: 4, page: 1 });
  });

  it.each([
    ['page=0', 'page'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['page=abc', 'page'],
    ['category=not-a-uuid', 'category'],
  ])('answers ?%s with a 400 naming %s, without calling the catalog', async (query, field) => {
    const response = await get(`/api/products?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining(field) });
    expect(rpc.sent).toEqual([]);
  });

  it('defaults the guides language to English and forwards a chosen one', async () => {
    await get('/api/guides');
    await get('/api/guides/layering-light?language=de');
    expect(rpc.sent).toEqual([
      { pattern: CatalogPatterns.guidesList, payload: { language: 'en' } },
      { pattern: CatalogPatterns.guideBySlug, payload: { slug: 'layering-light', language: 'de' } },
    ]);
  });

  it('rejects a guides language that is not a two-letter code', async () => {
    expect((await get('/api/guides?language=english')).statusCode).toBe(400);
  });
});
