import { renderMail } from './render-mail';
import type { AlertMail } from './mail.types';

const alert: AlertMail = {
  kind: 'alert',
  alertKind: 'price',
  productTitle: 'Opal pendant',
  imageUrl: null,
  priceMinor: 8990,
  targetMinor: 9000,
  currency: 'EUR',
  shop: 'Lampen Haus',
  country: 'DE',
  energyRating: 'A',
  clickUrl: 'https://shop.example/api/click/p1?offer=o1&from=%2Falerts%2Fmail',
  unsubscribeUrl: 'https://shop.example/de/alerts/unsubscribe/t1',
  oneClickUrl: 'https://shop.example/api/alerts/unsubscribe/t1',
  manageUrl: 'https://shop.example/de/alerts/manage/m1',
};

describe('renderMail', () => {
  it('writes an alert in the reader language, HTML and plain text from one template, with the energy class beside the price', () => {
    const mail = renderMail(alert, 'de');
    expect(mail.language).toBe('de');
    expect(mail.subject).toBe('Opal pendant kostet jetzt 89,90\u00a0€');
    expect(mail.html).toContain('lang="de"');
    expect(mail.html).toContain('href="https://shop.example/api/click/p1?offer=o1&amp;from=%2Falerts%2Fmail"');
    expect(mail.text).toContain('89,90\u00a0€ bei Lampen Haus, Lieferung nach DE · Energieeffizienzklasse A');
    expect(mail.text).toContain('https://shop.example/de/alerts/unsubscribe/t1');
  });

  it('falls back to English for a language without a translation table yet', () => {
    const mail = renderMail({ ...alert, energyRating: null }, 'fi');
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe('Opal pendant now costs €89.90');
    expect(mail.html).toContain('lang="en"');
    expect(mail.text).not.toContain('Energy class');
  });

  it('keeps a confirmation to its one link', () => {
    const mail = renderMail(
      { kind: 'confirm', productTitle: 'Opal pendant', alertKind: 'stock', targetMinor: null, currency: 'EUR', country: 'IE', confirmUrl: 'https://shop.example/en/alerts/confirm/c1', hours: 72 },
      'en',
    );
    expect([...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(['https://shop.example/en/alerts/confirm/c1']);
    expect(mail.text).toContain('back in stock for delivery to IE');
    expect(mail.text).toContain('72 hours');
  });
});
