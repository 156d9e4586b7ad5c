/** Code block colours: the GitHub and Dracula themes with the token colours that fell under 4.5:1 contrast darkened or lightened. */
import { themes, type PrismTheme } from 'prism-react-renderer';

function withColors(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const color = entry.style.color;
      return color && replacements[color] ? { ...entry, style: { ...entry.style, color: replacements[color] } } : entry;
    }),
  };
}

/** On #f6f8fa: comments 2.7 → 4.9, strings 4.3 → 5.5, numbers 2.6 → 5.2, keywords 2.7 → 5.6, functions 4.3 → 5.4. */
export const lightCodeTheme = withColors(themes.github, {
  '#999988': '#656d76',
  '#e3116c': '#c2185b',
  '#36acaa': '#107575',
  '#00a4db': '#0669a0',
  '#d73a49': '#c02d3a',
});

/** On #282a36: comments 3.0 → 5.0. */
export const darkCodeTheme = withColors(themes.dracula, { 'rgb(98, 114, 164)': '#8b97c8' });
