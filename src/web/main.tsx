import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from '@web/app/providers';
import { router } from '@web/app/router';
import './styles.css';

const container = document.getElementById('root')!;
// The first render as a transition: React yields to the browser every few milliseconds while it builds the page,
// instead of one long task (Lighthouse's Total Blocking Time); the page is committed in one go all the same.
const start = () =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );

// A page whose top the server wrote (data-ssr: the share page) stays as it is until the route's code is in; React
// then draws the same page over it in one commit, instead of a blank root while the lazy route loads.
if (container.hasAttribute('data-ssr') && !router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    start();
  });
} else {
  start();
}
