import { LANGS, TEMPLATE_CHANNELS, TEMPLATE_EVENTS } from '@srd/contract';
import type { Tx } from '../../platform/db/client.js';
import { builtInTemplate } from './built-in.js';
import { messageTemplate } from './tables.js';

/** The product defaults, stored at first start: the built-in text of every event, channel and language, to edit. */
export async function seedProductTemplates(tx: Tx): Promise<void> {
  const rows = TEMPLATE_EVENTS.flatMap((event) =>
    TEMPLATE_CHANNELS.flatMap((channel) =>
      LANGS.map((lang) => ({ tid: null, event, channel, lang, ...builtInTemplate(event, channel, lang) })),
    ),
  );
  await tx.insert(messageTemplate).values(rows);
}
