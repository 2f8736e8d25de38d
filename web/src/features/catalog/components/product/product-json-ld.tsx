import type { ProductDto } from '@lumina/contracts';
import { buildProductJsonLd, serializeJsonLd } from '../../lib/product-json-ld';
import { useSiteOrigin } from '@/components/seo/document-context';
import { paths } from '@/config/paths';

/** schema.org Product + Offer for search engines (issue item 5). */
export function ProductJsonLd({ product }: { product: ProductDto }) {
  const url = new URL(paths.product(product.slug), useSiteOrigin()).toString();
  return (
    <script
      type="application/ld+json"
      data-testid="product-json-ld"
      // JSON only, with <, > and & escaped: nothing in it can end the element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(buildProductJsonLd(product, url)) }}
    />
  );
}
