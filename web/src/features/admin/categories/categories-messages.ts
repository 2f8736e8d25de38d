import { defineMessages } from 'react-intl';

export const categoriesMessages = defineMessages({
  description: {
    id: 'admin.categories.description',
    defaultMessage: 'The category tree shoppers browse.',
    description: 'Line under the categories page title',
  },
  add: {
    id: 'admin.categories.add',
    defaultMessage: 'New Category',
    description: 'Header button opening the new-category dialog',
  },
  emptyTitle: {
    id: 'admin.categories.empty.title',
    defaultMessage: 'No Categories Yet',
    description: 'Empty state title',
  },
  emptyText: {
    id: 'admin.categories.empty.text',
    defaultMessage: 'Add a category for shoppers to browse.',
    description: 'Empty state text',
  },
  loading: {
    id: 'admin.categories.loading',
    defaultMessage: 'Loading categories…',
    description: 'Screen-reader text while the tree loads',
  },
  loadFailed: {
    id: 'admin.categories.loadFailed',
    defaultMessage: 'The categories could not be loaded.',
    description: 'Error state of the tree',
  },
  retry: {
    id: 'admin.categories.retry',
    defaultMessage: 'Try again',
    description: 'Button reloading the tree',
  },
  tree: {
    id: 'admin.categories.tree',
    defaultMessage: 'Category tree',
    description: 'Accessible name of the tree list',
  },
  filterMissing: {
    id: 'admin.categories.filterMissing',
    defaultMessage: 'Only categories with missing translations',
    description: 'Checkbox filtering the tree',
  },
  products: {
    id: 'admin.categories.products',
    defaultMessage: '{count, plural, one {# product} other {# products}}',
    description: "A category's own product count",
  },
  hidden: {
    id: 'admin.categories.hidden',
    defaultMessage: 'Hidden',
    description: 'Badge of a hidden category',
  },
  onHome: {
    id: 'admin.categories.onHomeBadge',
    defaultMessage: 'On home',
    description: 'Badge of a category shown on the home page',
  },
  ruleBadge: {
    id: 'admin.categories.ruleBadge',
    defaultMessage: 'Rule',
    description: 'Badge of a category with a listing rule',
  },
  missingCount: {
    id: 'admin.categories.missingCount',
    defaultMessage: '{count, plural, one {# language missing} other {# languages missing}}',
    description: 'Translation state of a category',
  },
  outdatedCount: {
    id: 'admin.categories.outdatedCount',
    defaultMessage: '{count, plural, one {# language outdated} other {# languages outdated}}',
    description: 'Translation state of a category',
  },
  moveUp: {
    id: 'admin.categories.moveUp',
    defaultMessage: 'Move {name} up',
    description: 'Accessible name of the move-up button',
  },
  moveDown: {
    id: 'admin.categories.moveDown',
    defaultMessage: 'Move {name} down',
    description: 'Accessible name of the move-down button',
  },
  edit: {
    id: 'admin.categories.edit',
    defaultMessage: 'Edit {name}',
    description: 'Accessible name of the edit button',
  },
  hide: {
    id: 'admin.categories.hide',
    defaultMessage: 'Hide {name}',
    description: 'Accessible name of the hide button',
  },
  show: {
    id: 'admin.categories.show',
    defaultMessage: 'Show {name}',
    description: 'Accessible name of the show button',
  },
  delete: {
    id: 'admin.categories.delete',
    defaultMessage: 'Delete {name}',
    description: 'Accessible name of the delete button',
  },
  editTitle: {
    id: 'admin.categories.form.editTitle',
    defaultMessage: 'Edit category',
    description: 'Title of the edit dialog',
  },
  newTitle: {
    id: 'admin.categories.form.newTitle',
    defaultMessage: 'New category',
    description: 'Title of the create dialog',
  },
  slug: {
    id: 'admin.categories.form.slug',
    defaultMessage: 'Address (slug)',
    description: 'Slug field label',
  },
  slugHint: {
    id: 'admin.categories.form.slugHint',
    defaultMessage: 'Lower-case words joined by hyphens; the page is /category/{slug}.',
    description: 'Slug field hint',
  },
  parent: { id: 'admin.categories.form.parent', defaultMessage: 'Parent', description: 'Parent field label' },
  topLevel: {
    id: 'admin.categories.form.topLevel',
    defaultMessage: '(top level)',
    description: 'Parent option: no parent',
  },
  language: {
    id: 'admin.categories.form.language',
    defaultMessage: 'Language',
    description: 'Label of the language picker of the texts',
  },
  languageState: {
    id: 'admin.categories.form.languageState',
    defaultMessage: '{language} ({state})',
    description: 'A language option with its translation state',
  },
  stateMissing: {
    id: 'admin.categories.form.stateMissing',
    defaultMessage: 'missing',
    description: 'Translation state',
  },
  stateOutdated: {
    id: 'admin.categories.form.stateOutdated',
    defaultMessage: 'older than English',
    description: 'Translation state',
  },
  name: {
    id: 'admin.categories.form.name',
    defaultMessage: 'Name ({language})',
    description: 'Name field label',
  },
  descriptionField: {
    id: 'admin.categories.form.description',
    defaultMessage: 'Description ({language})',
    description: 'Description field label',
  },
  englishRequired: {
    id: 'admin.categories.form.englishRequired',
    defaultMessage: 'The English name is required: other languages fall back to it.',
    description: 'Hint of the English name',
  },
  image: { id: 'admin.categories.form.image', defaultMessage: 'Image URL', description: 'Image field label' },
  visible: {
    id: 'admin.categories.form.visible',
    defaultMessage: 'Shown in the shop (hiding removes its menu entry and page, not its products)',
    description: 'Visible checkbox',
  },
  onHomeField: {
    id: 'admin.categories.form.onHome',
    defaultMessage: 'Shown on the home page',
    description: 'On-home checkbox',
  },
  lightSource: {
    id: 'admin.categories.form.lightSource',
    defaultMessage: 'Its products are',
    description: 'Light source field label',
  },
  lightIs: {
    id: 'admin.categories.form.lightIs',
    defaultMessage: 'Light sources (bulbs, LED strips)',
    description: 'Light source option',
  },
  lightContains: {
    id: 'admin.categories.form.lightContains',
    defaultMessage: 'Fittings containing a light source',
    description: 'Light source option',
  },
  lightNeither: {
    id: 'admin.categories.form.lightNeither',
    defaultMessage: 'Neither',
    description: 'Light source option',
  },
  rule: {
    id: 'admin.categories.form.rule',
    defaultMessage: 'Also list products that match',
    description: 'Legend of the rule fields',
  },
  ruleHint: {
    id: 'admin.categories.form.ruleHint',
    defaultMessage: 'A product matches when it meets every group ticked (any value within a group).',
    description: 'Hint of the rule fields',
  },
  ruleFeatures: {
    id: 'admin.categories.form.ruleFeatures',
    defaultMessage: 'Features',
    description: 'Rule group',
  },
  ruleIp: { id: 'admin.categories.form.ruleIp', defaultMessage: 'IP ratings', description: 'Rule group' },
  ruleCategories: {
    id: 'admin.categories.form.ruleCategories',
    defaultMessage: 'In categories (slugs, comma-separated)',
    description: 'Rule group',
  },
  save: { id: 'admin.categories.form.save', defaultMessage: 'Save', description: 'Dialog button saving' },
  cancel: { id: 'admin.categories.cancel', defaultMessage: 'Cancel', description: 'Button closing a dialog' },
  close: {
    id: 'admin.categories.close',
    defaultMessage: 'Close',
    description: 'Accessible name of a dialog close button',
  },
  deleteTitle: {
    id: 'admin.categories.delete.title',
    defaultMessage: 'Delete {name}?',
    description: 'Delete confirmation title',
  },
  deleteText: {
    id: 'admin.categories.delete.text',
    defaultMessage: 'The category and its page are removed.',
    description: 'Delete confirmation text',
  },
  deleteMoveTo: {
    id: 'admin.categories.delete.moveTo',
    defaultMessage: 'Move its {count, plural, one {# product} other {# products}} to',
    description: 'Target category field of a delete',
  },
  deleteConfirm: {
    id: 'admin.categories.delete.confirm',
    defaultMessage: 'Delete category',
    description: 'Delete confirmation button',
  },
  saved: {
    id: 'admin.categories.toast.saved',
    defaultMessage: 'The category was saved; the shop shows it within seconds.',
    description: 'Toast after saving',
  },
  deleted: {
    id: 'admin.categories.toast.deleted',
    defaultMessage: 'The category was deleted.',
    description: 'Toast after deleting',
  },
  error: {
    id: 'admin.categories.toast.error',
    defaultMessage: 'Error',
    description: 'Title of error toasts',
  },
  requestFailed: {
    id: 'admin.categories.toast.requestFailed',
    defaultMessage: 'The request failed. Please try again.',
    description: 'Error toast text without a server message',
  },
});
