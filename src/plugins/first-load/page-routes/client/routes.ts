/**
 * Replaces @generated/routes in the browser bundle. App renders these once; PageRoutes renders the branch of the
 * current page. The "/" entry is what theme code looks for when it needs the home page route (breadcrumbs).
 */
import PageRoutes from './PageRoutes';

const routes = [
  { path: '/', exact: true, key: 'page', component: PageRoutes },
  { key: 'page', component: PageRoutes },
];

export default routes;
