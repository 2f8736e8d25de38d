import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { owned } from './owned-words';

/**
 * The demo catalogue's materials and the words of its dimensions in the shopper's language
 * (Lumina's own words, see owned-words.ts). Materials translate as a whole while still the
 * catalogue's English; a dimension translates only when every word in it is one of ours, so a
 * merchant's own wording shows as written. Apart from owned-words.ts: only product screens carry them.
 */
const MATERIALS: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  'Aluminium': { id: 'owned.material.aluminium', defaultMessage: 'Aluminium', description: 'Product materials (specifications table)' },
  'Steel, frosted glass': { id: 'owned.material.steel-frosted-glass', defaultMessage: 'Steel, frosted glass', description: 'Product materials (specifications table)' },
  'Powder-coated steel': { id: 'owned.material.powder-coated-steel', defaultMessage: 'Powder-coated steel', description: 'Product materials (specifications table)' },
  'Aluminium, opal acrylic diffuser': { id: 'owned.material.aluminium-opal-acrylic-diffuser', defaultMessage: 'Aluminium, opal acrylic diffuser', description: 'Product materials (specifications table)' },
  'Polycarbonate, opal diffuser': { id: 'owned.material.polycarbonate-opal-diffuser', defaultMessage: 'Polycarbonate, opal diffuser', description: 'Product materials (specifications table)' },
  'Steel, ribbed glass': { id: 'owned.material.steel-ribbed-glass', defaultMessage: 'Steel, ribbed glass', description: 'Product materials (specifications table)' },
  'Brass, mouth-blown opal glass': { id: 'owned.material.brass-mouth-blown-opal-glass', defaultMessage: 'Brass, mouth-blown opal glass', description: 'Product materials (specifications table)' },
  'Oak veneer, opal acrylic': { id: 'owned.material.oak-veneer-opal-acrylic', defaultMessage: 'Oak veneer, opal acrylic', description: 'Product materials (specifications table)' },
  'Brass, crystal glass drops': { id: 'owned.material.brass-crystal-glass-drops', defaultMessage: 'Brass, crystal glass drops', description: 'Product materials (specifications table)' },
  'Polycarbonate, steel clips': { id: 'owned.material.polycarbonate-steel-clips', defaultMessage: 'Polycarbonate, steel clips', description: 'Product materials (specifications table)' },
  'Chrome-plated steel, satin glass': { id: 'owned.material.chrome-plated-steel-satin-glass', defaultMessage: 'Chrome-plated steel, satin glass', description: 'Product materials (specifications table)' },
  'Brushed brass, opal glass globes': { id: 'owned.material.brushed-brass-opal-glass-globes', defaultMessage: 'Brushed brass, opal glass globes', description: 'Product materials (specifications table)' },
  'Linen shade, metal frame': { id: 'owned.material.linen-shade-metal-frame', defaultMessage: 'Linen shade, metal frame', description: 'Product materials (specifications table)' },
  'Wrought iron, glass': { id: 'owned.material.wrought-iron-glass', defaultMessage: 'Wrought iron, glass', description: 'Product materials (specifications table)' },
  'Steel, clear glass': { id: 'owned.material.steel-clear-glass', defaultMessage: 'Steel, clear glass', description: 'Product materials (specifications table)' },
  'Brass, opal glass': { id: 'owned.material.brass-opal-glass', defaultMessage: 'Brass, opal glass', description: 'Product materials (specifications table)' },
  'Brass, hand-blown glass spheres': { id: 'owned.material.brass-hand-blown-glass-spheres', defaultMessage: 'Brass, hand-blown glass spheres', description: 'Product materials (specifications table)' },
  'Aluminium, microprismatic diffuser': { id: 'owned.material.aluminium-microprismatic-diffuser', defaultMessage: 'Aluminium, microprismatic diffuser', description: 'Product materials (specifications table)' },
  'Ceramic, textile cable': { id: 'owned.material.ceramic-textile-cable', defaultMessage: 'Ceramic, textile cable', description: 'Product materials (specifications table)' },
  'Brushed brass, opal glass': { id: 'owned.material.brushed-brass-opal-glass', defaultMessage: 'Brushed brass, opal glass', description: 'Product materials (specifications table)' },
  'Reclaimed wood, steel': { id: 'owned.material.reclaimed-wood-steel', defaultMessage: 'Reclaimed wood, steel', description: 'Product materials (specifications table)' },
  'Steel, opal glass': { id: 'owned.material.steel-opal-glass', defaultMessage: 'Steel, opal glass', description: 'Product materials (specifications table)' },
  'Spun aluminium': { id: 'owned.material.spun-aluminium', defaultMessage: 'Spun aluminium', description: 'Product materials (specifications table)' },
  'Rattan, steel frame': { id: 'owned.material.rattan-steel-frame', defaultMessage: 'Rattan, steel frame', description: 'Product materials (specifications table)' },
  'Mouth-blown smoked glass': { id: 'owned.material.mouth-blown-smoked-glass', defaultMessage: 'Mouth-blown smoked glass', description: 'Product materials (specifications table)' },
  'Mouth-blown opal glass': { id: 'owned.material.mouth-blown-opal-glass', defaultMessage: 'Mouth-blown opal glass', description: 'Product materials (specifications table)' },
  'Clear ribbed glass': { id: 'owned.material.clear-ribbed-glass', defaultMessage: 'Clear ribbed glass', description: 'Product materials (specifications table)' },
  'Powder-coated steel cage': { id: 'owned.material.powder-coated-steel-cage', defaultMessage: 'Powder-coated steel cage', description: 'Product materials (specifications table)' },
  'Smoked glass, brass gallery': { id: 'owned.material.smoked-glass-brass-gallery', defaultMessage: 'Smoked glass, brass gallery', description: 'Product materials (specifications table)' },
  'Aluminium, glass lens': { id: 'owned.material.aluminium-glass-lens', defaultMessage: 'Aluminium, glass lens', description: 'Product materials (specifications table)' },
  'Plaster, paintable': { id: 'owned.material.plaster-paintable', defaultMessage: 'Plaster, paintable', description: 'Product materials (specifications table)' },
  'Aluminium, fabric cable': { id: 'owned.material.aluminium-fabric-cable', defaultMessage: 'Aluminium, fabric cable', description: 'Product materials (specifications table)' },
  'Steel, brass joints': { id: 'owned.material.steel-brass-joints', defaultMessage: 'Steel, brass joints', description: 'Product materials (specifications table)' },
  'Chrome-plated aluminium, opal acrylic': { id: 'owned.material.chrome-plated-aluminium-opal-acrylic', defaultMessage: 'Chrome-plated aluminium, opal acrylic', description: 'Product materials (specifications table)' },
  'Marble, brass': { id: 'owned.material.marble-brass', defaultMessage: 'Marble, brass', description: 'Product materials (specifications table)' },
  'Die-cast aluminium': { id: 'owned.material.die-cast-aluminium', defaultMessage: 'Die-cast aluminium', description: 'Product materials (specifications table)' },
  'Solid brass': { id: 'owned.material.solid-brass', defaultMessage: 'Solid brass', description: 'Product materials (specifications table)' },
  'Steel, linen shade': { id: 'owned.material.steel-linen-shade', defaultMessage: 'Steel, linen shade', description: 'Product materials (specifications table)' },
  'Die-cast aluminium, clear glass': { id: 'owned.material.die-cast-aluminium-clear-glass', defaultMessage: 'Die-cast aluminium, clear glass', description: 'Product materials (specifications table)' },
  'Stainless steel 316, tempered glass': { id: 'owned.material.stainless-steel-316-tempered-glass', defaultMessage: 'Stainless steel 316, tempered glass', description: 'Product materials (specifications table)' },
  'Die-cast aluminium, tempered glass': { id: 'owned.material.die-cast-aluminium-tempered-glass', defaultMessage: 'Die-cast aluminium, tempered glass', description: 'Product materials (specifications table)' },
  'Stainless steel': { id: 'owned.material.stainless-steel', defaultMessage: 'Stainless steel', description: 'Product materials (specifications table)' },
  'Rubber cable, shatterproof bulbs': { id: 'owned.material.rubber-cable-shatterproof-bulbs', defaultMessage: 'Rubber cable, shatterproof bulbs', description: 'Product materials (specifications table)' },
  'ABS, glass': { id: 'owned.material.abs-glass', defaultMessage: 'ABS, glass', description: 'Product materials (specifications table)' },
  'Stainless steel, opal polycarbonate': { id: 'owned.material.stainless-steel-opal-polycarbonate', defaultMessage: 'Stainless steel, opal polycarbonate', description: 'Product materials (specifications table)' },
  'Stainless steel, glass': { id: 'owned.material.stainless-steel-glass', defaultMessage: 'Stainless steel, glass', description: 'Product materials (specifications table)' },
  'Stainless steel, polycarbonate': { id: 'owned.material.stainless-steel-polycarbonate', defaultMessage: 'Stainless steel, polycarbonate', description: 'Product materials (specifications table)' },
  'Anodised aluminium': { id: 'owned.material.anodised-aluminium', defaultMessage: 'Anodised aluminium', description: 'Product materials (specifications table)' },
  'Corten-look steel': { id: 'owned.material.corten-look-steel', defaultMessage: 'Corten-look steel', description: 'Product materials (specifications table)' },
  'Die-cast aluminium, glass': { id: 'owned.material.die-cast-aluminium-glass', defaultMessage: 'Die-cast aluminium, glass', description: 'Product materials (specifications table)' },
  'Aluminium, frosted glass': { id: 'owned.material.aluminium-frosted-glass', defaultMessage: 'Aluminium, frosted glass', description: 'Product materials (specifications table)' },
  'Polycarbonate, aluminium heat sink': { id: 'owned.material.polycarbonate-aluminium-heat-sink', defaultMessage: 'Polycarbonate, aluminium heat sink', description: 'Product materials (specifications table)' },
  'Flexible PCB, silicone coating': { id: 'owned.material.flexible-pcb-silicone-coating', defaultMessage: 'Flexible PCB, silicone coating', description: 'Product materials (specifications table)' },
  'Aluminium, opal acrylic': { id: 'owned.material.aluminium-opal-acrylic', defaultMessage: 'Aluminium, opal acrylic', description: 'Product materials (specifications table)' },
  'Aluminium, polycarbonate': { id: 'owned.material.aluminium-polycarbonate', defaultMessage: 'Aluminium, polycarbonate', description: 'Product materials (specifications table)' },
  'Ceramic, linen shade': { id: 'owned.material.ceramic-linen-shade', defaultMessage: 'Ceramic, linen shade', description: 'Product materials (specifications table)' },
  'Glass-clad polycarbonate, aluminium': { id: 'owned.material.glass-clad-polycarbonate-aluminium', defaultMessage: 'Glass-clad polycarbonate, aluminium', description: 'Product materials (specifications table)' },
  'Glass, aluminium': { id: 'owned.material.glass-aluminium', defaultMessage: 'Glass, aluminium', description: 'Product materials (specifications table)' },
  'Tinted glass, filament LEDs': { id: 'owned.material.tinted-glass-filament-leds', defaultMessage: 'Tinted glass, filament LEDs', description: 'Product materials (specifications table)' },
  'Silicone, ceramic base': { id: 'owned.material.silicone-ceramic-base', defaultMessage: 'Silicone, ceramic base', description: 'Product materials (specifications table)' },
});

