import { SettingsScreen } from '@/features/admin/settings/components/settings-screen';

/** /admin/settings: own password for everyone; users and the audit log for admins. */
export default function AdminSettingsRoute() {
  return <SettingsScreen />;
}
