/**
 * Images from other hosts in rendered markdown (issue 20 F10). Unless the site allows them (the
 * `outsideImages` switch, which the gateway's Content-Security-Policy follows too), an image whose
 * source is not one of the site's own files becomes a link to it: the reader sees where it is, and
 * no outside host learns who read the page (a tracking pixel loads nothing).
 */
import { createContext } from 'react';

/** Whether markdown may show images from other hosts: the site's `outsideImages` switch (default off). */
export const OutsideImagesContext = createContext(false);

/** Whether an image source is the site's own: a path of this origin, or a data:/blob: URL the page made. */
export function isOwnImage(source: string, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(source, `${origin}/`);
  } catch {
    return false;
  }
  if (url.protocol === 'data:' || url.protocol === 'blob:') return true;
  return url.origin === origin;
}

/** The absolute http(s) address of a source (a `//host/...` one resolved like the page), else null. */
function httpAddress(source: string, origin: string): string | null {
  try {
    const url = new URL(source, `${origin}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The sanitised HTML with every outside image replaced by a link to it (text: its alt, else its
 * address); sources that are neither the site's nor http(s) are dropped. Parsed in a <template>,
 * whose content is inert, so not even the replaced images are requested.
 */
export function withoutOutsideImages(html: string, origin: string): string {
  if (!html.includes('<img')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  let changed = false;
  for (const image of Array.from(template.content.querySelectorAll('img'))) {
    const source = image.getAttribute('src') ?? '';
    if (isOwnImage(source, origin)) continue;
    changed = true;
    const address = httpAddress(source, origin);
    if (address === null) {
      image.remove();
      continue;
    }
    const link = document.createElement('a');
    link.href = address;
    link.rel = 'nofollow noopener noreferrer ugc';
    link.textContent = image.getAttribute('alt')?.trim() || address;
    image.replaceWith(link);
  }
  return changed ? template.innerHTML : html;
}
