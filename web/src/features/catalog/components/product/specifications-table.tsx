import type { ProductDto } from '@lumina/contracts';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { specMessages, withUnit } from './spec-tiles';

const messages = defineMessages({
  heading: { id: 'product.specs.heading', defaultMessage: 'Technical Specifications', description: 'Heading of the specifications table' },
  brand: { id: 'product.specs.brand', defaultMessage: 'Brand', description: 'Specifications row: brand' },
  sku: { id: 'product.specs.sku', defaultMessage: 'SKU', description: 'Specifications row: stock keeping unit' },
  bulbType: { id: 'product.specs.bulbType', defaultMessage: 'Bulb type', description: 'Specifications row: bulb or socket type' },
  dimmable: { id: 'product.specs.dimmable', defaultMessage: 'Dimmable', description: 'Specifications row: whether the light can be dimmed' },
  yes: { id: 'product.specs.yes', defaultMessage: 'Yes', description: 'Specifications value: yes' },
  no: { id: 'product.specs.no', defaultMessage: 'No', description: 'Specifications value: no' },
  finish: { id: 'product.specs.finish', defaultMessage: 'Finish', description: 'Specifications row: surface finish' },
  dimensions: { id: 'product.specs.dimensions', defaultMessage: 'Dimensions', description: 'Specifications row: dimensions' },
  materials: { id: 'product.specs.materials', defaultMessage: 'Materials', description: 'Specifications row: materials' },
  energyRating: { id: 'product.specs.energyRating', defaultMessage: 'Energy rating', description: 'Specifications row: EU energy label class' },
  features: { id: 'product.specs.features', defaultMessage: 'Features', description: 'Specifications row: feature list' },
  merchant: { id: 'product.specs.merchant', defaultMessage: 'Sold by', description: 'Specifications row: merchant' },
});

/** The technical specifications table (spec §2): every given field, one row each. */
export function SpecificationsTable({ product }: { product: ProductDto }) {
  const rows: Array<[MessageDescriptor, ReactNode]> = [];
  const add = (label: MessageDescriptor, value: ReactNode | null | undefined | false) => {
    if (value !== null && value !== undefined && value !== false && value !== '') rows.push([label, value]);
  };
  add(messages.brand, product.brand?.name);
  add(messages.sku, product.sku);
  add(messages.bulbType, product.bulbType);
  add(specMessages.wattage, product.wattage !== null && withUnit(product.wattage, specMessages.wattageValue));
  add(specMessages.lumens, product.lumens !== null && withUnit(product.lumens, specMessages.lumensValue));
  add(specMessages.colorTemperature, product.colorTemperature !== null && withUnit(product.colorTemperature, specMessages.colorTemperatureValue));
  add(messages.dimmable, <FormattedMessage {...(product.isDimmable ? messages.yes : messages.no)} />);
  add(specMessages.ipRating, product.ipRating);
  add(messages.finish, product.finish);
  add(messages.dimensions, product.dimensions);
  add(messages.materials, product.materials);
  add(messages.energyRating, product.energyRating);
  add(messages.features, product.features.length > 0 && product.features.join(', '));
  add(messages.merchant, product.merchant?.name);

  return (
    <section aria-labelledby="specs-heading" className="space-y-4">
      <h2 id="specs-heading" className="text-xl font-semibold">
        <FormattedMessage {...messages.heading} />
      </h2>
      <div className="overflow-hidden rounded-xl border border-border">
        <table className="w-full text-left text-sm" data-testid="specifications-table">
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label.id} className="border-b border-border last:border-0 even:bg-muted/40">
                <th scope="row" className="w-2/5 px-4 py-2.5 font-medium text-muted-foreground">
                  <FormattedMessage {...label} />
                </th>
                <td className="px-4 py-2.5">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
