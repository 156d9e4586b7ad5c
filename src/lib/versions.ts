/**
 * Every version number the site's code names, in one place: the docs versions, the elizaOS release the current docs
 * are pinned to, and the site's own version. Markdown may state them in prose; tests/unit/versions.test.ts checks
 * that package.json, versions.json, the data folders and the docs' install commands agree with these.
 */

/** The label of the current docs (/docs), as the version menu shows it. */
export const DOCS_VERSION = '1.0.17';

/** The legacy docs (/docs/0.25.9, versions.json), which describe the @elizaos/core release of the same number. */
export const LEGACY_DOCS_VERSION = '0.25.9';

/** The @elizaos/core, @elizaos/cli and @elizaos/server release the current docs, API and REST references follow. */
export const ELIZA_VERSION = '1.2.0';

/** This site's own version (the footer, the feeds, the MCP server's name); package.json's version is the same. */
export const SITE_VERSION = '1.0.16';

/**
 * How the site names what the current docs describe, said the same way everywhere (the version badge of every doc
 * page, the footer, the API reference's start page, the llms files, the MCP server's instructions): the docs version
 * label the version menu shows, and the elizaOS release its pages were checked against.
 */
export const RELEASE_LABEL = `Docs ${DOCS_VERSION} · elizaOS ${ELIZA_VERSION}`;
/** The same for the legacy docs, whose version is the elizaOS release they describe. */
export const LEGACY_RELEASE_LABEL = `Docs ${LEGACY_DOCS_VERSION} · elizaOS ${LEGACY_DOCS_VERSION} (legacy)`;
export const RELEASE_STATEMENT = `Docs ${DOCS_VERSION} describe elizaOS ${ELIZA_VERSION}: the @elizaos/core, @elizaos/cli and @elizaos/server ${ELIZA_VERSION} packages.`;

/** Where a reader on an elizaOS release newer than ELIZA_VERSION finds what differs (linked from the version badge). */
export const NEWER_RELEASE_DOC = '/docs/getting-started/after-1-2-0';

/** The route prefix of the legacy docs. */
export const LEGACY_DOCS_BASE = `/docs/${LEGACY_DOCS_VERSION}`;
