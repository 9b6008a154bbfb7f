import { useEffect } from 'react';
import { useSiteConfig } from './use-site-config.ts';

/** Sets the tab title to "page - site short name". */
export function useDocumentTitle(title: string): void {
  const { config } = useSiteConfig();
  const site = config.shortName || 'OJ';
  useEffect(() => {
    document.title = title ? `${title} - ${site}` : site;
  }, [title, site]);
}
