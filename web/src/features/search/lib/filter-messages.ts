import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ProductSortKey } from '@lumina/contracts';

/** The filter sidebar's texts (spec §2, §9). Bulb types and IP ratings are codes and stay as they are. */
export const filterMessages = defineMessages({
  title: { id: 'filters.title', defaultMessage: 'Filters', description: 'Heading of the filter sidebar' },
  show: {
    id: 'filters.show',
    defaultMessage: 'Show filters',
    description: 'Button that opens the filter sidebar on small screens',
  },
  hide: {
    id: 'filters.hide',
    defaultMessage: 'Hide filters',
    description: 'Button that closes the filter sidebar on small screens',
  },
  clearAll: {
    id: 'filters.clearAll',
    defaultMessage: 'Clear all',
    description: 'Button that removes every filter of the sidebar',
  },
  price: { id: 'filters.price', defaultMessage: 'Price Range', description: 'Heading of the price slider' },
  priceMin: {
    id: 'filters.price.min',
    defaultMessage: 'Minimum price',
    description: 'Accessible name of the price slider lower thumb',
  },
  priceMax: {
    id: 'filters.price.max',
    defaultMessage: 'Maximum price',
    description: 'Accessible name of the price slider upper thumb',
  },
  priceNoLimit: {
    id: 'filters.price.noLimit',
    defaultMessage: '{amount}+',
    description: 'Upper price bound when the slider is at its maximum (no limit), e.g. €1,000+',
  },
  categories: {
    id: 'filters.categories',
    defaultMessage: 'Categories',
    description: 'Heading of the category filter',
  },
  brands: { id: 'filters.brands', defaultMessage: 'Brands', description: 'Heading of the brand filter' },
  bulbTypes: {
    id: 'filters.bulbTypes',
    defaultMessage: 'Bulb Type',
    description: 'Heading of the bulb type filter (LED, E27, GU10...)',
  },
  ipRatings: {
    id: 'filters.ipRatings',
    defaultMessage: 'IP Rating',
    description: 'Heading of the ingress protection rating filter (IP20, IP44...)',
  },
  finishes: {
    id: 'filters.finishes',
    defaultMessage: 'Finish',
    description: 'Heading of the finish (surface colour/material) filter',
  },
  features: {
    id: 'filters.features',
    defaultMessage: 'Features',
    description: 'Heading of the product features filter',
  },
});

export const sortMessages: Record<ProductSortKey | 'discount' | 'label', MessageDescriptor> = defineMessages({
  label: { id: 'sort.label', defaultMessage: 'Sort by', description: 'Label of the sort dropdown' },
  newest: {
    id: 'sort.newest',
    defaultMessage: 'Newest First',
    description: 'Sort option: newest products first',
  },
  'price-asc': {
    id: 'sort.priceAsc',
    defaultMessage: 'Price: Low to High',
    description: 'Sort option: cheapest first',
  },
  'price-desc': {
    id: 'sort.priceDesc',
    defaultMessage: 'Price: High to Low',
    description: 'Sort option: most expensive first',
  },
  'title-asc': {
    id: 'sort.titleAsc',
    defaultMessage: 'Name: A to Z',
    description: 'Sort option: by product name',
  },
  popular: {
    id: 'sort.popular',
    defaultMessage: 'Most Popular',
    description: 'Sort option: most clicked first',
  },
  discount: {
    id: 'sort.discount',
    defaultMessage: 'Best Discount',
    description: 'Sort option on the deals page: biggest discount first',
  },
});
