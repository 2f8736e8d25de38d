import type { ProductDto } from '@lumina/contracts';
import { Droplets, Gauge, Sun, Thermometer } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, FormattedNumber, type MessageDescriptor } from 'react-intl';

export const specMessages = defineMessages({
  lumens: { id: 'product.spec.lumens', defaultMessage: 'Lumens', description: 'Spec tile / table row: luminous flux' },
  lumensValue: { id: 'product.spec.lumensValue', defaultMessage: '{value} lm', description: 'Luminous flux with its unit, e.g. 800 lm' },
  colorTemperature: { id: 'product.spec.colorTemperature', defaultMessage: 'Colour temperature', description: 'Spec tile / table row: colour temperature' },
  colorTemperatureValue: { id: 'product.spec.colorTemperatureValue', defaultMessage: '{value} K', description: 'Colour temperature in kelvin, e.g. 2700 K' },
  wattage: { id: 'product.spec.wattage', defaultMessage: 'Wattage', description: 'Spec tile / table row: power' },
  wattageValue: { id: 'product.spec.wattageValue', defaultMessage: '{value} W', description: 'Power in watts, e.g. 9 W' },
  ipRating: { id: 'product.spec.ipRating', defaultMessage: 'IP rating', description: 'Spec tile / table row: ingress protection rating' },
  notSpecified: { id: 'product.spec.notSpecified', defaultMessage: 'N/A', description: 'Shown when a specification is not given' },
});

function Tile({ icon, label, children }: { icon: ReactNode; label: MessageDescriptor; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-border bg-muted/40 p-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-primary [&_svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <dl className="min-w-0">
        <dt className="text-xs text-muted-foreground">
          <FormattedMessage {...label} />
        </dt>
        <dd className="truncate text-sm font-semibold">{children}</dd>
      </dl>
    </div>
  );
}

/** A number with its unit; kelvin are written without a thousands separator (2700 K). */
function withUnit(value: number | null, message: MessageDescriptor) {
  if (value === null) return <FormattedMessage {...specMessages.notSpecified} />;
  const grouping = message.id !== specMessages.colorTemperatureValue.id;
  return <FormattedMessage {...message} values={{ value: <FormattedNumber key="value" value={value} useGrouping={grouping} /> }} />;
}

/** The four key spec tiles: lumens, colour temperature, wattage, IP rating (spec §2). */
export function SpecTiles({ product }: { product: Pick<ProductDto, 'lumens' | 'colorTemperature' | 'wattage' | 'ipRating'> }) {
  return (
    <div className="grid grid-cols-2 gap-3" data-testid="spec-tiles">
      <Tile icon={<Sun />} label={specMessages.lumens}>
        {withUnit(product.lumens, specMessages.lumensValue)}
      </Tile>
      <Tile icon={<Thermometer />} label={specMessages.colorTemperature}>
        {withUnit(product.colorTemperature, specMessages.colorTemperatureValue)}
      </Tile>
      <Tile icon={<Gauge />} label={specMessages.wattage}>
        {withUnit(product.wattage, specMessages.wattageValue)}
      </Tile>
      <Tile icon={<Droplets />} label={specMessages.ipRating}>
        {product.ipRating ?? <FormattedMessage {...specMessages.notSpecified} />}
      </Tile>
    </div>
  );
}

export { withUnit };
