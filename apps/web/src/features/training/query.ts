import { TrainingAuth } from '@oj/contracts';
import type { TrainingListQueryDto } from '@oj/contracts';
import { TRAINING_LIST_PAGE_SIZE } from '@oj/contracts';

/** The training list's filters as the URL query holds them (spec 02 §2: keyword, categoryId, auth, currentPage). */
export interface TrainingListFilters {
  keyword: string;
  categoryId: number;
  auth: '' | 'Public' | 'Private';
  currentPage: number;
}

/** Reads the filters from the URL query; a page below 1 is 1 (spec 02 §5). */
export function parseTrainingListQuery(search: URLSearchParams): TrainingListFilters {
  const page = Number(search.get('currentPage'));
  const category = Number(search.get('categoryId'));
  const auth = search.get('auth');
  return {
    keyword: search.get('keyword') ?? '',
    categoryId: Number.isInteger(category) && category > 0 ? category : 0,
    auth: auth === TrainingAuth.Public || auth === TrainingAuth.Private ? auth : '',
    currentPage: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of the filters (defaults left out). */
export function trainingListSearch(filters: TrainingListFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.keyword.trim() !== '') search.keyword = filters.keyword.trim();
  if (filters.categoryId > 0) search.categoryId = String(filters.categoryId);
  if (filters.auth !== '') search.auth = filters.auth;
  if (filters.currentPage > 1) search.currentPage = String(filters.currentPage);
  return search;
}

/** The get-training-list request of the filters. */
export function trainingListRequest(filters: TrainingListFilters): TrainingListQueryDto {
  return {
    currentPage: filters.currentPage,
    limit: TRAINING_LIST_PAGE_SIZE,
    keyword: filters.keyword,
    categoryId: filters.categoryId,
    ...(filters.auth === '' ? {} : { auth: filters.auth }),
  };
}
