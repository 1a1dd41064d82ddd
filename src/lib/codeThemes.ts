/**
 * The Prism themes of every code block (docusaurus.config.ts) and of RequestExample's answers:
 * prism-react-renderer's github (light) and dracula (dark), with the token colours that fell short
 * of 4.5:1 against their background darkened (light) or lightened (dark) just enough to reach it.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

function recolor(theme: PrismTheme, colors: Readonly<Record<string, string>>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const color = entry.style.color === undefined ? undefined : colors[entry.style.color];
      return color === undefined ? entry : {...entry, style: {...entry.style, color}};
    }),
  };
}

export const lightCodeTheme: PrismTheme = recolor(themes.github, {
  '#999988': '#717164', // comment 2.7 -> 4.6
  '#e3116c': '#d61066', // string 4.3 -> 4.8
  '#36acaa': '#277b7a', // number, property, variable 2.6 -> 4.7
  '#00a4db': '#0079a1', // keyword, attr-name 2.7 -> 4.6
  '#d73a49': '#ca3745', // function 4.3 -> 4.8
});

export const darkCodeTheme: PrismTheme = recolor(themes.dracula, {
  'rgb(98, 114, 164)': '#8894ba', // comment 3.0 -> 4.7
});
