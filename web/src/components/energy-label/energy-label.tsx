import { useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { ENERGY_CLASS_COLORS, energyLabelOf, eprelUrl, type LabelledProduct } from './energy-classes';
import { EnergyLabelSvg } from './energy-label-svg';

const messages = defineMessages({
  arrow: {
    id: 'energyLabel.arrow',
    defaultMessage: 'Energy class {energyClass}: show the energy label',
    description: 'Accessible name of the energy class arrow beside a price',
  },
  contains: {
    id: 'energyLabel.contains',
    defaultMessage: 'Contains a light source of energy class {energyClass}',
    description: 'Beside the price of a luminaire with a built-in light source',
  },
  label: { id: 'energyLabel.full', defaultMessage: 'EU energy label: class {energyClass}', description: 'Accessible name of the full energy label' },
  sheet: { id: 'energyLabel.sheet', defaultMessage: 'Product information sheet', description: "Link to the product's page in the EU's EPREL database" },
});

/**
 * The class arrow beside a light source's price (Delegated Regulation (EU) 2019/2015, Annex VII):
 * the letter in the price's font size (inherits it), coloured as on the scale; a click, tap or
 * hover shows the full label and the EPREL link. A luminaire with a built-in light source says so.
 */
export function EnergyLabel({ product, className }: { product: LabelledProduct; className?: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // A mouse that hovered the arrow opened the label: its click then keeps it open instead of toggling.
  const openedByHover = useRef(false);
  const label = energyLabelOf(product);
  if (label === null) return null;
  const { energyClass } = label;
  const colors = ENERGY_CLASS_COLORS[energyClass];
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <span className={cn('inline-flex items-center gap-1.5 align-middle', className)} data-testid="energy-label">
        <PopoverTrigger
          type="button"
          aria-label={intl.formatMessage(messages.arrow, { energyClass })}
          onPointerEnter={(event) => {
            if (event.pointerType !== 'mouse' || open) return;
            openedByHover.current = true;
            setOpen(true);
          }}
          onClick={(event) => {
            if (openedByHover.current) event.preventDefault();
            openedByHover.current = false;
          }}
          className="inline-flex h-[1.2em] items-center rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          data-testid="energy-class"
          data-energy-class={energyClass}
        >
          <svg viewBox="0 0 34 20" className="h-full w-auto" aria-hidden="true">
            <path d="M0,0h24l10,10l-10,10h-24z" fill={colors.fill} />
            <text x="11" y="15.5" fontSize="15" fontWeight="700" textAnchor="middle" fill={colors.text}>
              {energyClass}
            </text>
          </svg>
        </PopoverTrigger>
        {label.kind === 'contains' ? (
          <span className="text-xs text-muted-foreground">
            <FormattedMessage {...messages.contains} values={{ energyClass }} />
          </span>
        ) : null}
      </span>
      <PopoverContent
        className="w-64 space-y-2"
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse' && openedByHover.current) setOpen(false);
        }}
      >
        <EnergyLabelSvg
          energyClass={energyClass}
          supplier={product.brand?.name ?? null}
          model={product.sku}
          wattage={product.wattage}
          eprelId={product.eprelId}
          title={intl.formatMessage(messages.label, { energyClass })}
        />
        {product.eprelId ? (
          <a
            href={eprelUrl(product.eprelId)}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm text-primary underline-offset-2 hover:underline"
            data-testid="eprel-link"
          >
            <FormattedMessage {...messages.sheet} />
          </a>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
