/** The docs MCP server: its read-only tools over the corpus, the catalogue, the API reference and the REST specs. */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { AREAS, type Corpus } from '../corpus/types';
import { frameworkVersions, packageCategories, packageKinds, type PackageEntry } from '../../data/schemas/packages';
import { findPage, pageSlice, pageStore, sitePath, type PageStore } from './pages';
import { buildSiteSearch, MAX_RESULTS, type SiteSearch } from './siteSearch';
import { listPackages, lookupPackage, MAX_LIST, packageDetails } from './packages';
import { buildSymbolTable, SYMBOL_KINDS, type SymbolTable } from './apiSymbols';
import { buildRestCatalog, type RestCatalog, type RestSpecSource } from './restOperations';
import { closest } from './text';
import { RELEASE_STATEMENT } from '../versions';

export interface DocsData {
  site: string;
  /** Docs version labels, current first (e.g. ['1.0.17', '0.25.9']). */
  docsVersions: string[];
  store: PageStore;
  search: SiteSearch;
  packages: PackageEntry[];
  symbols: SymbolTable;
  rest: RestCatalog;
}

export interface DocsSources {
  corpus: Corpus;
  packages: PackageEntry[];
  restSpecs: RestSpecSource[];
  docsVersions: string[];
}

/** Builds every index once; a warm function reuses the result for every request. */
export function buildDocsData({ corpus, packages, restSpecs, docsVersions }: DocsSources): DocsData {
  const store = pageStore(corpus);
  return {
    site: store.site,
    docsVersions,
    store,
    search: buildSiteSearch(corpus.pages, store.site),
    packages,
    symbols: buildSymbolTable(corpus.pages, store.site),
    rest: buildRestCatalog(restSpecs, store.site),
  };
}

const ok = (data: unknown): CallToolResult => ({ content: [{ type: 'text', text: JSON.stringify(data, null, 1) }] });
const markdown = (text: string): CallToolResult => ({ content: [{ type: 'text', text }] });
const toolError = (message: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text: message }] });

/** A handler that cannot throw: an unexpected failure becomes a plain tool error, never a stack trace. */
function guarded<A>(handler: (args: A) => CallToolResult): (args: A) => CallToolResult {
  return (args) => {
    try {
      return handler(args);
    } catch {
      return toolError('The tool failed on this input. Try a simpler or shorter query.');
    }
  };
}

const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

export interface ServerIdentity {
  name: string;
  version: string;
}

