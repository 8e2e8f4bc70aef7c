import { MESSAGE_STATUSES, type MessageChannel, type MessagePageRequest } from '@srd/contract';
import { periodOf } from '../../platform/crud/dateRangeFilter';
import { oneOf, positiveInt, textValue } from '../../platform/crud/filterValues';
import type { ListState } from '../../platform/crud/listState';

/** Each channel's history: its screen (menu) and where the menu opens it. */
export const HISTORY_SCREENS = {
  sms: { screen: 'SMSHistory', path: '/message/sms' },
  email: { screen: 'EmailHistory', path: '/message/email' },
  whatsapp: { screen: 'whatsappHistory', path: '/message/whatsapp' },
  webhook: { screen: 'epdRequestHistory', path: '/transactions/epdRequestHistory' },
} as const satisfies Record<MessageChannel, { screen: string; path: string }>;

type SortField = NonNullable<MessagePageRequest['sort']>['field'];

/**
 * A history's page request of a list state (the URL): the days of `range` whole, in the browser's time zone;
 * newest first unless a column says otherwise.
 */
export function messageRequest({ page, pageSize, sort, filters }: ListState): MessagePageRequest {
  return {
    page,
    pageSize,
    sort: sort ? { field: sort.field as SortField, order: sort.order } : { field: 'createdAt', order: 'descend' },
    status: oneOf(MESSAGE_STATUSES, filters.status),
    event: textValue(filters.event),
    recipient: textValue(filters.recipient),
    tenantId: positiveInt(filters.tenantId),
    ...periodOf(filters),
  };
}

/** A history's link to the test messages sent to one recipient, newest first: where InsideTest points. */
export function recipientHistoryLink(channel: MessageChannel, recipient: string): string {
  return `${HISTORY_SCREENS[channel].path}?${new URLSearchParams({ recipient, event: 'test' }).toString()}`;
}
