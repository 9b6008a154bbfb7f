import { DEFAULT_WEBSITE_CONFIG } from '@oj/contracts';
import type { WebsiteConfig } from '@oj/contracts';
import { useGetWebsiteConfigQuery } from '@oj/api-client/website';

/** The site configuration, with defaults until it arrives (or if it cannot be fetched). */
export function useSiteConfig(): { config: WebsiteConfig; isLoading: boolean } {
  const { data, isLoading } = useGetWebsiteConfigQuery(undefined);
  return { config: data ?? DEFAULT_WEBSITE_CONFIG, isLoading };
}
