/** A category as the HTTP API returns it (spec §3). */
export interface CategoryDto {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  imageUrl: string | null;
  emoji: string;
}
