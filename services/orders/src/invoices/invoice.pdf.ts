import { CHECKOUT_COUNTRIES, minorToDecimal, vatDueOnDelivery, type CountryCode } from '@lumina/contracts';
import PDFDocument from 'pdfkit';
import type { OrderEntity } from '../orders/order.entity';

export interface Seller {
  name: string;
  address: string;
  vatId: string;
}

interface AddressLike {
  firstName?: string;
  lastName?: string;
  company?: string;
  address1?: string;
  address2?: string;
  city?: string;
  postalCode?: string;
  country?: string;
  email?: string;
}

const MARGIN = 50;
const COLUMNS = { item: MARGIN, sku: 270, qty: 360, unit: 400, total: 480 } as const;
const RIGHT_EDGE = 545;

function addressLines(address: AddressLike | null): string[] {
  if (!address) return ['(not given)'];
  const country = address.country ? (CHECKOUT_COUNTRIES[address.country as CountryCode]?.name ?? address.country) : undefined;
  return [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company,
    address.address1,
    address.address2,
    [address.postalCode, address.city].filter(Boolean).join(' '),
    country,
    address.email,
  ].filter((line): line is string => Boolean(line));
}

function money(minor: number, currency: string): string {
  return `${minorToDecimal(minor)} ${currency}`;
}

/** The VAT line: the destination's rate contained in the total, or Switzerland's due-on-delivery note. */
function vatLines(order: OrderEntity): Array<[string, string, boolean]> {
  if (order.country && vatDueOnDelivery(order.country as CountryCode)) {
    return [['No EU VAT. Swiss VAT and duties are due on delivery.', money(0, order.currency), false]];
  }
  const label = order.taxIncluded
    ? `incl. VAT ${order.taxRatePercent}% of ${money(order.totalMinor, order.currency)}`
    : `VAT ${order.taxRatePercent}% on ${money(order.subtotalMinor, order.currency)}`;
  return [[label, money(order.taxMinor, order.currency), false]];
}

/**
 * The invoice of an order with its VAT breakdown: lines, subtotal, shipping, the destination's VAT, total. Uses
 * PDF's built-in Helvetica (Latin-1: the eight shipping countries' languages), so no font files ship.
 */
export function renderInvoicePdf(order: OrderEntity, seller: Seller): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `Invoice ${order.orderNumber}`, Author: seller.name } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text('INVOICE', MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).text(`${seller.name}\n${seller.address}\nVAT ID ${seller.vatId}`, 330, MARGIN, { align: 'right', width: RIGHT_EDGE - 330 });

  doc.moveDown(3).fontSize(10);
  const top = 130;
  doc.font('Helvetica-Bold').text('Invoice number', MARGIN, top).font('Helvetica').text(order.orderNumber, MARGIN + 90, top);
  doc.font('Helvetica-Bold').text('Date', MARGIN, top + 14).font('Helvetica').text(order.createdAt.toISOString().slice(0, 10), MARGIN + 90, top + 14);
  doc.font('Helvetica-Bold').text('Payment', MARGIN, top + 28).font('Helvetica').text(order.provider === 'manual' ? 'Paid (TEST PAYMENT, no money taken)' : 'Paid by card', MARGIN + 90, top + 28);

  const addressTop = top + 60;
  doc.font('Helvetica-Bold').text('Bill to', MARGIN, addressTop).text('Ship to', 300, addressTop);
  doc.font('Helvetica').text(addressLines(order.billingAddress).join('\n'), MARGIN, addressTop + 14, { width: 230 });
  doc.text(addressLines(order.shippingAddress).join('\n'), 300, addressTop + 14, { width: 245 });

  let y = addressTop + 120;
  doc.font('Helvetica-Bold').fontSize(9);
  doc.text('Item', COLUMNS.item, y).text('SKU', COLUMNS.sku, y).text('Qty', COLUMNS.qty, y);
  doc.text('Unit (net)', COLUMNS.unit, y, { width: 70, align: 'right' }).text('Total (net)', COLUMNS.total, y, { width: RIGHT_EDGE - COLUMNS.total, align: 'right' });
  doc.moveTo(MARGIN, y + 13).lineTo(RIGHT_EDGE, y + 13).stroke();
  doc.font('Helvetica');
  y += 20;
  for (const line of [...order.lines].sort((a, b) => a.position - b.position)) {
    const height = Math.max(doc.heightOfString(line.productName, { width: COLUMNS.sku - COLUMNS.item - 10 }), 12);
    if (y + height > 720) {
      doc.addPage();
      y = MARGIN;
    }
    doc.text(line.productName, COLUMNS.item, y, { width: COLUMNS.sku - COLUMNS.item - 10 });
    doc.text(line.productSku, COLUMNS.sku, y, { width: COLUMNS.qty - COLUMNS.sku - 5 });
    doc.text(String(line.quantity), COLUMNS.qty, y);
    doc.text(minorToDecimal(line.unitPriceMinor), COLUMNS.unit, y, { width: 70, align: 'right' });
    doc.text(minorToDecimal(line.totalMinor), COLUMNS.total, y, { width: RIGHT_EDGE - COLUMNS.total, align: 'right' });
    y += height + 6;
  }
  doc.moveTo(MARGIN, y).lineTo(RIGHT_EDGE, y).stroke();

  y += 10;
  const summary: Array<[string, string, boolean]> = [
    [order.taxIncluded ? 'Subtotal' : 'Subtotal (net)', money(order.subtotalMinor, order.currency), false],
    ['Shipping', order.shippingMinor > 0 ? money(order.shippingMinor, order.currency) : 'FREE', false],
    ...vatLines(order),
    ['Total', money(order.totalMinor, order.currency), true],
  ];
  for (const [label, value, bold] of summary) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 10);
    doc.text(label, 280, y, { width: 170 }).text(value, 450, y, { width: RIGHT_EDGE - 450, align: 'right' });
    y += 16;
  }

  doc.font('Helvetica').fontSize(8).fillColor('#555555');
  doc.text('Thank you for your order. 30-day returns. Estimated delivery 5-7 business days.', MARGIN, 760, { width: RIGHT_EDGE - MARGIN, align: 'center' });
  doc.end();
  return done;
}
