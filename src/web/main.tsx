import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from '@web/app/providers';
import { router } from '@web/app/router';
import { welcomeReady } from '@web/features/journey/home-page';
import './styles.css';

const container = document.getElementById('root')!;
// The first render as a transition: React yields to the browser every few milliseconds while it builds the page,
// instead of one long task (Lighthouse's Total Blocking Time); the page is committed in one go all the same. Over the
// prerendered home page (home.html) it waits for the welcome's lazy parts, so it draws the same screen whole.
void welcomeReady.then(() =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  ),
);
