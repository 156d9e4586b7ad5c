/** The @elizaos/core symbol an API reference route describes, read from TypeDoc's folder layout. */
import type { CorpusPage } from './types';

export type ApiSymbolRef = NonNullable<CorpusPage['symbol']>;

/** TypeDoc's folders (the router writes /api/{folder}/{Name}, members of v1/v2 under /api/namespaces/{ns}/). */
const SYMBOL_FOLDERS: Record<string, ApiSymbolRef['kind']> = {
  classes: 'class',
  interfaces: 'interface',
  functions: 'function',
  'type-aliases': 'type',
  enumerations: 'enum',
  variables: 'variable',
  namespaces: 'namespace',
};

/** The symbol an API page describes, from its route; undefined for the index and other pages. */
export function apiSymbol(permalink: string): ApiSymbolRef | undefined {
  const parts = (permalink.replace(/\/+$/, '') || '/').split('/').filter(Boolean).slice(1);
  const namespace = parts[0] === 'namespaces' && parts.length > 2 ? parts[1] : undefined;
  const [folder, name] = namespace ? parts.slice(2) : parts;
  const kind = SYMBOL_FOLDERS[folder];
  if (!kind || !name || (namespace ? parts.length !== 4 : parts.length !== 2)) return undefined;
  return { kind, name: decodeURIComponent(name), ...(namespace ? { namespace } : {}) };
}
