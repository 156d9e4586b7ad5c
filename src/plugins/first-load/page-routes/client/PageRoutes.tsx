/** Renders the route branch of the current location (loaded by preload before the location changes). */
import { useEffect, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import renderRoutes from '@docusaurus/renderRoutes';
import { forgetFirstLoadBranch, knownBranch } from './routeStore';

export default function PageRoutes(): ReactNode {
  const { pathname } = useLocation();
  const branch = knownBranch(pathname);
  useEffect(() => forgetFirstLoadBranch(pathname), [pathname]);
  useEffect(() => {
    // Only if the branch could not be loaded: let the server answer for this URL.
    if (!branch) window.location.reload();
  }, [branch]);
  return branch ? renderRoutes(branch) : null;
}
