/** Chooses the one suggestion the not-found page offers, from the path the reader asked for (character, api, package, else the docs). */
export interface Suggestion {
  label: string;
  to: string;
}

export const SUGGESTION_DELAY_MS = 100;

export function suggestionFor(pathname: string): Suggestion {
  const path = pathname.toLowerCase();
  if (path.includes('character')) return { label: 'Customization Guide', to: '/docs/simple/guides/character-creation' };
  if (path.includes('api')) return { label: 'API Reference', to: '/api' };
  if (path.includes('package')) return { label: 'Packages', to: '/packages' };
  return { label: 'Documentation', to: '/docs' };
}
