import { useMutation } from '@tanstack/react-query';
import { endSession } from '../../platform/session';
import { logout } from './api';

/** Ends the session on the server, then here, and opens the login screen with a way back. */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      await logout().catch(() => null);
      await endSession();
    },
  });
}
