import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { CatalogPatterns } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { HttpErrorFilter } from '../http/http-error.filter';
import { ProductsController } from './products.controller';
import { NO_ADMIN_SESSIONS } from '../auth/testing/no-admin-sessions';

const FACETS = {
  category: {},
  brand: { 'aurelia-smart': 3 },
  bulbType: {},
  ipRating: {},
  finish: {},
  features: {},
  isDimmable: { true: 3 },
};

/** GET /api/products as spec §7 and the search issue define it: how the query string reaches the catalog. */
describe('GET /api/products query', () => {
  let app: NestFastifyApplication;
  const sent: unknown[] = [];

  beforeAll(async () => {
    const rpc = {
      send: (pattern: string, payload: unknown) => {
        sent.push(payload);
        return Promise.resolve(
          pattern === CatalogPatterns.productsList ? { products: [], total: 3, facets: FACETS } : [],
        );
      },
    };
    @Module({ controllers: [ProductsController], providers: [{ provide: RpcClient, useValue: rpc }, ...NO_ADMIN_SESSIONS] })
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
  beforeEach(() => sent.splice(0));

  const get = (query: string) => app.inject({ method: 'GET', url: `/api/products?${query}` });

  it('turns repeated filters into lists and parses numbers and flags', async () => {
    const response = await get(
      'q=%20pendant%20&brand=aurelia-smart&brand=voltix&bulbType=E27&isDimmable=true&priceMin=10&priceMax=500&sortBy=price&sortOrder=asc&page=2&limit=12',
    );
    expect(response.statusCode).toBe(200);
    expect(sent[0]).toMatchObject({
      q: 'pendant',
      brand: ['aurelia-smart', 'voltix'],
      bulbType: ['E27'],
      isDimmable: true,
      priceMin: 10,
      priceMax: 500,
      sortBy: 'price',
      sortOrder: 'asc',
      page: 2,
      limit: 12,
    });
  });

  it('returns products, total and the facet counts', async () => {
    expect((await get('brand=aurelia-smart')).json()).toEqual({ products: [], total: 3, facets: FACETS });
  });

  it('treats empty parameters as not given', async () => {
    expect((await get('q=&category=&brand=&sortBy=')).statusCode).toBe(200);
    expect(sent[0]).toMatchObject({ category: [], brand: [], page: 1, limit: 12 });
    expect((sent[0] as { q?: string }).q).toBeUndefined();
  });

  it.each([
    ['page=-1', 'page'],
    ['limit=101', 'limit'],
    ['sortBy=rating', 'sortBy'],
    ['sortOrder=up', 'sortOrder'],
    ['ipRating=IP99', 'ipRating'],
    ['priceMin=-5', 'priceMin'],
    ['isDimmable=yes', 'isDimmable'],
  ])('answers ?%s with a 400 naming %s', async (query, field) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining(field) });
    expect(sent).toEqual([]);
  });
});
