/** The local-search plugin's suggestion template (plain JS in its dist folder), which ./suggestionTemplate.ts wraps. */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SuggestionTemplate' {
  export function SuggestionTemplate(result: unknown): string;
}
