import { LANGS, TEMPLATE_CHANNELS, TEMPLATE_EVENTS, type MessageTemplate } from '@srd/contract';
import { useTranslation } from 'react-i18next';
import type { FieldOption } from '../../platform/crud/fieldSpec';

/** The choices of the event, channel and language selects, in the UI language. */
export function useTemplateOptions(): Record<'events' | 'channels' | 'langs', FieldOption[]> {
  const { t } = useTranslation('messageTemplate');
  return {
    // Event names hold a dot, which i18next reads as nesting: `alarm.raised` is `events.alarm.raised`.
    events: TEMPLATE_EVENTS.map((event) => ({ value: event, label: t(`events.${event}`) })),
    channels: TEMPLATE_CHANNELS.map((channel) => ({ value: channel, label: t(`channels.${channel}`) })),
    langs: LANGS.map((lang) => ({ value: lang, label: t(`langs.${lang}`) })),
  };
}

/** How dialogs name a template: its event, channel and language in the UI language. */
export function useTemplateName(): (template: Pick<MessageTemplate, 'event' | 'channel' | 'lang'>) => string {
  const { t } = useTranslation('messageTemplate');
  return ({ event, channel, lang }) => `${t(`events.${event}`)} · ${t(`channels.${channel}`)} · ${t(`langs.${lang}`)}`;
}