const DIMENSION_WORDS: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  'L': { id: 'owned.dimension.l', defaultMessage: 'L', description: 'Word in product dimensions: length, e.g. L 76 × W 8 × H 16 cm' },
  'W': { id: 'owned.dimension.w', defaultMessage: 'W', description: 'Word in product dimensions: width, e.g. L 76 × W 8 × H 16 cm' },
  'H': { id: 'owned.dimension.h', defaultMessage: 'H', description: 'Word in product dimensions: height, e.g. L 76 × W 8 × H 16 cm' },
  'D': { id: 'owned.dimension.d', defaultMessage: 'D', description: 'Word in product dimensions: depth (axis), e.g. W 8 × H 16 × D 10 cm' },
  'chain': { id: 'owned.dimension.chain', defaultMessage: 'chain', description: 'Word in product dimensions: chain length, e.g. Ø 68 × H 55 cm, chain 100 cm' },
  'cable': { id: 'owned.dimension.cable', defaultMessage: 'cable', description: 'Word in product dimensions: cable length, e.g. Ø 60 cm × H 28 cm, cable 150 cm' },
  'height adjustable to': { id: 'owned.dimension.height-adjustable-to', defaultMessage: 'height adjustable to', description: 'Word in product dimensions: height adjustable up to a length, e.g. L 110 × W 12 × H 20 cm, height adjustable to 180 cm' },
  'height adjustable': { id: 'owned.dimension.height-adjustable', defaultMessage: 'height adjustable', description: 'Word in product dimensions: height adjustable, e.g. Ø 70 × H 90 cm, height adjustable' },
  'arm extended': { id: 'owned.dimension.arm-extended', defaultMessage: 'arm extended', description: 'Word in product dimensions: arm extended (measured with the arm extended), e.g. W 18 × H 30 × D 60 cm (arm extended)' },
  'with spike': { id: 'owned.dimension.with-spike', defaultMessage: 'with spike', description: 'Word in product dimensions: with the ground spike, e.g. Ø 12 × H 42 cm (with spike)' },
  'depth': { id: 'owned.dimension.depth', defaultMessage: 'depth', description: 'Word in product dimensions: depth (word), e.g. Ø 8 cm × depth 11 cm' },
  'bulbs': { id: 'owned.dimension.bulbs', defaultMessage: 'bulbs', description: 'Word in product dimensions: bulbs of a festoon (after a number), e.g. 20 m cable, 20 bulbs' },
  'cuttable every': { id: 'owned.dimension.cuttable-every', defaultMessage: 'cuttable every', description: 'Word in product dimensions: an LED strip can be cut every … cm, e.g. 5 m × 1 cm, cuttable every 10 cm' },
});

