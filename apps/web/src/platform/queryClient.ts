import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, PERMISSION_CODES } from './api';
import { navigateTo, UNAUTHORIZED_PATH } from './navigation';

export const queryClient = new QueryClient({
  // A screen whose data the server refuses to show cannot work: the 401 screen says why. A refused
  // change (a mutation) only shows the API client's message, leaving the user on their form.
  queryCache: new QueryCache({
    onError: (error) => {
      if (error instanceof ApiError && PERMISSION_CODES.includes(error.code)) void navigateTo(UNAUTHORIZED_PATH);
    },
  }),
  // The API client already reports each failure; retrying would report it again.
  defaultOptions: { queries: { retry: false } },
});
