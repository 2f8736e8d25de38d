import type { ProductDto } from '@lumina/contracts';
import { Eye, ExternalLink, MoreHorizontal, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { productMessages as messages } from '../product-messages';

export type RowAction = 'view' | 'edit' | 'delete' | 'restore';

interface ProductRowMenuProps {
  product: ProductDto;
  removed: boolean;
  /** Whether the role may change products (products:write): Edit, Delete and Restore need it. */
  canWrite: boolean;
  onAction: (action: RowAction, product: ProductDto) => void;
}

/** A row's menu (Radix dropdown: arrow keys, Escape): View, View on Site, Edit, Delete or Restore. */
export function ProductRowMenu({ product, removed, canWrite, onAction }: ProductRowMenuProps) {
  const intl = useIntl();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={intl.formatMessage(messages.rowMenu, { title: product.title })}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction('view', product)}>
          <Eye className="size-4" aria-hidden="true" />
          {intl.formatMessage(messages.view)}
        </DropdownMenuItem>
        {removed ? null : (
          <DropdownMenuItem asChild>
            <a href={paths.product(product.slug)} target="_blank" rel="noopener noreferrer">
              <ExternalLink className="size-4" aria-hidden="true" />
              {intl.formatMessage(messages.viewOnSite)}
            </a>
          </DropdownMenuItem>
        )}
        {canWrite && !removed ? (
          <DropdownMenuItem onSelect={() => onAction('edit', product)}>
            <Pencil className="size-4" aria-hidden="true" />
            {intl.formatMessage(messages.edit)}
          </DropdownMenuItem>
        ) : null}
        {canWrite ? <DropdownMenuSeparator /> : null}
        {canWrite && removed ? (
          <DropdownMenuItem onSelect={() => onAction('restore', product)}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {intl.formatMessage(messages.restore)}
          </DropdownMenuItem>
        ) : null}
        {canWrite && !removed ? (
          <DropdownMenuItem className="text-destructive data-[highlighted]:text-destructive" onSelect={() => onAction('delete', product)}>
            <Trash2 className="size-4" aria-hidden="true" />
            {intl.formatMessage(messages.delete)}
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
