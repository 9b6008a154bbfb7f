import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, OutsideImagesContext, isOwnImage } from '../src/index.ts';
import { renderMarkdown } from '../src/markdown/render.ts';

// Issue 20 F10: an image from another host in a text (a tracking pixel) told that host who read the
// page. Unless the site's `outsideImages` switch allows them, outside images render as links to
// them and only the site's own files load (the gateway's CSP img-src says the same).

const origin = window.location.origin;
const TEXT = [
  '![pixel](https://tracker.example/p.gif)',
  '![](//tracker.example/q.gif)',
  '![gone](ftp://tracker.example/r.gif)',
  '![own](/api/public/img/a.png)',
  `![absolute own](${origin}/api/public/img/b.png)`,
].join('\n\n');

async function dom(markdown: string, ...rest: [trust?: 'admin' | 'user', options?: { outsideImages?: boolean }]): Promise<HTMLElement> {
  const element = document.createElement('div');
  element.innerHTML = await renderMarkdown(markdown, ...rest);
  return element;
}

describe('images from other hosts in markdown', () => {
  it('tells the site’s own images from others', () => {
    for (const own of ['/api/public/img/a.png', 'img/a.png', `${origin}/x.png`, 'data:image/png;base64,iVBORw0KGgo=', 'blob:' + origin + '/1234'])
      expect(isOwnImage(own, origin), own).toBe(true);
    for (const outside of [
      'https://tracker.example/p.gif',
      '//tracker.example/p.gif',
      'http://localhost:1/x.png',
      'ftp://tracker.example/p.gif',
      'http://[bad',
    ]) {
      expect(isOwnImage(outside, origin), outside).toBe(false);
    }
  });

  it('shows outside images as links by default, in user and admin text, and keeps the site’s own', async () => {
    for (const trust of ['user', 'admin'] as const) {
      const element = await dom(TEXT, trust);
      expect(
        [...element.querySelectorAll('img')].map((image) => image.getAttribute('src')),
        trust,
      ).toEqual(['/api/public/img/a.png', `${origin}/api/public/img/b.png`]);
      expect(element.innerHTML, trust).not.toMatch(/<img[^>]+tracker\.example/);
      const links = [...element.querySelectorAll('a')].map((link) => [link.getAttribute('href'), link.textContent, link.getAttribute('rel')]);
      const sameScheme = `${window.location.protocol}//tracker.example/q.gif`;
      expect(links, trust).toEqual([
        ['https://tracker.example/p.gif', 'pixel', 'nofollow noopener noreferrer ugc'],
        [sameScheme, sameScheme, 'nofollow noopener noreferrer ugc'],
      ]);
    }
  });

  it('keeps outside images when the site allows them', async () => {
    const element = await dom(TEXT, 'user', { outsideImages: true });
    expect([...element.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toContain('https://tracker.example/p.gif');
  });

  it('the Markdown component follows OutsideImagesContext', async () => {
    const text = '![pixel](https://tracker.example/p.gif)';
    render(
      <>
        <Markdown text={text} data-testid="default" />
        <OutsideImagesContext value={true}>
          <Markdown text={text} data-testid="allowed" />
        </OutsideImagesContext>
      </>,
    );
    await waitFor(() => {
      expect(screen.getByTestId('allowed').querySelector('img')?.getAttribute('src')).toBe('https://tracker.example/p.gif');
    });
    await waitFor(() => {
      expect(screen.getByTestId('default').querySelector('a')?.getAttribute('href')).toBe('https://tracker.example/p.gif');
    });
    expect(screen.getByTestId('default').querySelector('img')).toBeNull();
  });
});
