/**
 * Adds every /packages/** and /partners/** route from the typed records in src/data: the package index and one page
 * per adapter, client and plugin; the partner index, tag pages, and a page and a brief per partner.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { kindLabels, packageKey } from '../../data/schemas/packages';
import { partnerTags } from '../../data/schemas/partners';
import { packageCard, packageDetail, partnerCard, partnerPage, byName, type Catalogue } from '../../lib/catalogue';
import { loadCatalogue } from '../../lib/loadCatalogue';

const DATA_FILES = ['src/data/packages.json', 'src/data/partners.json'];

const component = (name: string) => `@site/src/components/${name}`;

export default function cataloguePlugin(context: LoadContext): Plugin<Catalogue> {
  return {
    name: 'catalogue',

    getPathsToWatch() {
      return DATA_FILES.map((file) => path.join(context.siteDir, file));
    },

    /** Invalid data stops the build here, with the loader's message naming the entry, the field and the fix. */
    async loadContent() {
      const [packages, partners] = await Promise.all(
        DATA_FILES.map(async (file) => JSON.parse(await readFile(path.join(context.siteDir, file), 'utf8')) as unknown),
      );
      return loadCatalogue(packages, partners);
    },

    async contentLoaded({ content: catalogue, actions }) {
      const started = performance.now();
      const { createData } = actions;
      let routes = 0;
      const addRoute: typeof actions.addRoute = (config) => {
        routes += 1;
        actions.addRoute(config);
      };
      // createData answers with an absolute path, which the route registry would carry into the bundle as it is:
      // name the module through the @generated alias (the generated-files folder) instead, as Docusaurus's own
      // plugins do with their aliases, so no build path of this machine reaches the browser.
      const json = async (name: string, data: unknown) =>
        `@generated/${path
          .relative(context.generatedFilesDir, await createData(name, JSON.stringify(data)))
          .split(path.sep)
          .join('/')}`;

      const cards = [...catalogue.packages].sort(byName).map(packageCard);
      addRoute({ path: '/packages', exact: true, component: component('PackageIndex'), modules: { packages: await json('packages-index.json', cards) } });
      for (const entry of catalogue.packages) {
        const detail = packageDetail(catalogue, entry);
        addRoute({
          path: detail.route,
          exact: true,
          component: component('PackageDetail'),
          modules: { data: await json(`package-${packageKey(entry).replace('/', '-')}.json`, detail) },
        });
      }

      const partnerCards = [...catalogue.partners].sort(byName).map((partner) => partnerCard(catalogue, partner));
      addRoute({
        path: '/partners',
        exact: true,
        component: component('PartnerIndex'),
        modules: { partners: await json('partners-index.json', partnerCards) },
      });
      const tagCounts = partnerTags.map((tag) => ({ tag, count: partnerCards.filter((card) => card.tags.includes(tag)).length }));
      addRoute({ path: '/partners/tags', exact: true, component: component('PartnerTags'), modules: { tags: await json('partner-tags.json', tagCounts) } });
      for (const tag of partnerTags) {
        const tagged = { tag, partners: partnerCards.filter((card) => card.tags.includes(tag)) };
        addRoute({
          path: `/partners/tags/${tag}`,
          exact: true,
          component: component('PartnerTags/TagPage'),
          modules: { data: await json(`partner-tag-${tag}.json`, tagged) },
        });
      }
      for (const partner of catalogue.partners) {
        const data = await json(`partner-${partner.slug}.json`, partnerPage(catalogue, partner));
        addRoute({ path: `/partners/${partner.slug}`, exact: true, component: component('PartnerPage'), modules: { data } });
        addRoute({ path: `/partners/${partner.slug}/brief`, exact: true, component: component('PartnerBrief'), modules: { data } });
      }
      console.log(
        `[catalogue] ${catalogue.packages.length} packages (${Object.keys(kindLabels)
          .map((kind) => `${catalogue.packages.filter((entry) => entry.kind === kind).length} ${kind}s`)
          .join(', ')}), ${catalogue.partners.length} partners: ${routes} routes (${Math.round(performance.now() - started)} ms)`,
      );
    },
  };
}
