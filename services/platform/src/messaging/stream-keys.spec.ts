import { owningService, StreamKeys } from './stream-keys';

describe('owningService', () => {
  it('is the first dot-segment of a pattern', () => {
    expect(owningService('catalog.categories.list')).toBe('catalog');
    expect(owningService('cart')).toBe('cart');
  });
});

describe('StreamKeys', () => {
  const keys = new StreamKeys('lumina');

  it('names each stream under the prefix', () => {
    expect(keys.request('catalog')).toBe('lumina:rpc:catalog');
    expect(keys.event('order.paid')).toBe('lumina:evt:order.paid');
    expect(keys.reply('c1')).toBe('lumina:reply:c1');
    expect(keys.deadLetter('orders')).toBe('lumina:dlq:orders');
  });

  it('accepts only reply keys of its own prefix as a reply destination', () => {
    expect(keys.isReplyKey('lumina:reply:c1')).toBe(true);
    expect(keys.isReplyKey('lumina:reply:')).toBe(false);
    expect(keys.isReplyKey('lumina:rpc:catalog')).toBe(false);
    expect(keys.isReplyKey('other:reply:c1')).toBe(false);
  });
});
