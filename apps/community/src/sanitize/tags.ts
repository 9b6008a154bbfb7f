/**
 * One HTML tag of a user's markdown, made safe with DOMPurify (over a jsdom window): the tags
 * markdown itself makes are kept with harmless attributes only; anything else is dropped. URLs
 * (in tags and in markdown links) keep only the http, https, mailto and ftp schemes.
 */
import createDOMPurify from 'dompurify';
import type { Config, DOMPurify, WindowLike } from 'dompurify';
import { createRequire } from 'node:module';
import { MARKDOWN_HTML_TAGS } from '@oj/contracts';

// jsdom ships no types of its own; the sanitiser needs only a window to hand to DOMPurify.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: unknown } };

/** The elements kept (as the web's strict markdown renderer keeps them; packages/ui markdown/render.ts). */
export const ALLOWED_TAGS: ReadonlySet<string> = new Set([...MARKDOWN_HTML_TAGS, 'center', 'font', 'u']);

/** Elements dropped together with everything up to their end tag (their content is code or markup, never text to show). */
export const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'svg',
  'math',
  'object',
  'applet',
  'select',
  'plaintext',
  'frameset',
]);

const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'align', 'start', 'colspan', 'rowspan', 'width', 'height', 'color'];

// A neutral carrier element holds a tag's attributes while DOMPurify reads them: the tag itself may
// be one (a table cell) that an HTML parser drops outside its context.
const CARRIER_OPEN = '<div';
const CARRIER_CLOSE = '>x</div>';
const PURIFY_CONFIG: Config = {
  ALLOWED_TAGS: ['div'],
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|ftp:|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))/i,
};

let purifier: DOMPurify | undefined;

function purify(): DOMPurify {
  purifier ??= createDOMPurify(new JSDOM('').window as WindowLike);
  return purifier;
}

/**
 * The attributes of a tag (as written between its name and `>`) that survive: ` name="value"`
 * pairs, quoted and escaped by DOMPurify's serialiser, or '' when none does. URLs are checked once
 * more here, as `isSafeUrl` reads them.
 */
export function safeAttributes(attributes: string): string {
  if (attributes.trim() === '') return '';
  const out = purify().sanitize(`${CARRIER_OPEN} ${attributes}${CARRIER_CLOSE}`, PURIFY_CONFIG);
  if (!out.startsWith(CARRIER_OPEN) || !out.endsWith(CARRIER_CLOSE)) return '';
  const kept = out.slice(CARRIER_OPEN.length, out.length - CARRIER_CLOSE.length);
  return kept.replace(/\s(href|src)="([^"]*)"/g, (pair, _name: string, value: string) => (isSafeUrl(value) ? pair : ''));
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  sol: '/',
  period: '.',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  num: '#',
};

/** Decodes numeric character references and the few named ones that could spell a scheme. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Blanks, control characters and the invisible format characters a browser skips inside a URL's scheme. */
function isInvisible(code: number): boolean {
  return (
    code <= 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0xad ||
    (code >= 0x200b && code <= 0x200f) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0xfeff
  );
}

function withoutInvisible(text: string): string {
  return Array.from(text)
    .filter((char) => !isInvisible(char.codePointAt(0) ?? 0))
    .join('');
}

const SAFE_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'mailto', 'ftp']);

/**
 * Whether a link or image destination is safe to keep: no scheme (a relative link) or one of
 * http, https, mailto and ftp, after entities, backslash escapes, blanks and control characters are
 * taken out as a browser or a markdown parser would. A named entity left undecoded before the path
 * could hide a scheme, so it makes the URL unsafe.
 */
export function isSafeUrl(raw: string): boolean {
  const url = withoutInvisible(decodeEntities(raw).replace(/\\([!-/:-@[-`{-~])/g, '$1'));
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (scheme) return SAFE_SCHEMES.has((scheme[1] ?? '').toLowerCase());
  const head = url.split(/[/?#]/)[0] ?? '';
  return !/&[a-z]+;?/i.test(head) && !head.includes(':');
}
