import { skipToken } from '@reduxjs/toolkit/query/react';
import { useDeliverTo } from '@/features/deliver-to/deliver-to-context';
import { useLanguage } from '@/i18n/language-provider';
import type { ProductPageArg } from './products-api';

/** The product query's argument for this page: the shopper's 'Deliver to' country and the page language. */
export function useProductPageArg(slug: string | undefined): ProductPageArg | typeof skipToken {
  const { country } = useDeliverTo();
  const { language } = useLanguage();
  return slug === undefined ? skipToken : { slug, country, language: language.code };
}
