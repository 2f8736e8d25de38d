import { inflateSync } from 'node:zlib';
import type { OrderEntity } from '../orders/order.entity';
import type { OrderLineEntity } from '../orders/order-line.entity';
import { renderInvoicePdf } from './invoice.pdf';

const seller = { name: 'Lumina Lighting S.L.', address: 'Calle de la Luz 1, Madrid', vatId: 'ESB00000000' };

function order(lines: number, overrides: Partial<OrderEntity> = {}): OrderEntity {
  return {
    shippingMinor: 0,
    taxRatePercent: 21,
    taxIncluded: false,
    country: 'ES',
    orderNumber: 'LUM-2026-000123',
    createdAt: new Date('2026-11-21T10:00:00Z'),
    provider: 'manual',
    currency: 'EUR',
    subtotalMinor: 10000,
    taxMinor: 2100,
    totalMinor: 12100,
    shippingAddress: { email: 'ana@example.com', firstName: 'Ana', lastName: 'García', address1: 'Calle Mayor 1', city: 'Madrid', postalCode: '28013', country: 'ES', phone: '+34600000000' },
    billingAddress: { firstName: 'Ana', lastName: 'García', address1: 'Calle Mayor 1', city: 'Madrid', postalCode: '28013', country: 'ES' },
    lines: Array.from({ length: lines }, (_, i) => ({
      position: i + 1,
      productName: `Brass pendant lamp number ${i + 1} with a long descriptive name`,
      productSku: `SKU-${i}`,
      quantity: 1,
      unitPriceMinor: 10000,
      totalMinor: 10000,
    })) as OrderLineEntity[],
    ...overrides,
  } as OrderEntity;
}

/** The text of a pdfkit document: its content streams are Flate-compressed, its strings hex glyph runs. */
function textOf(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((m) => Buffer.from(m[1] ?? '', 'latin1'));
  return streams
    .map((stream) => {
      const content = (() => {
        try {
          return inflateSync(stream).toString('latin1');
        } catch {
          return '';
        }
      })();
      // One text object per line; kerning splits runs inside it.
      return [...content.matchAll(/BT([\s\S]*?)ET/g)]
        .map((block) => [...(block[1] ?? '').matchAll(/<([0-9a-f]+)>/g)].map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1')).join(''))
        .join('\n');
    })
    .join('\n');
}

describe('renderInvoicePdf', () => {
  it('shows the VAT breakdown of an order priced before prices included VAT: net subtotal, VAT at 21% on top, total', async () => {
    const text = textOf(await renderInvoicePdf(order(1), seller));
    expect(text).toContain('INVOICE');
    expect(text).toContain('LUM-2026-000123');
    expect(text).toContain('Subtotal (net)');
    expect(text).toContain('100.00 EUR');
    expect(text).toContain('VAT 21% on 100.00 EUR');
    expect(text).toContain('21.00 EUR');
    expect(text).toContain('121.00 EUR');
    expect(text).toContain('ESB00000000');
    expect(text).toContain('García');
    expect(text).toContain('TEST PAYMENT');
  });

  it("states the German VAT included in the total and the shipping charged", async () => {
    const german = order(1, { country: 'DE', subtotalMinor: 4589, shippingMinor: 495, totalMinor: 5084, taxMinor: 812, taxRatePercent: 19, taxIncluded: true });
    const text = textOf(await renderInvoicePdf(german, seller));
    expect(text).toContain('incl. VAT 19% of 50.84 EUR');
    expect(text).toContain('8.12 EUR');
    expect(text).toContain('4.95 EUR');
  });

  it('states that Swiss VAT and duties are due on delivery for a Swiss order', async () => {
    const swiss = order(1, { country: 'CH', currency: 'CHF', subtotalMinor: 9400, totalMinor: 9400, taxMinor: 0, taxRatePercent: 0, taxIncluded: true });
    // The note wraps within its column.
    const text = textOf(await renderInvoicePdf(swiss, seller)).replace(/\s+/g, ' ');
    expect(text).toContain('Swiss VAT and duties are due on delivery');
    expect(text).toContain('FREE');
  });

  it('renders a PDF document', async () => {
    const pdf = await renderInvoicePdf(order(2), seller);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it('breaks a long order onto further pages instead of running off the first', async () => {
    const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    expect(pages(await renderInvoicePdf(order(2), seller))).toBe(1);
    expect(pages(await renderInvoicePdf(order(40), seller))).toBeGreaterThan(1);
  });
});
