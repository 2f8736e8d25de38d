import type { AdminCategoryDto } from '@lumina/contracts';
import { ArrowDown, ArrowUp, Eye, EyeOff, FolderTree, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { getServerMessage } from '@/lib/api';
import { useCan } from '@/features/admin/auth/hooks/use-admin-user';
import { adminNavMessages } from '@/features/admin/shell/admin-nav-messages';
import { AdminPage } from '@/features/admin/shell/admin-page';
import {
  useGetAdminCategoriesQuery,
  useMoveCategoryMutation,
  useUpdateCategoryMutation,
} from './api/categories-admin-api';
import { categoriesMessages as m } from './categories-messages';
import { CategoryDeleteDialog } from './components/category-delete-dialog';
import { CategoryFormDialog } from './components/category-form-dialog';
import { treeRows, untranslated } from './lib/category-tree';

const SKELETONS = 6;

/** Admin categories (issue 29): the tree with reorder, create, edit, hide and delete; per-language texts. */
export function CategoriesScreen() {
  const intl = useIntl();
  const canWrite = useCan('content:write');
  const { data: categories, isLoading, isError, error, refetch } = useGetAdminCategoriesQuery();
  const [editing, setEditing] = useState<{ open: boolean; category: AdminCategoryDto | null; key: number }>({
    open: false,
    category: null,
    key: 0,
  });
  const [deleting, setDeleting] = useState<AdminCategoryDto | null>(null);
  const [onlyMissing, setOnlyMissing] = useState(false);
  const [move] = useMoveCategoryMutation();
  const [update] = useUpdateCategoryMutation();
  const fail = (failure: unknown) =>
    toast({
      variant: 'destructive',
      title: intl.formatMessage(m.error),
      description: getServerMessage(failure) ?? intl.formatMessage(m.requestFailed),
    });
  const openForm = (category: AdminCategoryDto | null) =>
    setEditing((current) => ({ open: true, category, key: current.key + 1 }));

  async function reorder(category: AdminCategoryDto, position: number) {
    try {
      await move({ id: category.id, move: { parentId: category.parentId, position } }).unwrap();
    } catch (failure) {
      fail(failure);
    }
  }

  async function toggleVisible(category: AdminCategoryDto) {
    const { id, version, slug, name, description, imageUrl, visible, onHome, lightSource, rule } = category;
    try {
      await update({
        id,
        changes: { slug, name, description, imageUrl, visible: !visible, onHome, lightSource, rule, version },
      }).unwrap();
    } catch (failure) {
      fail(failure);
    }
  }

  let content;
  if (isLoading) {
    content = (
      <div className="space-y-2" aria-busy="true">
        <span className="sr-only" role="status">
          <FormattedMessage {...m.loading} />
        </span>
        {Array.from({ length: SKELETONS }, (_, index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (isError) {
    content = (
      <div role="alert" className="space-y-3 rounded-lg border border-destructive/40 p-6 text-center">
        <p>
          <FormattedMessage {...m.loadFailed} /> {getServerMessage(error) ?? ''}
        </p>
        <Button variant="outline" onClick={() => void refetch()}>
          <FormattedMessage {...m.retry} />
        </Button>
      </div>
    );
  } else if (!categories || categories.length === 0) {
    content = (
      <EmptyState
        icon={<FolderTree />}
        title={intl.formatMessage(m.emptyTitle)}
        text={intl.formatMessage(m.emptyText)}
      />
    );
  } else {
    const rows = treeRows(categories).filter(
      (row) => !onlyMissing || untranslated(row.category).missing.length > 0,
    );
    content = (
      <ul
        aria-label={intl.formatMessage(m.tree)}
        className="divide-y divide-border rounded-lg border border-border"
        data-testid="category-tree"
      >
        {rows.map(({ category, depth, index, siblings }) => {
          const name = category.name.en;
          const { missing, outdated } = untranslated(category);
          return (
            <li
              key={category.id}
              data-testid="category-row"
              data-slug={category.slug}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3"
            >
              <div className="min-w-0 flex-1" style={{ paddingInlineStart: `${depth * 1.25}rem` }}>
                <p className="truncate font-medium">
                  <span aria-hidden="true">{category.emoji} </span>
                  {name}
                  <span className="ml-2 text-sm font-normal text-muted-foreground">/{category.slug}</span>
                </p>
                <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                  <span>
                    <FormattedMessage {...m.products} values={{ count: category.productCount }} />
                  </span>
                  {!category.visible ? (
                    <span className="font-medium text-destructive">
                      <FormattedMessage {...m.hidden} />
                    </span>
                  ) : null}
                  {category.onHome ? <FormattedMessage {...m.onHome} /> : null}
                  {category.rule ? <FormattedMessage {...m.ruleBadge} /> : null}
                  {missing.length > 0 ? (
                    <FormattedMessage {...m.missingCount} values={{ count: missing.length }} />
                  ) : null}
                  {outdated.length > 0 ? (
                    <FormattedMessage {...m.outdatedCount} values={{ count: outdated.length }} />
                  ) : null}
                </p>
              </div>
              {canWrite ? (
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    disabled={index === 0}
                    aria-label={intl.formatMessage(m.moveUp, { name })}
                    onClick={() => void reorder(category, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    disabled={index === siblings - 1}
                    aria-label={intl.formatMessage(m.moveDown, { name })}
                    onClick={() => void reorder(category, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={intl.formatMessage(m.edit, { name })}
                    onClick={() => openForm(category)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={intl.formatMessage(category.visible ? m.hide : m.show, { name })}
                    onClick={() => void toggleVisible(category)}
                  >
                    {category.visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={intl.formatMessage(m.delete, { name })}
                    onClick={() => setDeleting(category)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <AdminPage
      title={intl.formatMessage(adminNavMessages.categories)}
      description={intl.formatMessage(m.description)}
      actions={
        canWrite ? (
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden="true" />
            <FormattedMessage {...m.add} />
          </Button>
        ) : null
      }
    >
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={onlyMissing}
          onChange={(event) => setOnlyMissing(event.target.checked)}
        />
        <FormattedMessage {...m.filterMissing} />
      </label>
      {content}
      {editing.open ? (
        <CategoryFormDialog
          key={editing.key}
          open
          onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
          category={editing.category}
          categories={categories ?? []}
        />
      ) : null}
      {deleting ? (
        <CategoryDeleteDialog
          category={deleting}
          categories={categories ?? []}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </AdminPage>
  );
}
