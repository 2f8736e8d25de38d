import { DashboardScreen } from '@/features/admin/dashboard/dashboard-screen';

/** Dashboard (spec "Admin dashboard"). */
export default function AdminDashboardRoute() {
  return <DashboardScreen />;
}
