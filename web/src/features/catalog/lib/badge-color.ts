/** Red, green and blue (0-255) of a `#rgb`, `#rrggbb` or `rgb(r, g, b)` colour, else null. */
function parseColor(color: string): [number, number, number] | null {
  const value = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/.exec(value);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

/** WCAG relative luminance. */
function luminance([r, g, b]: [number, number, number]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * A merchant badge's background and the text colour (white or near-black) with the higher
 * contrast on it, or null when the colour is not a plain hex or rgb() value (the badge then uses
 * the theme's neutral style).
 */
export function badgeColors(color: string): { background: string; text: string } | null {
  const rgb = parseColor(color);
  if (!rgb) return null;
  const light = luminance(rgb);
  const onWhite = 1.05 / (light + 0.05);
  const onBlack = (light + 0.05) / 0.05;
  return { background: `rgb(${rgb.join(' ')})`, text: onWhite >= onBlack ? '#ffffff' : '#1c1917' };
}
