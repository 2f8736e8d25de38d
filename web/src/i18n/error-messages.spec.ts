import { createIntl } from 'react-intl';
import { describeError } from './error-messages';
import { loadMessages } from './messages';

describe('describeError', () => {
  it("tells a shopper refused by a rate limit (429 TOO_MANY_REQUESTS) to wait, in the shopper's language, not the server's English", async () => {
    const german = createIntl({ locale: 'de', messages: await loadMessages('de') });
    const refused = { status: 429, message: '429', data: { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many requests: try again in 60 seconds' } };
    expect(describeError(german, refused)).toBe('Gerade zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.');
  });
});
