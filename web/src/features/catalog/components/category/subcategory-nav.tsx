import type { CategoryDto } from '@lumina/contracts';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useOwnedWords } from '@/i18n/owned-words';
import { useGetCategoriesQuery } from '../../api/catalog-api';

const messages = defineMessages({
  label: {
    id: 'category.subcategories',
    defaultMessage: 'Categories in {name}',
    description: 'Accessible name of the subcategory links of a category page',
  },
});

/**
 * The category's shown subcategories as links (the tree's menu under a group such as Indoor), in
 * the admin's order and the page's language. Nothing when it has none.
 */
export function SubcategoryNav({ category }: { category: CategoryDto }) {
  const intl = useIntl();
  const words = useOwnedWords();
  const { data: categories = [] } = useGetCategoriesQuery();
  const children = categories.filter((candidate: CategoryDto) => candidate.parentId === category.id);
  if (children.length === 0) return null;
  return (
    <nav
      aria-label={intl.formatMessage(messages.label, { name: words.categoryName(category) })}
      data-testid="subcategory-nav"
    >
      <ul className="flex flex-wrap gap-2">
        {children.map((child) => (
          <li key={child.id}>
            <Link
              to={paths.category(child.slug)}
              className="inline-flex rounded-full border border-border px-3 py-1.5 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {words.categoryName(child)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
