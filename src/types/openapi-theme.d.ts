// The OpenAPI theme ships no declaration for its page component; it takes the same props as the stock DocItem.
declare module '@theme/ApiItem' {
  import type DocItem from '@theme/DocItem';

  const ApiItem: typeof DocItem;
  export default ApiItem;
}

/** The URL of the OpenAPI theme's compiled stylesheet (src/plugins/openapi-theme). */
declare module '*.scss?stylesheet' {
  const href: string;
  export default href;
}

/** tiny-inflate: raw DEFLATE data into a buffer of the uncompressed size (src/plugins/openapi-theme/client/pakoUngzip.ts). */
declare module 'tiny-inflate' {
  export default function inflate(source: Uint8Array, destination: Uint8Array): Uint8Array;
}
