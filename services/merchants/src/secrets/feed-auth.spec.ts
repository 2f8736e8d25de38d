import { MASKED_SECRET } from '@lumina/contracts';
import { randomBytes } from 'node:crypto';
import { FeedAuthCipher } from './feed-auth.cipher';
import { maskFeedAuth, MaskedSecretWithoutStoredValueError, unmaskFeedAuth } from './feed-auth.mask';

describe('FeedAuthCipher', () => {
  const cipher = new FeedAuthCipher(randomBytes(32));

  it('seals credentials so the stored text does not contain them, and opens them again', () => {
    const sealed = cipher.seal({ type: 'basic', username: 'shop', password: 'hunter2-secret' });
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('hunter2');
    expect(cipher.open(sealed)).toEqual({ type: 'basic', username: 'shop', password: 'hunter2-secret' });
  });

  it('stores nothing for empty credentials', () => {
    expect(cipher.seal({})).toBeNull();
    expect(cipher.open(null)).toEqual({});
  });

  it('refuses to open a value sealed with another key', () => {
    const sealed = new FeedAuthCipher(randomBytes(32)).seal({ type: 'bearer', token: 't0ken' });
    expect(() => cipher.open(sealed)).toThrow();
  });

  it('gives the same credentials a different sealed text each time (fresh IV)', () => {
    const auth = { type: 'bearer', token: 'abc' } as const;
    expect(cipher.seal(auth)).not.toEqual(cipher.seal(auth));
  });
});

describe('maskFeedAuth', () => {
  it.each([
    [{ type: 'basic', username: 'u', password: 'p' }, { type: 'basic', username: 'u', password: MASKED_SECRET }],
    [{ type: 'bearer', token: 't' }, { type: 'bearer', token: MASKED_SECRET }],
    [{ type: 'header', name: 'X-Api-Key', value: 'v' }, { type: 'header', name: 'X-Api-Key', value: MASKED_SECRET }],
    [{ type: 'query', name: 'token', value: 'v' }, { type: 'query', name: 'token', value: MASKED_SECRET }],
    [{}, {}],
  ] as const)('shows %j as %j', (auth, shown) => {
    expect(maskFeedAuth(auth)).toEqual(shown);
  });
});

describe('unmaskFeedAuth', () => {
  it('keeps the stored secret when the masked value comes back', () => {
    expect(
      unmaskFeedAuth({ type: 'basic', username: 'new-user', password: MASKED_SECRET }, { type: 'basic', username: 'u', password: 'kept' }),
    ).toEqual({ type: 'basic', username: 'new-user', password: 'kept' });
  });

  it('takes a new secret as given', () => {
    expect(unmaskFeedAuth({ type: 'bearer', token: 'fresh' }, { type: 'bearer', token: 'old' })).toEqual({ type: 'bearer', token: 'fresh' });
  });

  it('refuses a masked value when the stored auth is of another type', () => {
    expect(() => unmaskFeedAuth({ type: 'bearer', token: MASKED_SECRET }, { type: 'basic', username: 'u', password: 'p' })).toThrow(
      MaskedSecretWithoutStoredValueError,
    );
  });
});
