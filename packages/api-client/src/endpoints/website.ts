import { DEFAULT_WEBSITE_CONFIG } from '@oj/contracts';
import type { ToolDto, WebsiteConfig } from '@oj/contracts';
import { api } from '../api.ts';

/** A toolbox link (GET tools). */
export type Tool = ToolDto;

/** Site configuration and the toolbox: public lookups the shell needs on every page. */
export const websiteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWebsiteConfig: build.query<WebsiteConfig, undefined>({
      query: () => 'get-website-config',
      // Fields the server leaves out keep their defaults, so the shell never sees undefined switches.
      transformResponse: (data: Partial<WebsiteConfig> | null) => ({ ...DEFAULT_WEBSITE_CONFIG, ...data }),
      providesTags: ['WebsiteConfig'],
    }),
    getTools: build.query<Tool[], undefined>({
      query: () => 'tools',
      transformResponse: (data: Tool[] | null) => data ?? [],
      providesTags: [{ type: 'Tool', id: 'LIST' }],
    }),
  }),
});

export const { useGetWebsiteConfigQuery, useGetToolsQuery } = websiteApi;
