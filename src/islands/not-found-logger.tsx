import { useEffect } from 'react';

/**
 * Logs the missing path to the browser console on the 404 page (spec section
 * 2, "Not-found page"). The path is read from `location.pathname` in the
 * browser and never written into the HTML. Renders nothing.
 */
export function NotFoundLogger() {
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}
