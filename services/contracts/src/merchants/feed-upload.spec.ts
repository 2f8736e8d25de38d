import { FEED_UPLOAD_ENDINGS, feedUploadType } from './feed-upload';

describe('feedUploadType', () => {
  it.each([
    ['lamps.csv', { format: 'csv', packing: 'plain' }],
    ['Lamps.CSV', { format: 'csv', packing: 'plain' }],
    ['export.tsv.gz', { format: 'tsv', packing: 'gzip' }],
    ['google.xml.gz', { format: 'xml', packing: 'gzip' }],
    ['items.ndjson', { format: 'json', packing: 'plain' }],
    ['feed.txt', { format: 'auto', packing: 'plain' }],
    ['awin.zip', { format: 'auto', packing: 'zip' }],
  ])('reads %s as %j', (name, type) => {
    expect(feedUploadType(name)).toEqual(type);
  });

  it.each(['photo.png', 'products.xlsx', 'feed.csv.bz2', 'archive.gz', 'csv', ''])('refuses %j', (name) => {
    expect(feedUploadType(name)).toBeNull();
  });

  it('accepts every ending it offers to the file picker', () => {
    expect(FEED_UPLOAD_ENDINGS.every((ending) => feedUploadType(`file${ending}`) !== null)).toBe(true);
  });
});
