/** A category as the HTTP API returns it (spec §3). */
export interface CategoryDto {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  imageUrl: string | null;
  emoji: string;
  /**
   * The lowest price among the category's listed products (a decimal string, like every price), or
   * null when it lists none. Given by the categories list only (the hero's 'from €N' teasers).
   */
  fromPrice?: string | null;
}
