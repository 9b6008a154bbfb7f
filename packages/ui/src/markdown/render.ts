import DOMPurify from 'dompurify';
import type { Config as PurifyConfig } from 'dompurify';
import { MARKDOWN_HTML_TAGS } from '@oj/contracts';
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
import { withoutOutsideImages } from './images.ts';
import { withPdfViewers } from './pdf.ts';
import type { PdfLabels } from './pdf.ts';
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

/**
 * Who wrote a text, which decides how much HTML it keeps. `admin`: problem statements, site texts
 * and other text only admin roles write, rendered as before (DOMPurify's defaults: no scripts or
 * event handlers, but inline styles, forms and `target` stay). `user`: everything else (profiles,
 * AI answers, later discussions, comments and group pages), reduced to the HTML markdown itself
 * makes; see STRICT_CONFIG.
 */
export type MarkdownTrust = 'admin' | 'user';

function parser(tex: TexRenderer | null, trust: MarkdownTrust): Marked {
  const marked = new Marked({ gfm: true, breaks: false });
  marked.use({
    renderer: {
      code({ text, lang }: Tokens.Code) {
        const language = (lang ?? '').split(/\s/)[0] ?? '';
        return `<pre class="oj-code"><code class="hljs${language ? ` language-${language}` : ''}">${highlightCode(text, language)}</code></pre>\n`;
      },
    },
  });
  // Strict text keeps no form controls, so a task list item shows its box as a character.
  if (trust === 'user') marked.use({ renderer: { checkbox: ({ checked }: Tokens.Checkbox) => (checked ? '\u2611 ' : '\u2610 ') } });
  if (tex) marked.use({ extensions: mathExtensions(tex) });
  return marked;
}

const plainParsers = new Map<MarkdownTrust, Marked>();
const mathParsers = new Map<MarkdownTrust, Promise<Marked>>();

/**
 * KaTeX for admin text draws with inline styles (HTML and MathML, as before); strict text has no
 * styles, so it gets MathML only, which browsers lay out themselves.
 */
async function loadMathParser(trust: MarkdownTrust): Promise<Marked> {
  const [{ default: katex }] = await Promise.all([import('katex'), import('katex/dist/katex.min.css')]);
  const output = trust === 'admin' ? 'htmlAndMathml' : 'mathml';
  return parser((source, displayMode) => katex.renderToString(source, { displayMode, output, throwOnError: false, strict: 'ignore' }), trust);
}

const MATHML_TAGS = [
  'math',
  'semantics',
  'annotation',
  'mrow',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'mspace',
  'msup',
  'msub',
  'msubsup',
  'mfrac',
  'msqrt',
  'mroot',
  'mover',
  'munder',
  'munderover',
  'mtable',
  'mtr',
  'mtd',
  'mlabeledtr',
  'mpadded',
  'mphantom',
  'mstyle',
  'menclose',
  'mglyph',
  'mmultiscripts',
  'mprescripts',
  'none',
  'merror',
];
const MATHML_ATTRS = [
  'xmlns',
  'display',
  'encoding',
  'mathvariant',
  'mathcolor',
  'mathsize',
  'displaystyle',
  'scriptlevel',
  'stretchy',
  'fence',
  'separator',
  'lspace',
  'rspace',
  'largeop',
  'movablelimits',
  'symmetric',
  'minsize',
  'maxsize',
  'accent',
  'accentunder',
  'columnalign',
  'columnlines',
  'columnspacing',
  'rowlines',
  'rowspacing',
  'linethickness',
  'notation',
  'voffset',
  'width',
  'height',
  'depth',
  'valign',
  'linebreak',
];
const MATHML_NAMESPACE = 'http://www.w3.org/1998/Math/MathML';
/** Attributes that only formulas may carry (on an image or a table they would resize the page). */
const MATH_ONLY_ATTRS = new Set(['width', 'height', 'depth']);
/** Class names strict text keeps: those the renderer itself gives (highlighting, math); never the page's own. */
const RENDERER_CLASS = /^(?:hljs(?:-[\w-]+)?|language-[\w+#.-]+|katex(?:-[\w-]+)?|oj-(?:code|math-block)|[a-z]+_)$/;

/**
 * What strict (non-admin) text keeps: the elements markdown produces, formulas as MathML, and no
 * way to style, frame, submit or script anything. Everything else is dropped by the allow lists;
 * the forbid lists repeat the dangerous ones so a later widening of the allow lists cannot let
 * them in.
 */
const STRICT_CONFIG: PurifyConfig = {
  ALLOWED_TAGS: [...MARKDOWN_HTML_TAGS, ...MATHML_TAGS],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'class', 'align', 'start', 'colspan', 'rowspan', ...MATHML_ATTRS],
  FORBID_TAGS: [
    'style',
    'script',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'optgroup',
    'fieldset',
    'label',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'link',
    'meta',
    'base',
    'svg',
    'template',
    'dialog',
    'audio',
    'video',
  ],
  FORBID_ATTR: ['style', 'id', 'name', 'target', 'form', 'formaction', 'action', 'srcset', 'ping', 'background'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

let strictPurifier: ReturnType<typeof DOMPurify> | undefined;

/** A DOMPurify of its own for strict text, so its hooks never touch admin text. */
function strict(): ReturnType<typeof DOMPurify> {
  if (strictPurifier) return strictPurifier;
  const purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'class') {
      data.attrValue = data.attrValue
        .split(/\s+/)
        .filter((name) => RENDERER_CLASS.test(name))
        .join(' ');
      if (data.attrValue === '') data.keepAttr = false;
    } else if (MATH_ONLY_ATTRS.has(data.attrName) && node.namespaceURI !== MATHML_NAMESPACE) {
      data.keepAttr = false;
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Links users write are theirs, not the site's: no ranking credit, no window.opener.
    if (node.tagName === 'A' && node.hasAttribute('href')) node.setAttribute('rel', 'nofollow noopener noreferrer ugc');
  });
  strictPurifier = purifier;
  return purifier;
}

/** How markdown is rendered besides its trust. */
export interface RenderOptions {
  /** Show images from other hosts (the site's `outsideImages` switch); else they become links (images.ts). */
  outsideImages?: boolean;
  /** The words of the PDF cards (pdf.ts), in the reader's language. */
  pdfLabels?: PdfLabels;
}

/**
 * Markdown (GitHub flavour) with `$…$` / `$$…$$` formulas and highlighted code, sanitised with
 * DOMPurify as far as `trust` says (strict unless told the author is an admin), outside images
 * kept only when `options.outsideImages` says so, PDF links as a card and viewer (pdf.ts). KaTeX is loaded only for texts that contain a
 * dollar sign.
 */
export async function renderMarkdown(text: string, trust: MarkdownTrust = 'user', options: RenderOptions = {}): Promise<string> {
  let marked: Marked;
  if (mayContainMath(text)) {
    let loading = mathParsers.get(trust);
    if (!loading) {
      loading = loadMathParser(trust);
      mathParsers.set(trust, loading);
    }
    marked = await loading;
  } else {
    marked = plainParsers.get(trust) ?? parser(null, trust);
    plainParsers.set(trust, marked);
  }
  const html = await marked.parse(text);
  const clean = trust === 'admin' ? DOMPurify.sanitize(html, { ADD_ATTR: ['target'] }) : strict().sanitize(html, STRICT_CONFIG);
  const origin = window.location.origin;
  const images = options.outsideImages === true ? clean : withoutOutsideImages(clean, origin);
  return withPdfViewers(images, origin, options.pdfLabels);
}
