import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { adminNavMessages } from '@/features/admin/shell/admin-nav-messages';
import { useCan } from '@/features/admin/auth/hooks/use-admin-user';
import { settingsMessages as messages } from '../settings-messages';
import { AuditLogSection } from './audit-log-section';
import { ChangePasswordForm } from './change-password-form';
import { SettingsSection } from './section';
import { UsersSection } from './users-section';

/**
 * /admin/settings: every signed-in admin's own password; with users:read the users and the
 * audit log (writes need users:write); with queues:read a link to the queue board.
 */
export function SettingsScreen() {
  const intl = useIntl();
  const id = useId();
  const canReadUsers = useCan('users:read');
  const canSeeQueues = useCan('queues:read');
  return (
    <AdminPage title={intl.formatMessage(adminNavMessages.settings)} description={intl.formatMessage(messages.description)}>
      <ChangePasswordForm />
      {canReadUsers ? <UsersSection /> : null}
      {canReadUsers ? <AuditLogSection /> : null}
      {canSeeQueues ? (
        <SettingsSection id={`${id}-queues`} title={intl.formatMessage(messages.queuesTitle)} intro={intl.formatMessage(messages.queuesText)}>
          {/* Bull Board is the BFF's own page, not a screen of this app: a full page load. */}
          <a href="/admin/queues" className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline">
            <ExternalLink className="size-4" aria-hidden="true" />
            {intl.formatMessage(messages.queuesLink)}
          </a>
        </SettingsSection>
      ) : null}
    </AdminPage>
  );
}
