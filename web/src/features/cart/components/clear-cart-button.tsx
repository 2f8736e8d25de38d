import { useId, useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

const messages = defineMessages({
  clear: {
    id: 'cart.clear',
    defaultMessage: 'Clear Cart',
    description: 'Button that removes every line from the cart',
  },
  question: {
    id: 'cart.clear.question',
    defaultMessage: '{count, plural, one {Remove the # item from your cart?} other {Remove all # items from your cart?}}',
    description: 'Confirmation asked before emptying the cart',
  },
  confirm: {
    id: 'cart.clear.confirm',
    defaultMessage: 'Remove all',
    description: 'Button that confirms emptying the cart',
  },
  keep: {
    id: 'cart.clear.keep',
    defaultMessage: 'Keep items',
    description: 'Button that closes the confirmation and keeps the cart',
  },
});

interface ClearCartButtonProps {
  itemCount: number;
  isClearing: boolean;
  onClear: () => void;
}

/** 'Clear Cart' asks first: a cart is easy to lose and tedious to rebuild. */
export function ClearCartButton({ itemCount, isClearing, onClear }: ClearCartButtonProps) {
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  return (
    <Popover open={asking} onOpenChange={setAsking}>
      <PopoverTrigger asChild>
        <Button variant="outline" disabled={isClearing}>
          <FormattedMessage {...messages.clear} />
        </Button>
      </PopoverTrigger>
      <PopoverContent role="alertdialog" aria-labelledby={questionId} align="end" className="space-y-3">
        <p id={questionId} className="text-sm font-medium">
          <FormattedMessage {...messages.question} values={{ count: itemCount }} />
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={() => setAsking(false)}>
            <FormattedMessage {...messages.keep} />
          </Button>
          <Button
            variant="destructive"
            size="sm"
            onClick={() => {
              setAsking(false);
              onClear();
            }}
          >
            <FormattedMessage {...messages.confirm} />
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
