import DOMPurify from 'dompurify';
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import php from 'highlight.js/lib/languages/php';
import plaintext from 'highlight.js/lib/languages/plaintext';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import rust from 'highlight.js/lib/languages/rust';
import { Marked } from 'marked';
import type { Tokens } from 'marked';
import 'highlight.js/styles/github.css';
import './markdown.css';
import { mathExtensions, mayContainMath } from './math.ts';
import type { TexRenderer } from './math.ts';

// Only the judge's languages: all of highlight.js would be ten times the size.
const LANGUAGES = { bash, c, cpp, csharp, go, java, javascript, json, php, plaintext, python, ruby, rust };
for (const [name, definition] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, definition);
hljs.registerAliases(['c++', 'cc', 'h', 'hpp'], { languageName: 'cpp' });
hljs.registerAliases(['py', 'python3', 'python2', 'pypy', 'pypy3'], { languageName: 'python' });
hljs.registerAliases(['js', 'node'], { languageName: 'javascript' });
hljs.registerAliases(['golang'], { languageName: 'go' });
hljs.registerAliases(['cs', 'c#'], { languageName: 'csharp' });
hljs.registerAliases(['sh', 'shell'], { languageName: 'bash' });
hljs.registerAliases(['text', 'txt', 'in', 'out'], { languageName: 'plaintext' });

/** Highlights code for a fenced block; unknown languages are only escaped. */
export function highlightCode(code: string, language: string | undefined): string {
  const lang = language?.trim().toLowerCase();
  if (lang && hljs.getLanguage(lang)) return hljs.highlight(code, { language: lang, ignoreIllegals: true }).value;
  return hljs.highlight(code, { language: 'plaintext' }).value;
}

function parser(tex: TexRenderer | null): Marked {
  const marked = new Marked({ gfm: true, breaks: false });
  marked.use({
    renderer: {
      code({ text, lang }: Tokens.Code) {
        const language = (lang ?? '').split(/\s/)[0] ?? '';
        return `<pre class="oj-code"><code class="hljs${language ? ` language-${language}` : ''}">${highlightCode(text, language)}</code></pre>\n`;
      },
    },
  });
  if (tex) marked.use({ extensions: mathExtensions(tex) });
  return marked;
}

let plainParser: Marked | undefined;
let mathParser: Promise<Marked> | undefined;

async function loadMathParser(): Promise<Marked> {
  const [{ default: katex }] = await Promise.all([import('katex'), import('katex/dist/katex.min.css')]);
  return parser((source, displayMode) => katex.renderToString(source, { displayMode, throwOnError: false, strict: 'ignore' }));
}

/**
 * Markdown (GitHub flavour) with `$…$` / `$$…$$` formulas and highlighted code, sanitised with
 * DOMPurify. KaTeX is loaded only for texts that contain a dollar sign.
 */
export async function renderMarkdown(text: string): Promise<string> {
  let marked: Marked;
  if (mayContainMath(text)) {
    mathParser ??= loadMathParser();
    marked = await mathParser;
  } else {
    plainParser ??= parser(null);
    marked = plainParser;
  }
  const html = await marked.parse(text);
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
}
