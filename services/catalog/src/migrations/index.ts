import { createProcessedMessagesMigration } from '@lumina/platform';
import { CreateCategories1763700000000 } from './1763700000000-CreateCategories';
import { CreateBrands1763800000000 } from './1763800000000-CreateBrands';
import { CreateProducts1763800001000 } from './1763800001000-CreateProducts';
import { CreateCollections1763800002000 } from './1763800002000-CreateCollections';
import { CreateGuides1763800003000 } from './1763800003000-CreateGuides';
import { AddProductSearchVector1764000000000 } from './1764000000000-AddProductSearchVector';
import { AddProductRemovedAt1765100000000 } from './1765100000000-AddProductRemovedAt';
import { AddMerchantHiddenProducts1765200000000 } from './1765200000000-AddMerchantHiddenProducts';
import { AddProductWriteState1765600000000 } from './1765600000000-AddProductWriteState';
import { AddListedProductsIndex1766400000000 } from './1766400000000-AddListedProductsIndex';
import { AddProductSourceHash1766510000000 } from './1766510000000-AddProductSourceHash';
import { MoveImagesOntoProducts1766700000000 } from './1766700000000-MoveImagesOntoProducts';
import { MoveListingsOntoProducts1766800000000 } from './1766800000000-MoveListingsOntoProducts';
import { DropUnreadProductIndexes1766810000000 } from './1766810000000-DropUnreadProductIndexes';
import { AddOffers1766900000000 } from './1766900000000-AddOffers';
import { AddProductMatching1767100000000 } from './1767100000000-AddProductMatching';
import { AddProductTextSource1767100001000 } from './1767100001000-AddProductTextSource';
import { AddCatalogOutbox1767100002000 } from './1767100002000-AddCatalogOutbox';
import { AddSightingTime1767100003000 } from './1767100003000-AddSightingTime';
import { AddPriceHistory1767200000000 } from './1767200000000-AddPriceHistory';
import { AddEnergyLabels1767200001000 } from './1767200001000-AddEnergyLabels';
import { CreateSitemaps1767400000000 } from './1767400000000-CreateSitemaps';
import { CategoriesAsData1767500000000 } from './1767500000000-CategoriesAsData';
import { CategoryTranslations1767500001000 } from './1767500001000-CategoryTranslations';

/** In order. Add each new migration here as well as in its own file. */
export const catalogMigrations = [
  CreateCategories1763700000000,
  CreateBrands1763800000000,
  CreateProducts1763800001000,
  CreateCollections1763800002000,
  CreateGuides1763800003000,
  AddProductSearchVector1764000000000,
  AddProductRemovedAt1765100000000,
  AddProductWriteState1765600000000,
  // Needs products.retired_at (1765600000000) at run time only; the table itself stands alone.
  AddMerchantHiddenProducts1765200000000,
  AddListedProductsIndex1766400000000,
  createProcessedMessagesMigration(1766500000000),
  AddProductSourceHash1766510000000,
  MoveImagesOntoProducts1766700000000,
  MoveListingsOntoProducts1766800000000,
  DropUnreadProductIndexes1766810000000,
  AddOffers1766900000000,
  AddProductMatching1767100000000,
  AddProductTextSource1767100001000,
  AddCatalogOutbox1767100002000,
  AddSightingTime1767100003000,
  AddPriceHistory1767200000000,
  AddEnergyLabels1767200001000,
  CreateSitemaps1767400000000,
  CategoriesAsData1767500000000,
  CategoryTranslations1767500001000,
];
