import type { ProductDto } from '@lumina/contracts';
import { useHref } from 'react-router';
import { buildProductJsonLd, serializeJsonLd } from '../../lib/product-json-ld';
import { useSiteOrigin } from '@/components/seo/document-context';
import { paths } from '@/config/paths';

/** schema.org Product + Offer for search engines (issue item 5). */
export function ProductJsonLd({ product }: { product: ProductDto }) {
  // The page's own address: in its language (the router's basename is the prefix).
  const url = new URL(useHref(paths.product(product.slug)), useSiteOrigin()).toString();
  return (
    <script
      type="application/ld+json"
      data-testid="product-json-ld"
      // JSON only, with <, > and & escaped: nothing in it can end the element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(buildProductJsonLd(product, url)) }}
    />
  );
}