/** Symbols and units, the same in every language we translate into. */
const DIMENSION_SYMBOLS = ['Ø', 'cm', 'mm', 'm'];

/** Our words and symbols, longest first so 'height adjustable to' wins over 'height adjustable'. */
const DIMENSION_TOKEN = new RegExp(
  `(?<!\\p{L})(${[...Object.keys(DIMENSION_WORDS), ...DIMENSION_SYMBOLS].sort((a, b) => b.length - a.length).join('|')})(?!\\p{L})`,
  'gu',
);

function dimensions(intl: ReturnType<typeof useIntl>, text: string): string {
  if (/\p{L}/u.test(text.replace(DIMENSION_TOKEN, ''))) return text;
  return text.replace(DIMENSION_TOKEN, (token) => {
    const message = Object.prototype.hasOwnProperty.call(DIMENSION_WORDS, token) ? DIMENSION_WORDS[token] : undefined;
    return message ? intl.formatMessage(message) : token;
  });
}

export interface OwnedSpecWords {
  materials(text: string): string;
  dimensions(text: string): string;
}

export function useOwnedSpecWords(): OwnedSpecWords {
  const intl = useIntl();
  return {
    materials: (text) => owned(intl, MATERIALS, text, text),
    dimensions: (text) => dimensions(intl, text),
  };
}
