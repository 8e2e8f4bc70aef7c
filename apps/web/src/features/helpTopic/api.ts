import { localName, type HelpTopic, type HelpTopicCreate, type HelpTopicUpdate, type Lang } from '@srd/contract';
import type { z } from 'zod';
import { entityApi } from '../../platform/crud/entityApi';

/** `POST /helpTopic/page`, `GET /helpTopic?id=`, `POST` and `PUT /helpTopic`, `DELETE /helpTopic/{id}`. */
export const helpTopicApi = entityApi<HelpTopic, z.output<typeof HelpTopicCreate>, z.output<typeof HelpTopicUpdate>>(
  '/helpTopic',
);

/** The topic's title in `lang`, the English one where that translation is empty. */
export function topicTitle(topic: Pick<HelpTopic, 'title' | 'titleCht' | 'titleChs'>, lang: Lang): string {
  return localName({ name: topic.title, nameCht: topic.titleCht, nameChs: topic.titleChs }, lang);
}
