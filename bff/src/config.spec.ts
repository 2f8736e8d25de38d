import { bffEnvSchema, servesApiDocs } from './config';

const PRODUCTION = { NODE_ENV: 'production', REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_URL: 'postgres://127.0.0.1/lumina', MEILI_URL: 'http://127.0.0.1:7700' };

describe('BFF configuration', () => {
  it('refuses production without CLICK_HASH_SECRET, naming it', () => {
    const result = bffEnvSchema.safeParse(PRODUCTION);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['CLICK_HASH_SECRET'], message: 'is required in production' })]);
    expect(bffEnvSchema.safeParse({ ...PRODUCTION, CLICK_HASH_SECRET: 'an-operator-secret-value' }).success).toBe(true);
  });

  it('serves /api/docs outside production, and in production only when API_DOCS enables it', () => {
    const parse = (env: Record<string, string>) => servesApiDocs(bffEnvSchema.parse({ ...PRODUCTION, CLICK_HASH_SECRET: 'an-operator-secret-value', ...env }));
    expect(parse({ NODE_ENV: 'development' })).toBe(true);
    expect(parse({})).toBe(false);
    expect(parse({ API_DOCS: 'true' })).toBe(true);
    expect(parse({ NODE_ENV: 'development', API_DOCS: 'false' })).toBe(false);
  });
});
