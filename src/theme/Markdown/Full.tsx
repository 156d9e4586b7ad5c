/** The chunk of the theme's Markdown renderer, recorded in ./fullMarkdown when evaluated. */
import Markdown from '@theme-original/Markdown';
import { fullMarkdownSlot, type MarkdownComponent } from './fullMarkdown';

fullMarkdownSlot.component = Markdown as unknown as MarkdownComponent;

export default Markdown as unknown as MarkdownComponent;