export function createDocsMcpServer(data: DocsData, identity: ServerIdentity): McpServer {
  const server = new McpServer(identity, {
    instructions: `Documentation of elizaOS, the TypeScript framework for autonomous AI agents (${data.site}). ${RELEASE_STATEMENT} Start with search_docs, then read pages with get_page; use the lookup tools for packages, API symbols and REST operations.`,
  });
  const versions = data.docsVersions as [string, ...string[]];

  server.registerTool(
    'search_docs',
    {
      title: 'Search the elizaOS docs',
      description:
        'Search the elizaOS documentation site (guides, TypeScript API, REST API, plugin catalogue, partners, blog) and get ranked pages with title, URL and a short excerpt; read a hit with get_page.',
      inputSchema: {
        query: z.string().trim().min(1).max(300).describe('What to look for, in words or identifiers, e.g. "discord bot token"'),
        area: z.enum(AREAS).optional().describe('Only pages of this area of the site'),
        version: z.enum(versions).optional().describe(`Docs version; pages of the other version are left out (current: ${versions[0]})`),
        limit: z.number().int().min(1).max(MAX_RESULTS).optional().describe(`How many results, 1 to ${MAX_RESULTS} (default 8)`),
      },
      annotations: readOnly,
    },
    guarded(({ query, area, version, limit }) => {
      const results = data.search.search(query, { area, version, limit });
      if (!results.length)
        return toolError(`Nothing on the site matches "${query}"${area ? ` in the ${area} area` : ''}. Try other words or drop the filters.`);
      return ok({ query, results });
    }),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page as Markdown',
      description:
        'Get one page of the elizaOS docs site as Markdown by its URL or path (e.g. /docs/core/actions or a URL from search_docs); a long page comes in slices: call again with nextOffset.',
      inputSchema: {
        url: z.string().trim().min(1).max(2048).describe('Page URL or site path, e.g. https://eliza.how/docs/core/actions or /docs/core/actions'),
        offset: z.number().int().min(0).optional().describe('Character offset to continue a long page from (the nextOffset of the previous call)'),
      },
      annotations: readOnly,
    },
    guarded(({ url, offset }) => {
      const path = sitePath(url);
      if (!path) return toolError(`"${url}" is not a page URL or path of ${data.site}.`);
      const page = findPage(data.store, path);
      if (!page) {
        const near = closest(
          path,
          data.store.pages.map((candidate) => candidate.url),
          5,
        );
        return toolError(`No page at ${path}. Closest paths: ${near.join(', ')}. Or find it with search_docs.`);
      }
      const slice = pageSlice(data.store, page, offset);
      const header = [
        `# ${slice.title}`,
        '',
        `URL: ${slice.url}`,
        ...(slice.description ? [`Description: ${slice.description}`] : []),
        `Area: ${slice.area}${slice.version ? `, docs version ${slice.version}` : ''}`,
        ...(slice.offset > 0 || slice.nextOffset !== undefined
          ? [
              `Characters ${slice.offset}–${slice.offset + slice.markdown.length} of ${slice.totalChars}${slice.nextOffset !== undefined ? `; continue with offset ${slice.nextOffset}` : ''}`,
            ]
          : []),
        '',
        '---',
        '',
        '',
      ];
      return markdown(`${header.join('\n')}${slice.markdown}`);
    }),
  );

  server.registerTool(
    'get_package',
    {
      title: 'Look up a package',
      description:
        'Look up an elizaOS adapter, client or plugin by name (e.g. "discord", "@elizaos/plugin-evm"): supported framework versions, install commands per version, environment variables (purpose, required, default), actions, providers and related docs.',
      inputSchema: {
        name: z.string().trim().min(1).max(120).describe('Slug, display name or npm name of the package'),
        kind: z.enum(packageKinds).optional().describe('Only this kind of package'),
      },
      annotations: readOnly,
    },
    guarded(({ name, kind }) => {
      const result = lookupPackage(data.packages, name, kind);
      if ('suggestions' in result)
        return toolError(`No ${kind ?? 'package'} is called "${name}". Did you mean: ${result.suggestions.join(', ')}? list_packages shows them all.`);
      return ok({ packages: result.found.slice(0, 5).map((entry) => packageDetails(entry, data.site)) });
    }),
  );

  server.registerTool(
    'list_packages',
    {
      title: 'List packages',
      description:
        'List elizaOS adapters, clients and plugins (name, npm package, summary, supported versions, URL), filtered by kind, category or supported framework version.',
      inputSchema: {
        kind: z.enum(packageKinds).optional(),
        category: z.enum(packageCategories).optional().describe('Plugin category'),
        supports: z.enum(frameworkVersions).optional().describe('Only packages the plugin registry lists for this framework line'),
        limit: z.number().int().min(1).max(MAX_LIST).optional().describe(`Page size, 1 to ${MAX_LIST} (default 50)`),
        offset: z.number().int().min(0).max(10_000).optional().describe('Skip this many (the nextOffset of the previous call)'),
      },
      annotations: readOnly,
    },
    guarded((filters) => ok(listPackages(data.packages, filters, data.site))),
  );

  server.registerTool(
    'get_api_symbol',
    {
      title: 'Look up an API symbol',
      description:
        'Look up a TypeScript symbol exported by @elizaos/core (class, interface, function, type, enum or variable) by name, e.g. "AgentRuntime" or "Action": its signature, description and members with their signatures.',
      inputSchema: {
        name: z.string().trim().min(1).max(120).describe('Symbol name, e.g. IAgentRuntime'),
        kind: z.enum(SYMBOL_KINDS).optional(),
        namespace: z.enum(['v1', 'v2']).optional().describe('The v1 or v2 namespace of @elizaos/core instead of the top level'),
      },
      annotations: readOnly,
    },
    guarded(({ name, kind, namespace }) => {
      const result = data.symbols.lookup(name, { kind, namespace });
      if ('suggestions' in result)
        return toolError(
          `@elizaos/core has no ${kind ?? 'symbol'} called "${name}"${namespace ? ` in ${namespace}` : ''}. Did you mean: ${result.suggestions.join(', ')}?`,
        );
      return ok({ symbols: result.found.slice(0, 3) });
    }),
  );

  server.registerTool(
    'get_rest_operation',
    {
      title: 'Look up a REST operation',
      description:
        'Look up an operation of the elizaOS server REST API by operationId (e.g. "getAgent") or by method and path (e.g. GET /api/agents/{agentId}): summary, parameters, request body and responses.',
      inputSchema: {
        operationId: z.string().trim().min(1).max(120).optional().describe('operationId or page id, e.g. getAgent or get-agent'),
        method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'get', 'post', 'put', 'patch', 'delete']).optional(),
        path: z.string().trim().min(1).max(300).optional().describe('Path template or a concrete path, e.g. /api/agents/{agentId}'),
        version: z.enum(versions).optional().describe(`Docs version of the API (current: ${versions[0]})`),
      },
      annotations: readOnly,
    },
    guarded(({ operationId, method, path, version }) => {
      if (!operationId && !path) return toolError('Give an operationId, or a path (with its method when several share it).');
      const result = data.rest.find({ operationId, method, path, docsVersion: version });
      if ('suggestions' in result) return toolError(`No REST operation matches. Closest: ${result.suggestions.join('; ')}.`);
      return ok({ operations: result.found });
    }),
  );

  return server;
}
