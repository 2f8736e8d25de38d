import { Injectable, Logger } from '@nestjs/common';
import type {
  AddToCartInput,
  CartDto,
  CheckoutCartDto,
  OrderPaidEvent,
  ProductSnapshotDto,
  RemoveCartItemPayload,
  UpdateCartItemPayload,
} from '@lumina/contracts';
import { CartItemNotFoundError, ProductNotFoundError, ProductOutOfStockError } from './cart.errors';
import { CartLinesRepository, type CartLineRow } from './cart-lines.repository';
import { toCartDto, toCheckoutCart, type Snapshots } from './cart-view';
import { CatalogPrices } from './catalog-prices';

@Injectable()
export class CartsService {
  private readonly logger = new Logger(CartsService.name);

  constructor(
    private readonly lines: CartLinesRepository,
    private readonly catalog: CatalogPrices,
  ) {}

  async get(sessionId: string): Promise<CartDto> {
    const rows = await this.lines.list(sessionId);
    return toCartDto(sessionId, rows, await this.check(rows));
  }

  /**
   * One catalog call prices the new product and re-checks the lines already there. The answer is
   * the lines read before the write plus the written line: an add of another product racing this
   * one shows on the next read (the client reads the cart again after every change anyway).
   */
  async add({ sessionId, productId, quantity }: AddToCartInput): Promise<CartDto> {
    const before = await this.lines.list(sessionId);
    const snapshots = await this.catalog.required([...new Set([productId, ...before.map((row) => row.productId)])]);
    const product = snapshots.get(productId);
    if (!product) throw new ProductNotFoundError(productId);
    if (!product.isInStock) throw new ProductOutOfStockError(product.title);
    const line = await this.lines.add(sessionId, product, quantity);
    if (!line) return this.get(sessionId);
    const rows = before.some((row) => row.id === line.id) ? before.map((row) => (row.id === line.id ? line : row)) : [...before, line];
    return toCartDto(sessionId, rows, snapshots);
  }

  /** 0 or less removes the line (spec §4). */
  async updateItem({ sessionId, itemId, quantity }: UpdateCartItemPayload): Promise<CartDto> {
    const found =
      quantity <= 0
        ? await this.lines.remove(sessionId, itemId)
        : await this.lines.setQuantity(sessionId, itemId, quantity);
    if (!found) throw new CartItemNotFoundError(itemId);
    return this.get(sessionId);
  }

  async removeItem({ sessionId, itemId }: RemoveCartItemPayload): Promise<CartDto> {
    if (!(await this.lines.remove(sessionId, itemId))) throw new CartItemNotFoundError(itemId);
    return this.get(sessionId);
  }

  async clear(sessionId: string): Promise<CartDto> {
    await this.lines.clear(sessionId);
    return toCartDto(sessionId, [], new Map());
  }

  async checkout(sessionId: string): Promise<CheckoutCartDto> {
    const rows = await this.lines.list(sessionId);
    return toCheckoutCart(sessionId, rows, await this.check(rows));
  }

  /** Idempotent: a repeated event finds nothing left to remove. */
  async clearPaid(event: OrderPaidEvent): Promise<void> {
    const removed = await this.lines.clearPaid(event.cartSessionId, event.productIds, new Date(event.paidAt));
    if (removed > 0) this.logger.log(`cleared ${removed} paid line(s) of order ${event.orderNumber}`);
  }

  /** Catalog's current data for the lines (null when catalog cannot be asked). */
  private async check(rows: CartLineRow[]): Promise<Snapshots> {
    const ids = [...new Set(rows.map((row) => row.productId))];
    return ids.length > 0 ? this.catalog.current(ids) : new Map<string, ProductSnapshotDto>();
  }
}
