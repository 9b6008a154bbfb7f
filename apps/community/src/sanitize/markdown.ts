/**
 * Server-side sanitising of markdown that users write (discussions, comments, replies; spec 03
 * §2.15, docs/security.md "Markdown from users"). The text stays markdown: fenced code and code
 * spans are kept as written (markdown shows them as text), and so is every other character, so an
 * author editing later sees what they wrote. What HTML it carries is rewritten tag by tag:
 * - the tags markdown makes keep harmless attributes only (DOMPurify reads them, tags.ts);
 * - script, style, iframe and the like go with their content; any other tag goes (its text stays);
 * - comments go; a `<` that starts no tag becomes `&lt;` (an unclosed tag must not open later);
 * - link and image destinations, in tags and in markdown (`[x](url)`, `[ref]: url`, `<url>`),
 *   keep only http, https, mailto and ftp.
 * Scanning follows CommonMark's precedence: a tag or autolink that starts first wins over a code span.
 */
import { ALLOWED_TAGS, DROPPED_WITH_CONTENT, isSafeUrl, safeAttributes } from './tags.ts';

const ATTRIBUTE = String.raw`(?:\s+[^\s"'>/=\u0000-\u001f]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>\x60]+))?)`;
const OPEN_TAG = new RegExp(String.raw`<([a-zA-Z][a-zA-Z0-9-]*)(${ATTRIBUTE}*)\s*/?>`, 'y');
const CLOSE_TAG = /<\/([a-zA-Z][a-zA-Z0-9-]*)\s*>/y;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/y;
const AUTOLINK = /<([a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^\s<>]*)>/y;
const EMAIL_AUTOLINK = /<[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*>/y;
const BACKTICKS = /`+/y;
const LINK_DESTINATION = /\]\([ \t]*\n?[ \t]*(<[^<>\n]*>|(?:[^\s()\\]|\\.|\((?:[^\s()\\]|\\.)*\))+)/y;
const REFERENCE = /^ {0,3}\[(?:[^\]\\]|\\.)+\]:[ \t]*\n?[ \t]*(<[^<>\n]*>|\S+)/y;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
// A line that may open an HTML block, also inside list items and block quotes.
const HTML_BLOCK_START = /^(?:[ \t]*(?:>|[*+-]|\d{1,9}[.)])(?=[ \t]))*[ \t]*<[a-zA-Z/!?]/;
// HTML blocks of CommonMark's type 1 run to their end tag, blank lines included; the others to a blank line.
const RAW_BLOCK_START = /<(script|pre|style|textarea)(?:[\s>]|$)/i;

/** A part of the text: fenced code (kept), lines of an HTML block (no code spans there), or other prose. */
interface Segment {
  kind: 'code' | 'html' | 'prose';
  text: string;
}

/** Cuts the text into fenced code, HTML blocks and prose, as a markdown parser would find them (erring towards HTML). */
function segments(text: string): Segment[] {
  const lines = text.split(/(?<=\n)/);
  const parts: Segment[] = [];
  const push = (kind: Segment['kind'], line: string): void => {
    const last = parts[parts.length - 1];
    if (last && last.kind === kind && kind !== 'code') last.text += line;
    else parts.push({ kind, text: line });
  };
  // null: not in an HTML block; 'blank': one that ends at a blank line; else the end tag of a raw one.
  let htmlEnd: null | 'blank' | RegExp = null;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (htmlEnd !== null) {
      if (htmlEnd === 'blank' ? line.trim() === '' : htmlEnd.test(line)) htmlEnd = null;
      if (line.trim() !== '') {
        push('html', line);
        continue;
      }
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1] ?? '```';
      const closing = new RegExp(String.raw`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${String(marker.length)},}[ \t]*(?:\r?\n)?$`);
      let end = index + 1;
      while (end < lines.length && !closing.test(lines[end] ?? '')) end += 1;
      parts.push({ kind: 'code', text: lines.slice(index, end + 1).join('') });
      index = end;
      continue;
    }
    if (HTML_BLOCK_START.test(line)) {
      const raw = RAW_BLOCK_START.exec(line);
      const endTag = raw ? new RegExp(String.raw`</${raw[1] ?? ''}\s*>`, 'i') : null;
      htmlEnd = endTag === null ? (line.trim() === '' ? null : 'blank') : endTag.test(line.slice((raw?.index ?? 0) + 1)) ? null : endTag;
      push('html', line);
      continue;
    }
    push('prose', line);
  }
  return parts;
}

