// src/theme/CodeBlock imported statically: in the server render always, in the browser when the highlighter split is
// off (with it on, the browser loads the block with the page's route modules, see ../index.ts).
export { default } from '@site/src/theme/CodeBlock/Highlighted';
