import { RequestContext } from './request-context';

describe('RequestContext: message ids of an idempotent request', () => {
  const idsOf = () =>
    RequestContext.run({ requestId: 'r' }, () => {
      RequestContext.setIdempotencyScope('idem:abc');
      return [
        RequestContext.idempotentMessageId('cart.add'),
        RequestContext.idempotentMessageId('catalog.products.snapshots'),
        RequestContext.idempotentMessageId('cart.add'),
      ];
    });

  it('names each message by the scope, its pattern and its turn, the same on every attempt', () => {
    expect(idsOf()).toEqual(['idem:abc:cart.add:1', 'idem:abc:catalog.products.snapshots:1', 'idem:abc:cart.add:2']);
    expect(idsOf()).toEqual(idsOf());
  });

  it('gives none outside an idempotent request (the transport then makes a random one)', () => {
    expect(RequestContext.run({ requestId: 'r' }, () => RequestContext.idempotentMessageId('cart.add'))).toBeUndefined();
  });
});
