import { localName, type Lang, type PubContent, type PubContentCreate, type PubContentUpdate } from '@srd/contract';
import type { z } from 'zod';
import { entityApi } from '../../platform/crud/entityApi';

/** `POST /pubContent/page`, `GET /pubContent?id=`, `POST` and `PUT /pubContent`, `DELETE /pubContent/{id}`. */
export const pubContentApi = entityApi<
  PubContent,
  z.output<typeof PubContentCreate>,
  z.output<typeof PubContentUpdate>
>('/pubContent');

export const PUB_CONTENT_DETAIL_PATH = '/content/publicContentDetail';

/** Where visitors read an item: `/pubContent/<slug>`, a tenant's own with `?tid=`. */
export function publicPath(item: Pick<PubContent, 'slug' | 'tid'>): string {
  return `/pubContent/${item.slug}${item.tid === null ? '' : `?tid=${item.tid}`}`;
}

/** The item's title in `lang`, the English one where that translation is empty. */
export function contentTitle(item: Pick<PubContent, 'title' | 'titleCht' | 'titleChs'>, lang: Lang): string {
  return localName({ name: item.title, nameCht: item.titleCht, nameChs: item.titleChs }, lang);
}
