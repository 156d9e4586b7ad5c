/**
 * Words of the OpenAPI theme, through Docusaurus' code translations (a public plugin hook). The theme puts a field's
 * "required", "nullable" and "deprecated" marker straight after its type with no space between them, so the text of
 * a schema row (what a screen reader announces, a copy pastes and the page's Markdown copy is compared with) read
 * "string<uuid>required". A leading space separates the words; the look is unchanged.
 */
import type { Plugin } from '@docusaurus/types';

const REST_WORDS: Record<string, string> = {
  'theme.openapi.schemaItem.required': ' required',
  'theme.openapi.schemaItem.nullable': ' nullable',
  'theme.openapi.schemaItem.deprecated': ' deprecated',
};

export default function restWords(): Plugin {
  return {
    name: 'rest-words',
    getDefaultCodeTranslationMessages: () => Promise.resolve(REST_WORDS),
  };
}
