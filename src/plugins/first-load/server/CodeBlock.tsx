// The server render's src/theme/CodeBlock: the highlighted block itself, imported statically (the browser loads it
// before rendering a page that shows code, see ../index.ts).
export { default } from '@site/src/theme/CodeBlock/Highlighted';
