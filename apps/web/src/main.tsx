import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/Providers';
import { createAppRouter } from './app/router';
import { initI18n } from './platform/i18n';
import './global.css';

// Texts first: the router starts its loaders as soon as it exists, and they may show messages.
await initI18n();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
