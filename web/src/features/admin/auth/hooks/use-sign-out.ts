import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import type { AppDispatch } from '@/app/store';
import { api, setCsrfToken } from '@/lib/api';
import { useLogoutMutation } from '../api/auth-api';

/** Signs out and goes to the sign-in page, forgetting every cached admin answer. */
export function useSignOut(): { signOut: () => Promise<void>; isLoading: boolean } {
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();
  const [logout, { isLoading }] = useLogoutMutation();
  async function signOut() {
    // Signed out even if the call fails (the session then ends at its own expiry): forget it here.
    await logout().catch(() => undefined);
    setCsrfToken(undefined);
    await navigate('/admin/login', { replace: true });
    dispatch(api.util.resetApiState());
  }
  return { signOut, isLoading };
}
