import { PRICE_FILTER } from '@lumina/contracts';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Slider } from '@/components/ui/slider';
import { Price } from '@/i18n/components/price';
import { filterMessages } from '../lib/filter-messages';

interface PriceFilterProps {
  value: readonly [number, number];
  /** Called once a drag or key press ends, so the listing is not asked again at every step. */
  onCommit: (range: readonly [number, number]) => void;
}

/** The price range slider: 0 to 1000 in steps of 10 (spec §5), shown in the shopper's currency. */
export function PriceFilter({ value, onCommit }: PriceFilterProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<readonly [number, number]>(value);
  const [committed, setCommitted] = useState(value);
  // Follow the address (a cleared filter, back/forward) unless the shopper is mid-drag.
  if (committed[0] !== value[0] || committed[1] !== value[1]) {
    setCommitted(value);
    setDraft(value);
  }
  const [min, max] = draft;
  return (
    <fieldset className="space-y-4" data-testid="price-filter">
      <legend className="text-sm font-semibold">
        <FormattedMessage {...filterMessages.price} />
      </legend>
      <Slider
        min={PRICE_FILTER.min}
        max={PRICE_FILTER.max}
        step={PRICE_FILTER.step}
        minStepsBetweenThumbs={1}
        value={[min, max]}
        onValueChange={([low = min, high = max]) => setDraft([low, high])}
        onValueCommit={([low = min, high = max]) => onCommit([low, high])}
        thumbLabels={[
          intl.formatMessage(filterMessages.priceMin),
          intl.formatMessage(filterMessages.priceMax),
        ]}
      />
      <p className="flex justify-between text-sm text-muted-foreground" data-testid="price-filter-range">
        <Price amount={min} trimWholeCents />
        {max >= PRICE_FILTER.max ? (
          <FormattedMessage
            {...filterMessages.priceNoLimit}
            values={{ amount: <Price key="max" amount={max} trimWholeCents /> }}
          />
        ) : (
          <Price amount={max} trimWholeCents />
        )}
      </p>
    </fieldset>
  );
}
