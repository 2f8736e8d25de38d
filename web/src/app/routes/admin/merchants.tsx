import { MerchantsScreen } from '@/features/admin/merchants/merchants-screen';

/** Merchants (spec "Admin merchants"). */
export default function AdminMerchantsRoute() {
  return <MerchantsScreen />;
}
