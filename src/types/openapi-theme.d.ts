// The OpenAPI theme ships no declaration for its page component; it takes the same props as the stock DocItem.
declare module '@theme/ApiItem' {
  import type DocItem from '@theme/DocItem';

  const ApiItem: typeof DocItem;
  export default ApiItem;
}
