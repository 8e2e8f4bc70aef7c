import {
  localName,
  type Lang,
  type LatestNews,
  type LatestNewsCreate,
  type LatestNewsUpdate,
  type StoredFile,
} from '@srd/contract';
import type { z } from 'zod';
import { upload } from '../../platform/api';
import { entityApi } from '../../platform/crud/entityApi';

/** `POST /latestNews/page`, `GET /latestNews?id=`, `POST` and `PUT /latestNews`, `DELETE /latestNews/{id}`. */
export const latestNewsApi = entityApi<
  LatestNews,
  z.output<typeof LatestNewsCreate>,
  z.output<typeof LatestNewsUpdate>
>('/latestNews');

export const LATEST_NEWS_DETAIL_PATH = '/content/latestNewsDetail';

/**
 * `POST /latestNews/uploadImage`: stored by the file service as a news image, shown to visitors once
 * an item on show uses it; quiet, the field shows the refusal.
 */
export function uploadNewsImage(file: File, tid: number | null): Promise<StoredFile> {
  return upload('/latestNews/uploadImage', file, tid === null ? {} : { tid: String(tid) }, { quiet: true });
}

export function newsTitle(news: Pick<LatestNews, 'title' | 'titleCht' | 'titleChs'>, lang: Lang): string {
  return localName({ name: news.title, nameCht: news.titleCht, nameChs: news.titleChs }, lang);
}
