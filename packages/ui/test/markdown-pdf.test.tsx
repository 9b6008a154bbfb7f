import { afterEach, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../src/markdown/render.ts';
import { pdfAddress } from '../src/markdown/pdf.ts';

// Spec 03 §2.18: a PDF link becomes a download card plus an embedded viewer 800 px high, with the
// fallback 'This browser does not support PDFs'; served by the site itself (the browser's own
// viewer in a frame of the site's file), never a script or a CDN.

const origin = window.location.origin;

async function dom(markdown: string, trust: 'admin' | 'user' = 'user'): Promise<HTMLElement> {
  const element = document.createElement('div');
  element.innerHTML = await renderMarkdown(markdown, trust, { pdfLabels: { download: '下载', unsupported: '此浏览器不支持 PDF 预览' } });
  return element;
}

function setPdfViewer(enabled: boolean | undefined): void {
  Object.defineProperty(navigator, 'pdfViewerEnabled', { value: enabled, configurable: true });
}

describe('PDF links in markdown', () => {
  afterEach(() => {
    setPdfViewer(undefined);
  });

  it('tells PDF addresses and the site’s own files', () => {
    expect(pdfAddress('/api/public/md-file/a.pdf', origin)).toEqual({ url: `${origin}/api/public/md-file/a.pdf`, own: true });
    expect(pdfAddress('/api/public/md-file/A.PDF?x=1#p', origin)?.own).toBe(true);
    expect(pdfAddress('https://example.org/paper.pdf', origin)).toEqual({ url: 'https://example.org/paper.pdf', own: false });
    expect(pdfAddress('/problem/a.pdf', origin)?.own).toBe(false);
    for (const other of ['/api/public/md-file/a.png', 'javascript:alert(1)//.pdf', 'data:application/pdf,x.pdf', 'http://[bad.pdf'])
      expect(pdfAddress(other, origin), other).toBeNull();
  });

  it("shows the site's PDF as a card with a download link and an 800 px frame of the file", async () => {
    setPdfViewer(true);
    const element = await dom('Read the statement:\n\n[Statement](/api/public/md-file/0b0e6f0a-1111-4222-8333-944445555666.pdf)');
    const card = element.querySelector('.oj-pdf');
    expect(card).not.toBeNull();
    const download = card?.querySelector<HTMLAnchorElement>('a.oj-pdf-download');
    expect(download?.textContent).toBe('下载');
    // Saved under the name the card shows, not the stored random one.
    expect(download?.getAttribute('download')).toBe('Statement.pdf');
    // The name alone (the icon is drawn by CSS), which also titles the frame for screen readers.
    expect(card?.querySelector('.oj-pdf-name')?.textContent).toBe('Statement');
    const frame = card?.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(`${origin}/api/public/md-file/0b0e6f0a-1111-4222-8333-944445555666.pdf`);
    expect(frame?.getAttribute('height')).toBe('800');
    expect(frame?.getAttribute('title')).toBe('Statement');
    // The paragraph holding only the link became the card; the sentence before it stays.
    expect(element.textContent).toContain('Read the statement:');
    expect(element.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('saves a download under the uploaded file’s name the editor wrote, or the stored name for a link without text', async () => {
    const element = await dom('[Week 1 handout.PDF](/api/public/md-file/0b0e6f0a-1111-4222-8333-944445555666.pdf)\n\n[](/api/public/md-file/a.pdf)');
    const downloads = Array.from(element.querySelectorAll<HTMLAnchorElement>('a.oj-pdf-download'), (link) => link.getAttribute('download'));
    expect(downloads).toEqual(['Week 1 handout.PDF', 'a.pdf']);
    expect(element.querySelectorAll('.oj-pdf-name')[1]?.textContent).toBe('a.pdf');
  });

  it('says the browser cannot show PDFs where it has no viewer', async () => {
    setPdfViewer(false);
    const element = await dom('[doc](/api/public/md-file/a.pdf)');
    expect(element.querySelector('iframe')).toBeNull();
    expect(element.querySelector('.oj-pdf-unsupported')?.textContent).toBe('此浏览器不支持 PDF 预览');
    expect(element.querySelector('a.oj-pdf-download')).not.toBeNull();
  });

  it('gives a PDF of another site the card only (the pages frame the site alone)', async () => {
    const element = await dom('See [the paper](https://example.org/paper.pdf) for details.');
    expect(element.querySelector('.oj-pdf-card')).not.toBeNull();
    expect(element.querySelector('iframe')).toBeNull();
    expect(element.querySelector('a.oj-pdf-download')?.hasAttribute('download')).toBe(false);
    expect(element.textContent).toContain('for details.');
  });

  it('frames nothing a user writes: their own frames and scripted links are still dropped', async () => {
    const element = await dom('<iframe src="/api/public/md-file/a.pdf"></iframe> [x](javascript:alert(1)//a.pdf) <object data="/a.pdf"></object>');
    expect(element.querySelector('iframe, object')).toBeNull();
    expect(element.querySelector('.oj-pdf')).toBeNull();
  });

  it('leaves text without PDF links as it was', async () => {
    const element = await dom('[a page](/api/public/md-file/a.txt) and **bold**');
    expect(element.querySelector('.oj-pdf')).toBeNull();
    expect(element.querySelector('strong')?.textContent).toBe('bold');
  });
});
