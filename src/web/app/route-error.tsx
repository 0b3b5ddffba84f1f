import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClass } from '@web/components/ui/button';

/** Shown when a route fails to load (e.g. a lazy chunk after a deploy) or throws while rendering. */
export function RouteError() {
  const err = useRouteError();
  const notFound = isRouteErrorResponse(err) && err.status === 404;
  return (
    <div className="grid min-h-dvh place-items-center bg-paper px-6 text-center">
      <div className="max-w-sm space-y-4">
        <p className="font-display text-4xl text-ink">{notFound ? 'Oops! Page not found' : 'Something went wrong'}</p>
        <p className="text-ink-soft">
          {notFound ? 'This page does not exist.' : 'Please reload the page and try again.'}
        </p>
        <a href="/" className={buttonClass('primary', 'md')}>
          Return to Home
        </a>
      </div>
    </div>
  );
}
