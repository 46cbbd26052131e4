import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installErrorReporting } from '../lib/install-error-reporting';
import { useSession } from '../shell/session/store';
import { Providers } from './providers';
import { router } from './router';

// Uncaught errors go to the platform's 错误日志 (docs/decisions.md, "Development tools").
installErrorReporting();

// The user info is fetched at start, unless on a public path (document 1 §4).
void useSession.getState().start(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
