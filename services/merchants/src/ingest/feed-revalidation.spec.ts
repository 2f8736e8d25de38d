import { FULL_READ_AFTER_MS, feedUrlDigest, validatorsToKeep, validatorsToSend, type RevalidationContext } from './feed-revalidation';

const now = Date.parse('2026-11-26T12:00:00Z');
const url = 'https://shop.example/feed.xml.gz';
const kept = { urlDigest: feedUrlDigest(url), rules: 'r1', etag: '"v1"', lastModified: 'Wed, 25 Nov 2026 10:00:00 GMT', readAt: now - 60_000 };
const context = (changes: Partial<RevalidationContext> = {}, merchant: Partial<RevalidationContext['merchant']> = {}): RevalidationContext => ({
  merchant: { feedUrl: url, feedValidators: kept, lastGoodItemCount: 120, ...merchant },
  upload: false,
  checkpoint: 0,
  productsInShop: true,
  rules: 'r1',
  now,
  ...changes,
});

describe('validatorsToSend', () => {
  it('sends back the last good sync’s validators when nothing but the file could have changed', () => {
    expect(validatorsToSend(context())).toEqual({ etag: '"v1"', lastModified: 'Wed, 25 Nov 2026 10:00:00 GMT' });
  });

  it.each<[string, RevalidationContext]>([
    ['no validators kept', context({}, { feedValidators: null })],
    ['an uploaded file', context({ upload: true })],
    ['a restarted run', context({ checkpoint: 1000 })],
    ['no products of the merchant in the shop', context({ productsInShop: false })],
    ['no good sync yet', context({}, { lastGoodItemCount: null })],
    ['another feed URL', context({}, { feedUrl: 'https://shop.example/other.csv' })],
    ['other reading rules (mapping, name, currency, format, writer)', context({ rules: 'r2' })],
    ['a last full read a day ago', context({ now: kept.readAt + FULL_READ_AFTER_MS })],
    ['validators kept before their read time was', context({}, { feedValidators: { ...kept, readAt: undefined as unknown as number } })],
  ])('reads the feed whole after %s', (_case, given) => {
    expect(validatorsToSend(given)).toBeUndefined();
  });
});

describe('validatorsToKeep', () => {
  it('keeps what the server sent, with the URL, the rules and the read time', () => {
    expect(validatorsToKeep(url, 'r1', { etag: null, lastModified: 'Wed, 25 Nov 2026 10:00:00 GMT' }, now)).toEqual({
      urlDigest: feedUrlDigest(url),
      rules: 'r1',
      etag: null,
      lastModified: 'Wed, 25 Nov 2026 10:00:00 GMT',
      readAt: now,
    });
  });

  it('keeps nothing when the server sent no validator', () => {
    expect(validatorsToKeep(url, 'r1', { etag: null, lastModified: null }, now)).toBeNull();
  });
});
