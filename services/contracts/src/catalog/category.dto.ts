import type { LightSourceKind } from './category-admin';

/**
 * A category as the HTTP API returns it (spec §3), its texts in the language asked (else English).
 * Hidden categories are not answered; the list is in tree order (a parent before its children).
 */
export interface CategoryDto {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  imageUrl: string | null;
  emoji: string;
  parentId: string | null;
  /** Shown among the home page's categories. */
  onHome: boolean;
  lightSource: LightSourceKind;
  /**
   * The lowest price among the category's listed products (a decimal string, like every price), or
   * null when it lists none. Given by the categories list only (the hero's 'from €N' teasers).
   */
  fromPrice?: string | null;
}
