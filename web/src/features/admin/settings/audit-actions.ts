import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * What each audited action did, in words (issue 24: entries read as words, not codes). An action
 * without words here (a route added later) shows its code.
 */
export const auditActionMessages: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  'auth.signIn': { id: 'admin.audit.action.signIn', defaultMessage: 'Signed in', description: 'Audit action' },
  'auth.signOut': { id: 'admin.audit.action.signOut', defaultMessage: 'Signed out', description: 'Audit action' },
  'auth.changePassword': { id: 'admin.audit.action.changePassword', defaultMessage: 'Changed their password', description: 'Audit action' },
  'users.create': { id: 'admin.audit.action.usersCreate', defaultMessage: 'Added the user', description: 'Audit action' },
  'users.update': { id: 'admin.audit.action.usersUpdate', defaultMessage: 'Changed the role or status of', description: 'Audit action' },
  'users.resetPassword': { id: 'admin.audit.action.usersResetPassword', defaultMessage: 'Reset the password of', description: 'Audit action' },
  'merchants.create': { id: 'admin.audit.action.merchantsCreate', defaultMessage: 'Added the merchant', description: 'Audit action' },
  'merchants.update': { id: 'admin.audit.action.merchantsUpdate', defaultMessage: 'Edited the merchant', description: 'Audit action' },
  'merchants.remove': { id: 'admin.audit.action.merchantsRemove', defaultMessage: 'Deactivated the merchant', description: 'Audit action' },
  'merchants.test': { id: 'admin.audit.action.merchantsTest', defaultMessage: 'Tested the feed of', description: 'Audit action' },
  'merchants.testUnsaved': { id: 'admin.audit.action.merchantsTestUnsaved', defaultMessage: 'Tested an unsaved feed', description: 'Audit action' },
  'ingest.start': { id: 'admin.audit.action.ingestStart', defaultMessage: 'Started a sync of', description: 'Audit action' },
  'ingest.upload': { id: 'admin.audit.action.ingestUpload', defaultMessage: 'Imported a file for', description: 'Audit action' },
  'ingest.cancel': { id: 'admin.audit.action.ingestCancel', defaultMessage: 'Cancelled the sync of', description: 'Audit action' },
  'products.update': { id: 'admin.audit.action.productsUpdate', defaultMessage: 'Edited the product', description: 'Audit action' },
  'products.remove': { id: 'admin.audit.action.productsRemove', defaultMessage: 'Removed the product', description: 'Audit action' },
  'products.restore': { id: 'admin.audit.action.productsRestore', defaultMessage: 'Restored the product', description: 'Audit action' },
  'queues.pause': { id: 'admin.audit.action.queuesPause', defaultMessage: 'Paused the queue', description: 'Audit action' },
  'queues.resume': { id: 'admin.audit.action.queuesResume', defaultMessage: 'Resumed the queue', description: 'Audit action' },
  'queues.pauseAll': { id: 'admin.audit.action.queuesPauseAll', defaultMessage: 'Paused', description: 'Audit action (target: every queue)' },
  'queues.resumeAll': { id: 'admin.audit.action.queuesResumeAll', defaultMessage: 'Resumed', description: 'Audit action (target: every queue)' },
  'queues.retry': { id: 'admin.audit.action.queuesRetry', defaultMessage: 'Retried the jobs of', description: 'Audit action' },
  'queues.clean': { id: 'admin.audit.action.queuesClean', defaultMessage: 'Removed jobs from', description: 'Audit action' },
  'queues.empty': { id: 'admin.audit.action.queuesEmpty', defaultMessage: 'Emptied the queue', description: 'Audit action' },
  'queues.retryJob': { id: 'admin.audit.action.queuesRetryJob', defaultMessage: 'Retried', description: 'Audit action (target: a job)' },
  'queues.cleanJob': { id: 'admin.audit.action.queuesCleanJob', defaultMessage: 'Removed', description: 'Audit action (target: a job)' },
});
