/**
 * Words that carry no topic in a search query ("how do I use …"), shared by the search box's index and the MCP
 * server's search_docs, so that a word one finder ignores the other ignores too. The assistant drops a longer list
 * (src/lib/chat/terms.ts), written for whole questions in prose.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are as at be by can do does for from how i in into is it its my of on or the this to use using what when where which who why will with you your'.split(
    ' ',
  ),
);
