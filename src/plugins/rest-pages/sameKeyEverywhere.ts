/**
 * Stands in for @docusaurus/useIsBrowser in the OpenAPI theme's tab components, which use it only as a key that
 * re-mounts every tab set once the page has hydrated. A constant key keeps the server's DOM; the tabs still pick
 * up a choice kept in the URL or storage, through their own layout effect.
 */
export default function useIsBrowser(): boolean {
  return true;
}
