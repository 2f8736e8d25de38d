import { Outlet } from 'react-router';

/** The admin shell around every signed-in admin screen. */
export default function AdminLayout() {
  return (
    <main id="main-content" className="mx-auto max-w-7xl p-6">
      <Outlet />
    </main>
  );
}
