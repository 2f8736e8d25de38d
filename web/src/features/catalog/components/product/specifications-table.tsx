import { FINISHES, PRODUCT_FEATURES, type Finish, type ProductDto, type ProductFeature } from '@lumina/contracts';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useOwnedSpecWords } from '@/i18n/owned-spec-words';
import { featureMessages, finishMessages } from '@/i18n/spec-vocabulary-messages';
import { specMessages, withUnit } from './spec-tiles';

export const specTableMessages = defineMessages({
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

const messages = specTableMessages;

export interface SpecField {
  label: MessageDescriptor;
  /** The shown value; null when the product does not give it. */
  value: (product: ProductDto) => ReactNode | null;
  /** What the compare table compares: equal texts are equal values. */
  text: (product: ProductDto) => string;
}

const isFinish = (value: string): value is Finish => (FINISHES as readonly string[]).includes(value);
const isFeature = (value: string): value is ProductFeature => (PRODUCT_FEATURES as readonly string[]).includes(value);

/** A finish of the catalogue's vocabulary in the shopper's language; another as written. */
function FinishValue({ finish }: { finish: string }) {
  return isFinish(finish) ? <FormattedMessage {...finishMessages[finish]} /> : finish;
}

function FeaturesValue({ features }: { features: readonly string[] }) {
  const intl = useIntl();
  return features.map((feature) => (isFeature(feature) ? intl.formatMessage(featureMessages[feature]) : feature)).join(', ');
}

function MaterialsValue({ materials }: { materials: string }) {
  return useOwnedSpecWords().materials(materials);
}

function DimensionsValue({ dimensions }: { dimensions: string }) {
  return useOwnedSpecWords().dimensions(dimensions);
}

const given = (value: ReactNode | null | undefined | false): ReactNode | null =>
  value === null || value === undefined || value === false || value === '' ? null : value;

/** Every specification field, in table order (the product page's table and the compare table). */
export const SPEC_FIELDS: readonly SpecField[] = [
  { label: messages.brand, value: (p) => given(p.brand?.name), text: (p) => p.brand?.name ?? '' },
  { label: messages.sku, value: (p) => given(p.sku), text: (p) => p.sku },
  { label: messages.bulbType, value: (p) => given(p.bulbType), text: (p) => p.bulbType ?? '' },
  { label: specMessages.wattage, value: (p) => given(p.wattage !== null && withUnit(p.wattage, specMessages.wattageValue)), text: (p) => String(p.wattage ?? '') },
  { label: specMessages.lumens, value: (p) => given(p.lumens !== null && withUnit(p.lumens, specMessages.lumensValue)), text: (p) => String(p.lumens ?? '') },
  {
    label: specMessages.colorTemperature,
    value: (p) => given(p.colorTemperature !== null && withUnit(p.colorTemperature, specMessages.colorTemperatureValue)),
    text: (p) => String(p.colorTemperature ?? ''),
  },
  { label: messages.dimmable, value: (p) => <FormattedMessage {...(p.isDimmable ? messages.yes : messages.no)} />, text: (p) => String(p.isDimmable) },
  { label: specMessages.ipRating, value: (p) => given(p.ipRating), text: (p) => p.ipRating ?? '' },
  { label: messages.finish, value: (p) => given(p.finish && <FinishValue finish={p.finish} />), text: (p) => p.finish ?? '' },
  { label: messages.dimensions, value: (p) => given(p.dimensions && <DimensionsValue dimensions={p.dimensions} />), text: (p) => p.dimensions ?? '' },
  { label: messages.materials, value: (p) => given(p.materials && <MaterialsValue materials={p.materials} />), text: (p) => p.materials ?? '' },
  { label: messages.energyRating, value: (p) => given(p.energyRating), text: (p) => p.energyRating ?? '' },
  { label: messages.features, value: (p) => given(p.features.length > 0 && <FeaturesValue features={p.features} />), text: (p) => [...p.features].sort().join(',') },
  { label: messages.merchant, value: (p) => given(p.merchant?.name), text: (p) => p.merchant?.name ?? '' },
];

/** The technical specifications table (spec §2): every given field, one row each. */
export function SpecificationsTable({ product }: { product: ProductDto }) {
  const rows = SPEC_FIELDS.flatMap((field): Array<[MessageDescriptor, ReactNode]> => {
    const value = field.value(product);
    return value === null ? [] : [[field.label, value]];
  });

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
