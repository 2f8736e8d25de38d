import type { GuideDto } from '@lumina/contracts';

/**
 * Hero images shipped with the app (web/public/images/guides), one per guide of the demo catalogue,
 * keyed by the guide's slug. A guide without one shows its own imageUrl (spec §2).
 */
export const GUIDE_HERO_IMAGES: Readonly<Record<string, string>> = {};

/** The guide's hero image: the local one for its slug, else its imageUrl, else none. */
export function guideHeroImage(guide: Pick<GuideDto, 'slug' | 'imageUrl'>): string | null {
  return GUIDE_HERO_IMAGES[guide.slug] ?? guide.imageUrl ?? null;
}
