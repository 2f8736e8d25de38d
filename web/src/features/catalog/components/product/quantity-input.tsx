import { Minus, Plus } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { QUANTITY_MAX, QUANTITY_MIN } from '@/config/constants';
import { cn } from '@/lib/cn';
import { clampQuantity } from '../../lib/quantity';

const messages = defineMessages({
  label: { id: 'product.quantity.label', defaultMessage: 'Quantity', description: 'Label of the add-to-cart quantity input' },
  decrease: { id: 'product.quantity.decrease', defaultMessage: 'Decrease quantity', description: 'Button that lowers the quantity by one' },
  increase: { id: 'product.quantity.increase', defaultMessage: 'Increase quantity', description: 'Button that raises the quantity by one' },
});

interface QuantityInputProps {
  value: number;
  onChange: (value: number) => void;
  id?: string;
  className?: string;
}

/**
 * The add-to-cart quantity (spec §5): an integer from 1 to 99. Typed text is applied at once,
 * non-numeric text becomes 1 and numbers are clamped; the box may be empty while typing and
 * becomes 1 when left empty. Minus is disabled at 1, plus at 99.
 */
export function QuantityInput({ value, onChange, id = 'quantity', className }: QuantityInputProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<string | null>(null);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    // A '-', '.' or ',' (a negative or fractional quantity) is ignored and the value stays; other
    // non-numeric text becomes 1 (spec §5).
    const text = event.target.value.trim();
    if (/[-.,]/.test(text)) return;
    if (text === '') {
      setDraft('');
      return;
    }
    setDraft(null);
    onChange(clampQuantity(text));
  };

  const commit = () => {
    if (draft !== null) {
      setDraft(null);
      onChange(QUANTITY_MIN);
    }
  };

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {intl.formatMessage(messages.label)}
      </label>
      <div className="inline-flex w-fit items-center rounded-md border border-border">
        <Button
          variant="ghost"
          size="icon"
          className="rounded-r-none"
          aria-label={intl.formatMessage(messages.decrease)}
          disabled={value <= QUANTITY_MIN}
          onClick={() => onChange(clampQuantity(value - 1))}
          data-testid="quantity-decrease"
        >
          <Minus aria-hidden="true" />
        </Button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={draft ?? String(value)}
          onChange={handleChange}
          onBlur={commit}
          className="h-10 w-14 border-x border-border bg-background text-center text-sm font-medium tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
          data-testid="quantity-input"
        />
        <Button
          variant="ghost"
          size="icon"
          className="rounded-l-none"
          aria-label={intl.formatMessage(messages.increase)}
          disabled={value >= QUANTITY_MAX}
          onClick={() => onChange(clampQuantity(value + 1))}
          data-testid="quantity-increase"
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
