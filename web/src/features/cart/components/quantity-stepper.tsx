import { Minus, Plus } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { QUANTITY_MAX, QUANTITY_MIN } from '@/config/constants';
import { cn } from '@/lib/cn';
import { clampQuantity, parseQuantity } from '../lib/quantity';

const messages = defineMessages({
  decrease: {
    id: 'cart.quantity.decrease',
    defaultMessage: 'Decrease quantity',
    description: 'Accessible name of the minus button of a quantity stepper',
  },
  increase: {
    id: 'cart.quantity.increase',
    defaultMessage: 'Increase quantity',
    description: 'Accessible name of the plus button of a quantity stepper',
  },
  label: {
    id: 'cart.quantity.label',
    defaultMessage: 'Quantity',
    description: 'Accessible name of a quantity field',
  },
});

interface QuantityStepperProps {
  value: number;
  /** Called with the new quantity (always 1..99) when a button is pressed or the typed value is committed. */
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /** Accessible name of the field, e.g. "Quantity of Aria Pendant". */
  label?: string;
  className?: string;
}

/**
 * Quantity 1..99 (spec §5): minus disabled at 1, plus at 99; a typed value is committed on blur or
 * Enter, non-numeric input becomes 1 and anything else is clamped.
 */
export function QuantityStepper({
  value,
  onChange,
  disabled = false,
  label,
  className,
}: QuantityStepperProps) {
  const intl = useIntl();
  const id = useId();
  // What the shopper is typing; null shows the value itself (so a rolled-back change shows too).
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (next: number) => {
    const clamped = clampQuantity(next);
    setDraft(null);
    if (clamped !== value) onChange(clamped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(parseQuantity(draft ?? String(value)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      commit(value + 1);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      commit(value - 1);
    }
  };

  return (
    <div className={cn('inline-flex items-center rounded-md border border-border', className)}>
      <Button
        variant="ghost"
        size="icon-sm"
        className="rounded-r-none"
        aria-label={intl.formatMessage(messages.decrease)}
        aria-controls={id}
        disabled={disabled || value <= QUANTITY_MIN}
        onClick={() => commit(value - 1)}
      >
        <Minus aria-hidden="true" />
      </Button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        aria-label={label ?? intl.formatMessage(messages.label)}
        className="h-9 w-12 border-x border-border bg-transparent text-center text-sm tabular-nums focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50"
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => {
          // Digits only: a '-', '.' or ',' is ignored, the value stays.
          if (!/\D/.test(event.target.value)) setDraft(event.target.value);
        }}
        onBlur={() => commit(parseQuantity(draft ?? String(value)))}
        onKeyDown={onKeyDown}
      />
      <Button
        variant="ghost"
        size="icon-sm"
        className="rounded-l-none"
        aria-label={intl.formatMessage(messages.increase)}
        aria-controls={id}
        disabled={disabled || value >= QUANTITY_MAX}
        onClick={() => commit(value + 1)}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}
