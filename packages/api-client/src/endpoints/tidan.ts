import type { TidanListDto } from '@oj/contracts';
import { api } from '../api.ts';

/** Tidan, user side (spec 02 §2 "Tidan list"): every visible outline with the caller's standing. */
export const tidanApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTidan: build.query<TidanListDto, undefined>({
      query: () => ({ url: 'tidan' }),
      providesTags: [{ type: 'Tidan', id: 'LIST' }],
    }),
  }),
});

export const { useGetTidanQuery } = tidanApi;
