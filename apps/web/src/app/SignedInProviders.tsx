import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from '../platform/queryClient';

/** Signed-in screens' data layer; public pages and the login page load without it. */
export function SignedInProviders({ children = <Outlet /> }: { children?: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
