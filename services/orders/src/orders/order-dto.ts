import { COUNTRY_CODES, minorToDecimal, vatDueOnDelivery, type CountryCode, type OrderDto } from '@lumina/contracts';
import type { OrderEntity } from './order.entity';

/** Spec §3's field order (jsonb keeps its own), so the JSON text reads like the form. */
const ADDRESS_FIELDS = ['email', 'firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'postalCode', 'country', 'phone'] as const;

function addressJson(address: object | null): string {
  if (!address) return '{}';
  const fields = address as Record<string, unknown>;
  return JSON.stringify(Object.fromEntries(ADDRESS_FIELDS.filter((key) => fields[key] !== undefined).map((key) => [key, fields[key]])));
}

function isCountry(value: string | null): value is CountryCode {
  return value !== null && (COUNTRY_CODES as readonly string[]).includes(value);
}

/** Spec §3's order shape: amounts as decimal strings, addresses as JSON text. */
export function toOrderDto(order: OrderEntity): OrderDto {
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    paymentStatus: order.paymentStatus,
    status: order.status,
    items: [...order.lines]
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        id: line.id,
        productId: line.productId,
        productName: line.productName,
        productSku: line.productSku,
        quantity: line.quantity,
        unitPrice: minorToDecimal(line.unitPriceMinor),
        totalPrice: minorToDecimal(line.totalMinor),
      })),
    shippingAddress: addressJson(order.shippingAddress),
    billingAddress: addressJson(order.billingAddress),
    subtotal: minorToDecimal(order.subtotalMinor),
    shippingAmount: minorToDecimal(order.shippingMinor),
    taxAmount: minorToDecimal(order.taxMinor),
    totalAmount: minorToDecimal(order.totalMinor),
    currency: order.currency,
    taxRatePercent: order.taxRatePercent,
    taxIncluded: order.taxIncluded,
    vatDueOnDelivery: isCountry(order.country) && vatDueOnDelivery(order.country),
  };
}
