import { HouseWifi, LampCeiling, LampWallUp, Lightbulb, Smartphone, Sofa, Sun, Trees, type LucideIcon } from 'lucide-react';

/**
 * A category's icon by slug. Icons, not the catalogue's emoji: a system without an emoji font
 * (Debian's Chromium) shows emoji as empty boxes. A category Lumina does not know gets the bulb.
 */
const CATEGORY_ICONS: Readonly<Record<string, LucideIcon>> = {
  'ceiling-lights': Sun,
  'pendant-lights': LampCeiling,
  'wall-sconces': LampWallUp,
  'outdoor-lighting': Trees,
  'smart-lighting': Smartphone,
  'led-bulbs': Lightbulb,
  indoor: Sofa,
  outdoor: Trees,
  smart: HouseWifi,
};

export function CategoryIcon({ slug, className }: { slug: string; className?: string }) {
  const Icon = Object.prototype.hasOwnProperty.call(CATEGORY_ICONS, slug) ? (CATEGORY_ICONS[slug] as LucideIcon) : Lightbulb;
  return <Icon className={className} aria-hidden="true" data-testid={`category-icon-${slug}`} />;
}
