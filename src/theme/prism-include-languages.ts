/**
 * The classic theme's hook for Prism languages beyond the bundled ones (themeConfig.prism.additionalLanguages),
 * swizzled to do nothing: the code highlighter comes with the languages of the site's code blocks already
 * (src/plugins/prism-languages), so there is nothing to add. The theme's own version requires its languages by a
 * file-name pattern that, with no additional language, would bundle Prism's language loader and its catalogue.
 */
export default function prismIncludeLanguages(): void {}
