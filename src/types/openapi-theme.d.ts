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
