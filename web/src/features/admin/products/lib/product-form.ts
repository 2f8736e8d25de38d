import type { AdminProductDto, AdminProductUpdate } from '../api/admin-products-api';

/** The edit form's fields as typed (text inputs keep what the admin typed until it is sent). */
export interface ProductFormValues {
  title: string;
  price: string;
  originalPrice: string;
  isInStock: boolean;
  shortDescription: string;
  longDescription: string;
  badges: string[];
  featured: boolean;
}

export type ProductFormErrors = Partial<Record<'title' | 'price' | 'originalPrice', 'required' | 'price'>>;

export function formValuesOf(product: AdminProductDto): ProductFormValues {
  return {
    title: product.title,
    price: product.price,
    originalPrice: product.originalPrice ?? '',
    isInStock: product.isInStock,
    shortDescription: product.shortDescription ?? '',
    longDescription: product.longDescription ?? '',
    badges: product.badges.map(({ badge }) => badge.id),
    featured: product.isFeatured,
  };
}

/** A price as the API takes it: a non-negative decimal with at most two decimals ("12", "12.5", "12.50"). */
const PRICE = /^\d{1,7}(?:[.,]\d{1,2})?$/;

function normalisePrice(text: string): string {
  return Number(text.trim().replace(',', '.')).toFixed(2);
}

/**
 * Checks what the browser can (the server validates everything again and its message is shown):
 * a title, a price, an original price when given; on success, the request body.
 */
export function validateProductForm(values: ProductFormValues): { errors: ProductFormErrors } | { update: AdminProductUpdate } {
  const errors: ProductFormErrors = {};
  if (values.title.trim() === '') errors.title = 'required';
  if (!PRICE.test(values.price.trim())) errors.price = 'price';
  if (values.originalPrice.trim() !== '' && !PRICE.test(values.originalPrice.trim())) errors.originalPrice = 'price';
  if (Object.keys(errors).length > 0) return { errors };
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    update: {
      title: values.title.trim(),
      price: normalisePrice(values.price),
      originalPrice: values.originalPrice.trim() === '' ? null : normalisePrice(values.originalPrice),
      isInStock: values.isInStock,
      shortDescription: optional(values.shortDescription),
      longDescription: optional(values.longDescription),
      badges: values.badges,
      featured: values.featured,
    },
  };
}
