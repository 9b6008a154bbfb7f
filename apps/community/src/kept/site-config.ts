/** The website config (the site switches among it) as this instance keeps it: dropped by the gateway's `site config changed` event (feed.ts). */
import type { WebsiteConfig } from '@oj/contracts';
import { loadWebsiteConfig } from '@oj/db';
import type { Deps } from '../deps.ts';

const KEY = 'website';

/** The website config when it is kept (no read), else undefined. */
export function keptSiteConfig(deps: Pick<Deps, 'kept'>): WebsiteConfig | undefined {
  return deps.kept.site.peek(KEY);
}

export function siteConfigOf(deps: Pick<Deps, 'db' | 'kept'>): Promise<WebsiteConfig> {
  return deps.kept.site.get(KEY, () => loadWebsiteConfig(deps.db));
}
