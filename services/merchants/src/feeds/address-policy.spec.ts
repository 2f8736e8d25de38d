import { classifyAddress, isAllowedHost } from './address-policy';

// Decided as a pure function: none of these addresses is ever connected to by a test.
describe('classifyAddress', () => {
  it.each([
    ['93.184.216.34'],
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['2606:4700:4700::1111'],
    ['2a00:1450:4001:82a::200e'],
    ['::ffff:93.184.216.34'],
    ['64:ff9b::808:808'],
  ])('allows public unicast %s', (address) => {
    expect(classifyAddress(address)).toEqual({ allowed: true });
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.0.0.2', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT'],
    ['169.254.169.254', 'link-local'],
    ['169.254.0.1', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd00:ec2::254', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:7f00:1', 'loopback'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['64:ff9b:1::a00:1', 'private'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:a9fe:a9fe::', 'link-local'],
    ['2001::1', 'Teredo'],
  ])('refuses %s (%s)', (address, kind) => {
    const verdict = classifyAddress(address);
    expect(verdict.allowed).toBe(false);
    expect(verdict.allowed === false && verdict.reason).toContain(kind);
  });

  it.each([['2130706433'], ['0x7f000001'], ['0177.0.0.1'], ['0x7f.0.0.1'], ['127.1'], ['localhost'], [''], ['1.2.3.4.5']])(
    'refuses the non-canonical or non-address form %j (the URL parser and resolver canonicalise real ones)',
    (address) => {
      expect(classifyAddress(address).allowed).toBe(false);
    },
  );

  it('the WHATWG URL parser turns odd IPv4 notations into the dotted address that is then judged', () => {
    for (const url of ['http://2130706433/', 'http://0x7f000001/', 'http://0177.0.0.1/', 'http://127.1/']) {
      const host = new URL(url).hostname;
      expect(host).toBe('127.0.0.1');
      expect(classifyAddress(host).allowed).toBe(false);
    }
    expect(new URL('http://[::ffff:127.0.0.1]/').hostname).toBe('[::ffff:7f00:1]');
    expect(classifyAddress('::ffff:7f00:1').allowed).toBe(false);
  });
});

describe('isAllowedHost', () => {
  it('matches a listed host by name or name:port, nothing else', () => {
    expect(isAllowedHost('127.0.0.1', 8090, ['127.0.0.1'])).toBe(true);
    expect(isAllowedHost('feeds.local', 8090, ['feeds.local:8090'])).toBe(true);
    expect(isAllowedHost('feeds.local', 8091, ['feeds.local:8090'])).toBe(false);
    expect(isAllowedHost('127.0.0.2', 8090, ['127.0.0.1'])).toBe(false);
    expect(isAllowedHost('[::1]', 80, ['127.0.0.1'])).toBe(false);
    expect(isAllowedHost('localhost', 80, [])).toBe(false);
  });
});
