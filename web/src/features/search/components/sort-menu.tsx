import { PRODUCT_SORT_OPTIONS } from '@lumina/contracts';
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
import type { ListingSortKey } from '../lib/listing-filters';

interface SortMenuProps {
  value: ListingSortKey;
  onChange: (sort: ListingSortKey) => void;
  /** The options offered, in order: the five of spec §9 unless a page adds its own (deals: best discount). */
  options?: readonly { key: ListingSortKey }[];
}

/** The sort dropdown with the five options of spec §9 (or the page's own list). */
export function SortMenu({ value, onChange, options = PRODUCT_SORT_OPTIONS }: SortMenuProps) {
  const isSortKey = (next: string): next is ListingSortKey => options.some((option) => option.key === next);
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
          {options.map((option) => (
            <DropdownMenuRadioItem key={option.key} value={option.key}>
              <FormattedMessage {...sortMessages[option.key]} />
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
