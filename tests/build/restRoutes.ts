/**
 * Routes of the REST reference, for the `rest` key of routeManifest.ts: the generated index /api/rest,
 * then the introduction and one page per operation in each of the three copies (/api/rest, /docs/rest and
 * /docs/0.25.9/rest). The pages follow the specs in openapi/, so the list is derived from them rather than copied;
 * tests/unit/openapi.test.ts pins which operations the specs must keep.
 */
import { restRoutes } from '../../config/restReference';

export const restRouteList = ['/api/rest', ...restRoutes('api'), ...restRoutes('docs'), ...restRoutes('legacy')];
