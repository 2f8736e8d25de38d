import type { OrderEntity } from '../orders/order.entity';
import type { OrderLineEntity } from '../orders/order-line.entity';
import { renderInvoicePdf } from './invoice.pdf';

const seller = { name: 'Lumina Lighting S.L.', address: 'Calle de la Luz 1, Madrid', vatId: 'ESB00000000' };

function order(lines: number): OrderEntity {
  return {
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
  } as OrderEntity;
}

describe('renderInvoicePdf', () => {
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
