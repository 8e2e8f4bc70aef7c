import type { ReactNode } from 'react';
import { AuthLayout } from './AuthLayout';

/** The frame of every public page: the sign-in card under the product's name, marked with the page's path pattern. */
export function PublicFrame({
  page,
  heading,
  wide,
  children,
}: {
  page: string;
  heading: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div id="publicPage" data-page={page}>
      <AuthLayout heading={heading} wide={wide}>
        {children}
      </AuthLayout>
    </div>
  );
}
