import { defineMessages } from 'react-intl';

export const merchantsMessages = defineMessages({
  description: {
    id: 'admin.merchants.description',
    defaultMessage: 'Merchants whose product feeds fill the catalogue.',
    description: 'Line under the merchants page title',
  },
  addMerchant: {
    id: 'admin.merchants.add',
    defaultMessage: 'Add Merchant',
    description: 'Header button opening the new-merchant dialog',
  },
  emptyTitle: {
    id: 'admin.merchants.empty.title',
    defaultMessage: 'No Merchants Yet',
    description: 'Empty state title',
  },
  emptyText: {
    id: 'admin.merchants.empty.text',
    defaultMessage: 'Add a merchant to start importing its product feed.',
    description: 'Empty state text',
  },
  addFirst: {
    id: 'admin.merchants.empty.addFirst',
    defaultMessage: 'Add Your First Merchant',
    description: 'Empty state button',
  },
  active: {
    id: 'admin.merchants.card.active',
    defaultMessage: 'Active',
    description: 'Badge of an active merchant',
  },
  inactive: {
    id: 'admin.merchants.card.inactive',
    defaultMessage: 'Inactive',
    description: 'Badge of an inactive merchant',
  },
  network: {
    id: 'admin.merchants.card.network',
    defaultMessage: 'Network',
    description: 'Label of the affiliate network on a card',
  },
  currency: {
    id: 'admin.merchants.card.currency',
    defaultMessage: 'Currency',
    description: 'Label of the default currency on a card',
  },
  added: {
    id: 'admin.merchants.card.added',
    defaultMessage: 'Added {date}',
    description: 'When the merchant was created',
  },
  lastSync: {
    id: 'admin.merchants.card.lastSync',
    defaultMessage: 'Last sync',
    description: 'Label of the latest sync status on a card',
  },
  neverSynced: {
    id: 'admin.merchants.card.neverSynced',
    defaultMessage: 'Never synced',
    description: 'Card text when no sync ran yet',
  },
  productsProcessed: {
    id: 'admin.merchants.card.productsProcessed',
    defaultMessage: '{count, plural, one {# product} other {# products}} processed',
    description: 'Products processed by the latest sync',
  },
  paused: {
    id: 'admin.merchants.card.paused',
    defaultMessage: 'Scheduled sync paused: {reason}',
    description: 'Why scheduled syncs stopped',
  },
  sync: {
    id: 'admin.merchants.card.sync',
    defaultMessage: 'Sync',
    description: 'Card button starting a feed import',
  },
  test: {
    id: 'admin.merchants.card.test',
    defaultMessage: 'Test',
    description: 'Card button testing the feed',
  },
  cancelSync: {
    id: 'admin.merchants.card.cancelSync',
    defaultMessage: 'Cancel sync',
    description: 'Card button cancelling the running sync',
  },
  menu: {
    id: 'admin.merchants.card.menu',
    defaultMessage: 'Actions for {name}',
    description: 'Accessible name of a card menu',
  },
  edit: { id: 'admin.merchants.menu.edit', defaultMessage: 'Edit', description: 'Card menu item' },
  viewAnalytics: {
    id: 'admin.merchants.menu.analytics',
    defaultMessage: 'View Analytics',
    description: 'Card menu item',
  },
  syncHistory: {
    id: 'admin.merchants.menu.history',
    defaultMessage: 'Sync History',
    description: 'Card menu item',
  },
  unmapped: {
    id: 'admin.merchants.menu.unmapped',
    defaultMessage: 'Unmapped categories',
    description: 'Card menu item opening the held rows by category text',
  },
  unmappedText: {
    id: 'admin.merchants.unmapped.text',
    defaultMessage:
      "Rows whose category matches none of Lumina's categories are held, not dropped. Map a category and its rows are added at once, without a sync.",
    description: 'Line under the unmapped categories dialog title',
  },
  unmappedEmpty: {
    id: 'admin.merchants.unmapped.empty',
    defaultMessage: 'Every row of this merchant maps to a category.',
    description: 'Unmapped categories dialog without held rows',
  },
  unmappedRows: {
    id: 'admin.merchants.unmapped.rows',
    defaultMessage: '{count, plural, one {# row held} other {# rows held}}',
    description: 'Held rows of one category text',
  },
  unmappedTarget: {
    id: 'admin.merchants.unmapped.target',
    defaultMessage: 'Lumina category for {text}',
    description: 'Accessible name of the category select of one text',
  },
  unmappedChoose: {
    id: 'admin.merchants.unmapped.choose',
    defaultMessage: 'Choose a category',
    description: 'Empty option of the category select',
  },
  unmappedMap: {
    id: 'admin.merchants.unmapped.map',
    defaultMessage: 'Map',
    description: 'Button adding the rule for one text',
  },
  unmappedDone: {
    id: 'admin.merchants.unmapped.done',
    defaultMessage: '{count, plural, one {# held row was} other {# held rows were}} added to the catalogue.',
    description: 'Toast after mapping',
  },
  retry: {
    id: 'admin.merchants.unmapped.retry',
    defaultMessage: 'Try again',
    description: 'Button reloading the unmapped categories',
  },
  unmappedLoadFailed: {
    id: 'admin.merchants.unmapped.loadFailed',
    defaultMessage: 'The unmapped categories could not be loaded.',
    description: 'Error state of the dialog',
  },
  delete: { id: 'admin.merchants.menu.delete', defaultMessage: 'Delete', description: 'Card menu item' },
  deleteTitle: {
    id: 'admin.merchants.delete.title',
    defaultMessage: 'Delete {name}?',
    description: 'Delete confirmation title',
  },
  deleteText: {
    id: 'admin.merchants.delete.text',
    defaultMessage: 'The merchant is deactivated and its products leave the shop. Its sync history is kept.',
    description: 'Delete confirmation text',
  },
  deleteConfirm: {
    id: 'admin.merchants.delete.confirm',
    defaultMessage: 'Delete merchant',
    description: 'Delete confirmation button',
  },
  deleted: {
    id: 'admin.merchants.delete.done',
    defaultMessage: 'Merchant has been deleted.',
    description: 'Toast after deleting',
  },
  cancel: { id: 'admin.merchants.cancel', defaultMessage: 'Cancel', description: 'Button closing a dialog' },
  close: {
    id: 'admin.merchants.close',
    defaultMessage: 'Close',
    description: 'Accessible name of a dialog close button',
  },
  success: {
    id: 'admin.merchants.toast.success',
    defaultMessage: 'Success',
    description: 'Title of success toasts',
  },
  error: { id: 'admin.merchants.toast.error', defaultMessage: 'Error', description: 'Title of error toasts' },
  created: {
    id: 'admin.merchants.toast.created',
    defaultMessage: 'Merchant has been created successfully.',
    description: 'Toast after creating',
  },
  updated: {
    id: 'admin.merchants.toast.updated',
    defaultMessage: 'Merchant has been updated successfully.',
    description: 'Toast after updating',
  },
  ingestStarted: {
    id: 'admin.merchants.toast.ingestStarted',
    defaultMessage: 'Product ingestion started successfully.',
    description: 'Toast after Sync',
  },
  syncCancelled: {
    id: 'admin.merchants.toast.syncCancelled',
    defaultMessage: 'The sync was cancelled.',
    description: 'Toast after cancelling a sync',
  },
  testOk: {
    id: 'admin.merchants.toast.testOk',
    defaultMessage: 'Feed Test Successful',
    description: 'Feed test success title',
  },
  testFound: {
    id: 'admin.merchants.toast.testFound',
    defaultMessage: 'Found {products} products in {categories} categories.',
    description: 'Feed test success text',
  },
  testFailed: {
    id: 'admin.merchants.toast.testFailed',
    defaultMessage: 'Feed Test Failed',
    description: 'Feed test failure title',
  },
  invalidJson: {
    id: 'admin.merchants.toast.invalidJson',
    defaultMessage: 'Invalid JSON',
    description: 'Toast title when the JSON fields do not parse',
  },
  invalidJsonText: {
    id: 'admin.merchants.toast.invalidJsonText',
    defaultMessage: 'Please check your feed auth and mapping configuration JSON.',
    description: 'Toast text when the JSON fields do not parse',
  },
  requestFailed: {
    id: 'admin.merchants.toast.requestFailed',
    defaultMessage: 'Something went wrong',
    description: 'Fallback error text',
  },
  dialogAdd: {
    id: 'admin.merchants.dialog.add',
    defaultMessage: 'Add New Merchant',
    description: 'Dialog title when creating',
  },
  dialogEdit: {
    id: 'admin.merchants.dialog.edit',
    defaultMessage: 'Edit Merchant',
    description: 'Dialog title when editing',
  },
  fieldName: { id: 'admin.merchants.field.name', defaultMessage: 'Name', description: 'Form label' },
  fieldDescription: {
    id: 'admin.merchants.field.description',
    defaultMessage: 'Description',
    description: 'Form label',
  },
  fieldWebsite: { id: 'admin.merchants.field.website', defaultMessage: 'Website', description: 'Form label' },
  fieldNetwork: {
    id: 'admin.merchants.field.network',
    defaultMessage: 'Affiliate Network',
    description: 'Form label',
  },
  fieldFeedUrl: {
    id: 'admin.merchants.field.feedUrl',
    defaultMessage: 'Feed URL',
    description: 'Form label',
  },
  fieldFeedFormat: {
    id: 'admin.merchants.field.feedFormat',
    defaultMessage: 'Feed format',
    description: 'Form label',
  },
  formatAuto: {
    id: 'admin.merchants.field.formatAuto',
    defaultMessage: 'Detect automatically',
    description: 'Feed format option',
  },
  fieldFeedAuth: {
    id: 'admin.merchants.field.feedAuth',
    defaultMessage: 'Feed Authentication (JSON)',
    description: 'Form label',
  },
  feedAuthHint: {
    id: 'admin.merchants.field.feedAuthHint',
    defaultMessage:
      'Type basic (username, password), bearer (token), header or query (name, value). A masked secret (••••) keeps the stored one.',
    description: 'Form hint',
  },
  fieldMapping: {
    id: 'admin.merchants.field.mapping',
    defaultMessage: 'Field Mapping (JSON)',
    description: 'Form label',
  },
  mappingHint: {
    id: 'admin.merchants.field.mappingHint',
    defaultMessage:
      'Feed field → product field, e.g. "product_name": "title". Google Merchant and Awin feeds need none.',
    description: 'Form hint',
  },
  fieldCurrency: {
    id: 'admin.merchants.field.currency',
    defaultMessage: 'Default Currency',
    description: 'Form label',
  },
  fieldFeedLanguage: {
    id: 'admin.merchants.field.feedLanguage',
    defaultMessage: 'Feed language',
    description: "Form label: the language the feed's titles and texts are written in",
  },
  feedLanguageHint: {
    id: 'admin.merchants.field.feedLanguageHint',
    defaultMessage:
      "A product sold by several shops shows the text of a shop writing in the page's language.",
    description: 'Form hint',
  },
  fieldShipping: {
    id: 'admin.merchants.field.shipping',
    defaultMessage: 'Default shipping',
    description: 'Form label: shipping cost per country',
  },
  shippingHint: {
    id: 'admin.merchants.field.shippingHint',
    defaultMessage:
      'One country a line, e.g. "DE 4.95". Used when the feed sends no shipping; offers do not show in countries not listed.',
    description: 'Form hint',
  },
  invalidShipping: {
    id: 'admin.merchants.toast.invalidShipping',
    defaultMessage: 'Invalid shipping line',
    description: 'Toast title when a default shipping line does not parse',
  },
  invalidShippingText: {
    id: 'admin.merchants.toast.invalidShippingText',
    defaultMessage: '"{line}" is not a country code and a cost, such as "DE 4.95".',
    description: 'Toast text naming the line that does not parse',
  },
  fieldActive: {
    id: 'admin.merchants.field.active',
    defaultMessage: 'Active',
    description: 'Form checkbox label',
  },
  fieldInterval: {
    id: 'admin.merchants.field.interval',
    defaultMessage: 'Re-sync every (hours)',
    description: 'Form label',
  },
  intervalHint: {
    id: 'admin.merchants.field.intervalHint',
    defaultMessage: 'Empty: no scheduled syncs.',
    description: 'Form hint',
  },
  fieldCommission: {
    id: 'admin.merchants.field.commission',
    defaultMessage: 'Commission rate (%)',
    description: 'Form label',
  },
  fieldEpc: {
    id: 'admin.merchants.field.epc',
    defaultMessage: 'Earnings per click (€)',
    description: 'Form label',
  },
  fieldSubId: {
    id: 'admin.merchants.field.subId',
    defaultMessage: 'Sub-id parameter',
    description: 'Form label',
  },
  subIdHint: {
    id: 'admin.merchants.field.subIdHint',
    defaultMessage: 'Empty: the network’s own (Awin clickref, CJ sid, TradeTracker r, Tradedoubler epi).',
    description: 'Form hint',
  },
  save: { id: 'admin.merchants.save', defaultMessage: 'Save Merchant', description: 'Form submit button' },
  saving: {
    id: 'admin.merchants.saving',
    defaultMessage: 'Saving...',
    description: 'Form submit button while saving',
  },
  activityTitle: {
    id: 'admin.merchants.activity.title',
    defaultMessage: 'Recent Sync Activity',
    description: 'Sync table heading',
  },
  activityFor: {
    id: 'admin.merchants.activity.for',
    defaultMessage: 'Sync history of {name}',
    description: 'Sync table heading filtered to one merchant',
  },
  showAll: {
    id: 'admin.merchants.activity.showAll',
    defaultMessage: 'Show all',
    description: 'Button clearing the merchant filter',
  },
  colMerchant: { id: 'admin.merchants.activity.merchant', defaultMessage: 'Merchant', description: 'Column' },
  colStatus: { id: 'admin.merchants.activity.status', defaultMessage: 'Status', description: 'Column' },
  colProducts: { id: 'admin.merchants.activity.products', defaultMessage: 'Products', description: 'Column' },
  colStarted: { id: 'admin.merchants.activity.started', defaultMessage: 'Started', description: 'Column' },
  colDuration: { id: 'admin.merchants.activity.duration', defaultMessage: 'Duration', description: 'Column' },
  unknown: {
    id: 'admin.merchants.activity.unknown',
    defaultMessage: 'Unknown',
    description: 'Merchant name of a log whose merchant is unknown',
  },
  productsCell: {
    id: 'admin.merchants.activity.productsCell',
    defaultMessage: '{processed} ({added} added, {updated} updated)',
    description: 'Products cell',
  },
  seconds: {
    id: 'admin.merchants.activity.seconds',
    defaultMessage: '{seconds}s',
    description: 'Duration in seconds',
  },
  noLogs: {
    id: 'admin.merchants.activity.none',
    defaultMessage: 'No syncs yet.',
    description: 'Sync table empty',
  },
  statusCompleted: {
    id: 'admin.merchants.status.completed',
    defaultMessage: 'completed',
    description: 'Ingest status',
  },
  statusRunning: {
    id: 'admin.merchants.status.running',
    defaultMessage: 'running',
    description: 'Ingest status',
  },
  statusFailed: {
    id: 'admin.merchants.status.failed',
    defaultMessage: 'failed',
    description: 'Ingest status',
  },
  statusPending: {
    id: 'admin.merchants.status.pending',
    defaultMessage: 'pending',
    description: 'Ingest status',
  },
  statusCancelled: {
    id: 'admin.merchants.status.cancelled',
    defaultMessage: 'cancelled',
    description: 'Ingest status',
  },
  progress: {
    id: 'admin.merchants.progress',
    defaultMessage: 'Syncing: {processed} processed, {added} added, {updated} updated',
    description: 'Live progress of a running sync',
  },
  loadFailed: {
    id: 'admin.merchants.loadFailed',
    defaultMessage: 'The merchants could not be loaded.',
    description: 'Error loading the list',
  },
  tryAgain: { id: 'admin.merchants.tryAgain', defaultMessage: 'Try Again', description: 'Retry button' },
});
