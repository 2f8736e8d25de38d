import { parseReplicas, replicaName, replicaProblems } from './replicas';

describe('parseReplicas (LUMINA_REPLICAS)', () => {
  it('reads copies per service and for the BFF, spaces allowed', () => {
    expect(parseReplicas('catalog=3, cart=2,bff=2')).toEqual({ replicas: { catalog: 3, cart: 2, bff: 2 }, problems: [] });
    expect(parseReplicas('')).toEqual({ replicas: {}, problems: [] });
  });

  it('names each bad entry: unknown service, count outside 1..10, malformed, repeated', () => {
    const { replicas, problems } = parseReplicas('catalog=3,search=2,cart=0,orders=11,clicks=two,merchants,catalog=4');
    expect(replicas).toEqual({ catalog: 3 });
    expect(problems).toEqual([
      "'search=2': unknown service 'search' (one of catalog, cart, orders, merchants, clicks, alerts, bff)",
      "'cart=0': the count must be a whole number from 1 to 10",
      "'orders=11': the count must be a whole number from 1 to 10",
      "'clicks=two': the count must be a whole number from 1 to 10",
      "'merchants': expected <service>=<count>, e.g. catalog=3",
      "'catalog=4': catalog is named twice",
    ]);
  });
});

describe('replicaProblems (startSystem({ replicas }))', () => {
  it('accepts 1..10 and names what it refuses', () => {
    expect(replicaProblems({ catalog: 1, bff: 10 })).toEqual([]);
    expect(replicaProblems({ cart: 2.5, web: 2 })).toEqual([
      "'cart=2.5': the count must be a whole number from 1 to 10",
      "'web': unknown service (one of catalog, cart, orders, merchants, clicks, alerts, bff)",
    ]);
  });
});

describe('replicaName', () => {
  it('keeps a single copy under its own name and numbers several', () => {
    expect(replicaName('cart', 0, 1)).toBe('cart');
    expect([0, 1, 2].map((i) => replicaName('cart', i, 3))).toEqual(['cart-1', 'cart-2', 'cart-3']);
  });
});
