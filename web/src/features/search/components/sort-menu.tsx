import { PRODUCT_SORT_OPTIONS, type ProductSortKey } from '@lumina/contracts';
import { ArrowUpDown } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { sortMessages } from '../lib/filter-messages';

interface SortMenuProps {
  value: ProductSortKey;
  onChange: (sort: ProductSortKey) => void;
}

function isSortKey(value: string): value is ProductSortKey {
  return PRODUCT_SORT_OPTIONS.some((option) => option.key === value);
}

/** The sort dropdown with the five options of spec §9. */
export function SortMenu({ value, onChange }: SortMenuProps) {
  const intl = useIntl();
  const current = intl.formatMessage(sortMessages[value]);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          data-testid="sort-menu"
          aria-label={`${intl.formatMessage(sortMessages.label)}: ${current}`}
        >
          <ArrowUpDown aria-hidden="true" />
          <span className="text-muted-foreground">
            <FormattedMessage {...sortMessages.label} />:
          </span>
          {current}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={value} onValueChange={(next) => isSortKey(next) && onChange(next)}>
          {PRODUCT_SORT_OPTIONS.map((option) => (
            <DropdownMenuRadioItem key={option.key} value={option.key}>
              <FormattedMessage {...sortMessages[option.key]} />
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
