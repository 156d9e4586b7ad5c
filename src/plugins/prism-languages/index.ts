/**
 * The code highlighter with the languages the site's pages use, once each. prism-react-renderer ships Prism with
 * about twenty languages compiled into its module (Swift, Kotlin, Go, C++, Reason, …), and the classic theme adds
 * `themeConfig.prism.additionalLanguages` on top, which loaded JSON and YAML a second time. Here the build finds the
 * languages of the site's code blocks (./languages.ts), and the bundler reads prism-react-renderer from a copy of
 * its module whose language section holds Prism's own components for those languages
 * (node_modules/.cache/prism-languages/prism-react-renderer.mjs). The copy is made from the installed package at every build:
 * if the package no longer has the section where this expects it, the build stops and says so.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { addCacheBuildDependencies } from '../buildCache';
import { restThemeConfig } from '../../../config/plugins/openapi';
import { prismComponents, writtenLanguages } from './languages';

export const PART = 'prism-languages';

/** Where the build writes the module and the list of languages it registered (languages.json). */
export const GENERATED_DIR = (siteDir: string): string => path.join(siteDir, 'node_modules', '.cache', PART);

/** Where prism-react-renderer's module defines its bundled languages: after Prism's core, up to its themes. */
export const LANGUAGES_START = '// src/prism-langs.ts\nvar Prism = __toESM(require_prism());\n';
export const LANGUAGES_END = '\n// src/themes/index.ts\n';

/**
 * Languages of the REST pages, which the OpenAPI theme highlights without a code fence: its code-sample tabs
 * (themeConfig.languageTabs), JSON examples, and "shell" (bash) for the examples of other media types.
 */
export const REST_LANGUAGES = [...restThemeConfig.languageTabs.map((tab) => tab.highlight), 'json', 'bash'];

/** prism-react-renderer's module with its language section replaced by the given Prism components' sources. */
export function withLanguages(module: string, componentSources: Array<{ id: string; source: string }>): string {
  const start = module.indexOf(LANGUAGES_START);
  const end = module.indexOf(LANGUAGES_END, start);
  if (start < 0 || end < 0) {
    throw new Error(
      `[${PART}] prism-react-renderer's dist/index.mjs no longer has its language section between ` +
        `${JSON.stringify(LANGUAGES_START)} and ${JSON.stringify(LANGUAGES_END)}: update src/plugins/prism-languages for the installed version.`,
    );
  }
  // Each component is a script that extends the free variable `Prism`: the parameter binds it to this module's Prism.
  const registered = componentSources.map(({ id, source }) => `// prismjs/components/prism-${id}.js\n(function (Prism) {\n${source}\n})(Prism);\n`);
  return module.slice(0, start + LANGUAGES_START.length) + registered.join('') + module.slice(end);
}

export default function prismLanguagesPlugin(context: LoadContext): Plugin {
  const rendererDir = path.dirname(require.resolve('prism-react-renderer/package.json'));
  // Prism's components as the classic theme installs them (its additionalLanguages are loaded from the same package).
  const prismDir = path.dirname(require.resolve('prismjs/package.json', { paths: [path.dirname(require.resolve('@docusaurus/theme-classic/package.json'))] }));
  // Under node_modules, as the package it stands for: the bundler then splits it into a shared chunk like any
  // package (the defaultVendors group), so the code highlighter and the REST request panel load one copy.
  const outFile = path.join(GENERATED_DIR(context.siteDir), 'prism-react-renderer.mjs');
  return {
    name: PART,
    configureWebpack(config) {
      addCacheBuildDependencies(config, __dirname);
      const components = prismComponents(
        [...writtenLanguages(context.siteDir), ...REST_LANGUAGES],
        JSON.parse(readFileSync(path.join(prismDir, 'components.json'), 'utf8')) as Parameters<typeof prismComponents>[1],
      );
      const sources = components.map((id) => ({ id, source: readFileSync(path.join(prismDir, 'components', `prism-${id}.js`), 'utf8') }));
      mkdirSync(path.dirname(outFile), { recursive: true });
      writeFileSync(outFile, withLanguages(readFileSync(path.join(rendererDir, 'dist', 'index.mjs'), 'utf8'), sources));
      writeFileSync(path.join(path.dirname(outFile), 'languages.json'), `${JSON.stringify(components)}\n`);
      return { resolve: { alias: { 'prism-react-renderer$': outFile } } };
    },
  };
}