/** Where the element named `name` that opens before `from` ends (after its end tag), or the end of the text. */
function endOfElement(text: string, name: string, from: number): number {
  const close = new RegExp(String.raw`</${name}\s*>`, 'gi');
  close.lastIndex = from;
  const match = close.exec(text);
  return match ? match.index + match[0].length : text.length;
}

function matchAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/** The markdown of one prose segment, its HTML and link destinations made safe; code spans kept unless `codeSpans` is off. */
function sanitizeProse(text: string, codeSpans: boolean): string {
  let out = '';
  let at = 0;
  while (at < text.length) {
    const char = text[at];
    const lineStart = at === 0 || text[at - 1] === '\n';
    const reference = lineStart ? matchAt(REFERENCE, text, at) : null;
    if (reference) {
      const destination = reference[1] ?? '';
      const head = reference[0].slice(0, reference[0].length - destination.length);
      out += head + (isSafeUrl(destination.replace(/^<|>$/g, '')) ? destination : '#');
      at += reference[0].length;
      continue;
    }
    if (char === '<') {
      const comment = matchAt(COMMENT, text, at);
      if (comment) {
        at += comment[0].length;
        continue;
      }
      const close = matchAt(CLOSE_TAG, text, at);
      if (close) {
        const name = (close[1] ?? '').toLowerCase();
        if (ALLOWED_TAGS.has(name)) out += `</${name}>`;
        at += close[0].length;
        continue;
      }
      const open = matchAt(OPEN_TAG, text, at);
      if (open) {
        const name = (open[1] ?? '').toLowerCase();
        at += open[0].length;
        if (DROPPED_WITH_CONTENT.has(name)) at = endOfElement(text, name, at);
        else if (ALLOWED_TAGS.has(name)) out += `<${name}${safeAttributes(open[2] ?? '')}${open[0].endsWith('/>') ? ' /' : ''}>`;
        continue;
      }
      const autolink = matchAt(AUTOLINK, text, at) ?? matchAt(EMAIL_AUTOLINK, text, at);
      if (autolink) {
        out += autolink[1] === undefined || isSafeUrl(autolink[1]) ? autolink[0] : '&lt;#>';
        at += autolink[0].length;
        continue;
      }
      out += '&lt;';
      at += 1;
      continue;
    }
    if (char === '`') {
      const run = matchAt(BACKTICKS, text, at)?.[0] ?? '`';
      const closing = new RegExp(String.raw`(?<!\x60)${run}(?!\x60)`, 'g');
      closing.lastIndex = at + run.length;
      const end = codeSpans ? closing.exec(text) : null;
      // A code span (on one line: a parser may see the lines around as HTML) is kept as written.
      const span = end && !text.slice(at, end.index).includes('\n') ? text.slice(at, end.index + run.length) : run;
      out += span;
      at += span.length;
      continue;
    }
    if (char === ']') {
      const link = matchAt(LINK_DESTINATION, text, at);
      if (link) {
        const destination = link[1] ?? '';
        out += link[0].slice(0, link[0].length - destination.length) + (isSafeUrl(destination.replace(/^<|>$/g, '')) ? destination : '#');
        at += link[0].length;
        continue;
      }
    }
    out += text.charAt(at);
    at += 1;
  }
  return out;
}

/** A user's markdown, made safe to store and to render (see the file's comment). */
export function sanitizeMarkdown(text: string): string {
  return segments(text)
    .map((part) => (part.kind === 'code' ? part.text : sanitizeProse(part.text, part.kind === 'prose')))
    .join('');
}
