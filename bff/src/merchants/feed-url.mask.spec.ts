import { MASKED_SECRET, type MerchantDto } from '@lumina/contracts';
import { maskFeedUrl, merchantsForRole } from './feed-url.mask';

describe('maskFeedUrl', () => {
  it('keeps where the feed is and masks every query value and a password', () => {
    expect(maskFeedUrl('https://user:pa55@feeds.example:8443/export/products.csv?token=abc123&format=csv#top')).toBe(
      `https://user:${MASKED_SECRET}@feeds.example:8443/export/products.csv?token=${MASKED_SECRET}&format=${MASKED_SECRET}`,
    );
  });

  it('leaves a URL without query or credentials as it is', () => {
    expect(maskFeedUrl('http://127.0.0.1:8080/feeds/lichthaus.csv')).toBe('http://127.0.0.1:8080/feeds/lichthaus.csv');
  });
});

describe('merchantsForRole', () => {
  const merchant = { id: 'm1', feedUrl: 'https://feeds.example/f.csv?key=secret' } as MerchantDto;

  it('shows the whole URL to a role that may edit merchants, a masked one to the others', () => {
    expect(merchantsForRole([merchant], 'catalog_manager')[0]?.feedUrl).toBe(merchant.feedUrl);
    expect(merchantsForRole([merchant], 'analyst')[0]?.feedUrl).toBe(`https://feeds.example/f.csv?key=${MASKED_SECRET}`);
    expect(merchantsForRole([merchant], undefined)[0]?.feedUrl).toBe(`https://feeds.example/f.csv?key=${MASKED_SECRET}`);
  });
});
