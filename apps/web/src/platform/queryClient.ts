import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  // The API client already reports each failure; retrying would report it again.
  defaultOptions: { queries: { retry: false } },
});
