/**
 * PDF links in rendered markdown (spec 03 §2.18): each becomes a download card (a download of the
 * site's file is saved under the name the card shows) and, for a PDF of the
 * site's own files (`/api/public/…`), the browser's own PDF viewer in a frame 800 px high, all
 * from the site itself (no viewer script, no CDN; the pages' CSP frames the site only). Where the
 * browser has no PDF viewer the card says 'This browser does not support PDFs'. A PDF elsewhere
 * gets the card only (it opens in a new tab). Runs on the sanitised HTML, and only ever builds its
 * elements from a link whose address it parsed as http(s).
 */

/** The card's words, in the reader's language. */
export interface PdfLabels {
  download: string;
  unsupported: string;
}

export const DEFAULT_PDF_LABELS: PdfLabels = { download: 'Download', unsupported: 'This browser does not support PDFs' };

/** Height of the embedded viewer (spec 03 §2.18). */
export const PDF_VIEWER_HEIGHT = 800;

/** The link's address when it names a PDF (its path ends in .pdf, any case), else null; `own` when it is one of the site's files. */
export function pdfAddress(href: string, origin: string): { url: string; own: boolean } | null {
  let url: URL;
  try {
    url = new URL(href, `${origin}/`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.pathname.toLowerCase().endsWith('.pdf')) return null;
  return { url: url.href, own: url.origin === origin && url.pathname.startsWith('/api/public/') };
}

function fileName(url: string): string {
  const last = new URL(url).pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Whether the browser shows PDFs itself (navigator.pdfViewerEnabled; assumed where unknown). */
function hasPdfViewer(): boolean {
  // Older browsers and jsdom do not have the property.
  const enabled = navigator.pdfViewerEnabled as boolean | undefined;
  return enabled !== false;
}

/**
 * The name a download of the site's file is saved under: the name its card shows, as a .pdf. The
 * stored name is a random id; the editor writes the uploaded file's own name as the link's text.
 */
function downloadName(shown: string): string {
  return shown.toLowerCase().endsWith('.pdf') ? shown : `${shown}.pdf`;
}

function card(link: HTMLAnchorElement, address: { url: string; own: boolean }, labels: PdfLabels, viewer: boolean): HTMLElement {
  const box = document.createElement('div');
  box.className = 'oj-pdf';
  const head = document.createElement('div');
  head.className = 'oj-pdf-card';
  const shown = link.textContent.trim() || fileName(address.url);
  const name = document.createElement('a');
  name.className = 'oj-pdf-name';
  name.href = address.url;
  // The link's text is the name alone; its document icon is drawn by markdown.css (an emoji needs a font many Linux machines lack).
  name.textContent = shown;
  name.target = '_blank';
  name.rel = 'noopener noreferrer';
  const download = document.createElement('a');
  download.className = 'oj-pdf-download';
  download.href = address.url;
  download.textContent = labels.download;
  if (address.own) download.setAttribute('download', downloadName(shown));
  else download.rel = 'noopener noreferrer';
  head.append(name, download);
  box.append(head);
  if (address.own && viewer) {
    const frame = document.createElement('iframe');
    frame.className = 'oj-pdf-viewer';
    frame.src = address.url;
    frame.title = shown;
    frame.height = String(PDF_VIEWER_HEIGHT);
    frame.setAttribute('loading', 'lazy');
    box.append(frame);
  } else if (address.own) {
    const note = document.createElement('p');
    note.className = 'oj-pdf-unsupported';
    note.textContent = labels.unsupported;
    box.append(note);
  }
  return box;
}

/**
 * The HTML with each PDF link replaced by its card (and viewer). A link inside a paragraph of its
 * own takes the paragraph's place; one inside a sentence keeps the sentence and gets its card after it.
 */
export function withPdfViewers(html: string, origin: string, labels: PdfLabels = DEFAULT_PDF_LABELS): string {
  if (!/\.pdf/i.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const viewer = hasPdfViewer();
  let changed = false;
  for (const link of Array.from(template.content.querySelectorAll('a[href]'))) {
    const address = pdfAddress(link.getAttribute('href') ?? '', origin);
    if (!address || !(link instanceof HTMLAnchorElement) || link.closest('.oj-pdf')) continue;
    changed = true;
    const box = card(link, address, labels, viewer);
    const parent = link.parentElement;
    if (parent && parent.tagName === 'P' && parent.childNodes.length === 1) parent.replaceWith(box);
    else (parent?.closest('p, li, td, blockquote') ?? link).after(box);
  }
  return changed ? template.innerHTML : html;
}
