/** HTTP shapes of the cart (spec §3), returned by every cart call of spec §7. */
import type { EnergyLabelDto } from '../catalog/product.dto';

export interface CartItemDto {
  /** The line's id: what `PUT/DELETE /api/cart/items/{itemId}` take. */
  id: string;
  productId: string;
  quantity: number;
  /** Current unit price from the catalogue, decimal string ("49.90"); what checkout charges. */
  price: string;
  /** Unit price when the line was (last) added; differs from `price` when the catalogue changed it. */
  addedPrice: string;
  priceChanged: boolean;
  /** ISO 4217, upper case ("EUR"). */
  currency: string;
  product: {
    name: string;
    slug: string;
    sku: string;
    imageUrl: string | null;
    /** False when the catalogue says out of stock or no longer has the product. */
    inStock: boolean;
    /** The energy label beside the line's price (catalog's current view; null while it cannot be asked). */
    energyLabel: EnergyLabelDto | null;
  };
}

export interface CartDto {
  sessionId: string;
  items: CartItemDto[];
  /** Sum of the quantities (the header badge). */
  itemCount: number;
  /** Sum of price × quantity, decimal string, before VAT. */
  totalAmount: string;
  currency: string;
  /**
   * False when the catalogue could not be asked: the lines then show the price and title they were
   * added with, and checkout refuses until it can check them again.
   */
  verified: boolean;
}

/** `cart.checkout` reply: what orders needs to price a checkout, in minor units. */
export interface CheckoutCartLine {
  productId: string;
  title: string;
  sku: string;
  quantity: number;
  unitPriceMinor: number;
  currency: string;
  inStock: boolean;
}

export interface CheckoutCartDto {
  sessionId: string;
  lines: CheckoutCartLine[];
  verified: boolean;
}
