import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { useSession } from '../shell/session/store';
import { Providers } from './providers';
import { router } from './router';

// The user info is fetched at start, unless on a public path (document 1 §4).
void useSession.getState().start(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
