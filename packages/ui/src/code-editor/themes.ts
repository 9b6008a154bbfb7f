import type { editor } from 'monaco-editor/editor/editor.api';
import { readableOn } from '../contrast.ts';

/** The editor themes offered (spec 01 §9), the first being the default. */
export const EDITOR_THEMES = ['monokai', 'solarized', 'material', 'idea', 'eclipse', 'base16-dark', 'cobalt', 'dracula'] as const;
/** One of EDITOR_THEMES. */
export type EditorTheme = (typeof EDITOR_THEMES)[number];

/** The colours one theme is drawn from. */
export interface Palette {
  dark: boolean;
  background: string;
  foreground: string;
  lineHighlight: string;
  selection: string;
  comment: string;
  keyword: string;
  string: string;
  number: string;
  type: string;
}

// The CodeMirror themes of spec 01 §9, redrawn as Monaco themes from their well-known palettes.
const PALETTES: Readonly<Record<EditorTheme, Palette>> = {
  monokai: {
    dark: true,
    background: '#272822',
    foreground: '#f8f8f2',
    lineHighlight: '#3e3d32',
    selection: '#49483e',
    comment: '#75715e',
    keyword: '#f92672',
    string: '#e6db74',
    number: '#ae81ff',
    type: '#66d9ef',
  },
  solarized: {
    dark: false,
    background: '#fdf6e3',
    foreground: '#657b83',
    lineHighlight: '#eee8d5',
    selection: '#e4dcc5',
    comment: '#93a1a1',
    keyword: '#859900',
    string: '#2aa198',
    number: '#d33682',
    type: '#b58900',
  },
  material: {
    dark: true,
    background: '#263238',
    foreground: '#eeffff',
    lineHighlight: '#2f3e46',
    selection: '#37474f',
    comment: '#546e7a',
    keyword: '#c792ea',
    string: '#c3e88d',
    number: '#f78c6c',
    type: '#ffcb6b',
  },
  idea: {
    dark: false,
    background: '#ffffff',
    foreground: '#000000',
    lineHighlight: '#fffae3',
    selection: '#c5d6f0',
    comment: '#808080',
    keyword: '#000080',
    string: '#008000',
    number: '#0000ff',
    type: '#20999d',
  },
  eclipse: {
    dark: false,
    background: '#ffffff',
    foreground: '#000000',
    lineHighlight: '#e8f2ff',
    selection: '#d7d4f0',
    comment: '#3f7f5f',
    keyword: '#7f0055',
    string: '#2a00ff',
    number: '#164',
    type: '#0000c0',
  },
  'base16-dark': {
    dark: true,
    background: '#151515',
    foreground: '#e0e0e0',
    lineHighlight: '#202020',
    selection: '#303030',
    comment: '#8f5536',
    keyword: '#ac4142',
    string: '#90a959',
    number: '#aa759f',
    type: '#f4bf75',
  },
  cobalt: {
    dark: true,
    background: '#002240',
    foreground: '#ffffff',
    lineHighlight: '#00315a',
    selection: '#b36539',
    comment: '#0088ff',
    keyword: '#ffee80',
    string: '#3ad900',
    number: '#ff80e1',
    type: '#ffc600',
  },
  dracula: {
    dark: true,
    background: '#282a36',
    foreground: '#f8f8f2',
    lineHighlight: '#44475a',
    selection: '#44475a',
    comment: '#6272a4',
    keyword: '#ff79c6',
    string: '#f1fa8c',
    number: '#bd93f9',
    type: '#8be9fd',
  },
};

const hex = (color: string): string => color.replace('#', '');

/**
 * A palette with every text colour readable (WCAG AA) on the current line's highlight, which is the
 * background nearest to the text in each theme: the well-known palettes keep their hues, the few
 * colours that fall short are lightened (dark themes) or darkened (light ones) just enough.
 */
export function readablePalette(palette: Palette): Palette & { lineNumber: string } {
  const on = (color: string) => readableOn(color, palette.lineHighlight);
  return {
    ...palette,
    foreground: on(palette.foreground),
    comment: on(palette.comment),
    keyword: on(palette.keyword),
    string: on(palette.string),
    number: on(palette.number),
    type: on(palette.type),
    lineNumber: readableOn(palette.dark ? '#858585' : '#237893', palette.background),
  };
}

/** Monaco's name for one of our themes. */
export function monacoThemeName(theme: EditorTheme): string {
  return `oj-${theme}`;
}

/** Defines every editor theme once. */
export function defineEditorThemes(monaco: { editor: Pick<typeof editor, 'defineTheme'> }): void {
  for (const [name, original] of Object.entries(PALETTES) as [EditorTheme, Palette][]) {
    const palette = readablePalette(original);
    monaco.editor.defineTheme(monacoThemeName(name), {
      base: palette.dark ? 'vs-dark' : 'vs',
      inherit: true,
      rules: [
        { token: '', foreground: hex(palette.foreground), background: hex(palette.background) },
        { token: 'comment', foreground: hex(palette.comment), fontStyle: 'italic' },
        { token: 'keyword', foreground: hex(palette.keyword) },
        { token: 'string', foreground: hex(palette.string) },
        { token: 'number', foreground: hex(palette.number) },
        { token: 'type', foreground: hex(palette.type) },
        { token: 'type.identifier', foreground: hex(palette.type) },
      ],
      colors: {
        'editor.background': palette.background,
        'editor.foreground': palette.foreground,
        'editor.lineHighlightBackground': palette.lineHighlight,
        'editor.selectionBackground': palette.selection,
        'editorLineNumber.foreground': palette.lineNumber,
        'editorLineNumber.dimmedForeground': palette.lineNumber,
      },
    });
  }
}
