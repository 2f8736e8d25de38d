/**
 * Thrown when a browser follows a click link of an unknown, removed or link-less product: the
 * HTTP error filter answers the shop's own 'Product Not Found' page (server-rendered, 404), never
 * raw JSON in the shopper's new tab.
 */
export class ProductPageNotFound extends Error {
  /** A product path no product has: the shop renders its 'Product Not Found' page for it. */
  readonly pagePath: string;

  constructor(
    productId: string,
    readonly headers: Readonly<Record<string, string>>,
  ) {
    super(`Product '${productId}' not found or has no merchant link`);
    this.pagePath = `/product/${/^[a-z0-9-]{1,120}$/.test(productId) ? productId : 'not-found'}`;
  }
}
