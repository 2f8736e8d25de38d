import {
  minorToDecimal,
  type CartDto,
  type CartItemDto,
  type CheckoutCartDto,
  type EnergyLabelDto,
  type ProductSnapshotDto,
} from '@lumina/contracts';
import type { CartLineRow } from './cart-lines.repository';

/** Catalog's current view of the lines' products; null when catalog could not be asked. */
export type Snapshots = ReadonlyMap<string, ProductSnapshotDto> | null;

const DEFAULT_CURRENCY = 'EUR';

interface CheckedLine {
  row: CartLineRow;
  unitPriceMinor: number;
  currency: string;
  title: string;
  slug: string;
  sku: string;
  imageUrl: string | null;
  inStock: boolean;
  energyLabel: EnergyLabelDto | null;
}

/**
 * A line as it stands now: catalog's price, title and stock when known; the kept ones when catalog
 * could not be asked (shown as unverified); out of stock when catalog no longer has the product.
 */
function check(row: CartLineRow, snapshots: Snapshots): CheckedLine {
  const kept = { row, unitPriceMinor: row.unitPriceMinor, currency: row.currency, title: row.title, slug: row.slug, sku: row.sku, imageUrl: row.imageUrl };
  // The label is not kept with the line: it shows while catalog answers (checkout needs it to anyway).
  if (snapshots === null) return { ...kept, inStock: true, energyLabel: null };
  const now = snapshots.get(row.productId);
  if (!now) return { ...kept, inStock: false, energyLabel: null };
  return {
    row,
    unitPriceMinor: now.priceMinor,
    currency: now.currency,
    title: now.title,
    slug: now.slug,
    sku: now.sku,
    imageUrl: now.imageUrl,
    inStock: now.isInStock,
    energyLabel: now.energyLabel,
  };
}

function toItem(line: CheckedLine): CartItemDto {
  return {
    id: line.row.id,
    productId: line.row.productId,
    quantity: line.row.quantity,
    price: minorToDecimal(line.unitPriceMinor),
    addedPrice: minorToDecimal(line.row.unitPriceMinor),
    priceChanged: line.unitPriceMinor !== line.row.unitPriceMinor,
    currency: line.currency,
    product: { name: line.title, slug: line.slug, sku: line.sku, imageUrl: line.imageUrl, inStock: line.inStock, energyLabel: line.energyLabel },
  };
}

export function toCartDto(sessionId: string, rows: CartLineRow[], snapshots: Snapshots): CartDto {
  const lines = rows.map((row) => check(row, snapshots));
  const totalMinor = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.row.quantity, 0);
  return {
    sessionId,
    items: lines.map(toItem),
    itemCount: lines.reduce((sum, line) => sum + line.row.quantity, 0),
    totalAmount: minorToDecimal(totalMinor),
    currency: lines[0]?.currency ?? DEFAULT_CURRENCY,
    verified: snapshots !== null,
  };
}

export function toCheckoutCart(sessionId: string, rows: CartLineRow[], snapshots: Snapshots): CheckoutCartDto {
  return {
    sessionId,
    verified: snapshots !== null,
    lines: rows
      .map((row) => check(row, snapshots))
      .map((line) => ({
        productId: line.row.productId,
        title: line.title,
        sku: line.sku,
        quantity: line.row.quantity,
        unitPriceMinor: line.unitPriceMinor,
        currency: line.currency,
        inStock: line.inStock,
      })),
  };
}
