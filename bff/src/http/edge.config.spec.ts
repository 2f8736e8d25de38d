import { parseEnv } from '@lumina/platform';
import { bffEnvSchema } from '../config';

const env = (settings: Record<string, string>) => ({ DATABASE_URL: 'postgres://127.0.0.1:5432/lumina', ...settings });

describe('TRUSTED_PROXIES', () => {
  it('trusts no proxy by default', () => {
    expect(parseEnv(bffEnvSchema, env({})).TRUSTED_PROXIES).toEqual([]);
  });

  it('takes comma-separated addresses, CIDRs and range names', () => {
    const { TRUSTED_PROXIES } = parseEnv(bffEnvSchema, env({ TRUSTED_PROXIES: ' 10.0.0.0/8, 127.0.0.1 ,fd00::/8,::1,loopback' }));
    expect(TRUSTED_PROXIES).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8', '::1', 'loopback']);
  });

  it.each([
    ['10.0.0.0/33', "TRUSTED_PROXIES: '10.0.0.0/33' has a prefix length outside 0-32"],
    ['127.0.0.1,ingress.local', "TRUSTED_PROXIES: 'ingress.local' is not an address or CIDR"],
    ['1.2.3', "TRUSTED_PROXIES: '1.2.3' is not an address or CIDR"],
    ['::1/129', "TRUSTED_PROXIES: '::1/129' has a prefix length outside 0-128"],
  ])('refuses %s at start-up, naming the entry', (value, problem) => {
    expect(() => parseEnv(bffEnvSchema, env({ TRUSTED_PROXIES: value }))).toThrow(problem);
  });
});
