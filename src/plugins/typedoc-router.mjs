// A TypeDoc plugin: the markdown plugin nests namespaces under the package name (@elizaos/namespaces/v1);
// this router writes them at namespaces/v1, so the API lives at /api/namespaces/v1/... (and v2), the original site's routes.
import { MemberRouter } from 'typedoc-plugin-markdown';

class ElizaRouter extends MemberRouter {
  getIdealBaseName(reflection) {
    return super.getIdealBaseName(reflection).replace(/^(@elizaos\/)?(core\/)?(?=namespaces\/)/, '');
  }
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.defineRouter('elizaos-member', ElizaRouter);
}
