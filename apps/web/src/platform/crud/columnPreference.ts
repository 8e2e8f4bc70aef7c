import type { ColumnPreference } from '@srd/contract';
import { request } from '../api';

export const columnPreferenceKey = (listName: string) => ['columnPreference', listName];

export function fetchColumnPreference(listName: string): Promise<ColumnPreference> {
  return request('GET', `/userManage/filteredColumns?${new URLSearchParams({ listName })}`);
}

export function saveColumnPreference(preference: ColumnPreference): Promise<ColumnPreference> {
  return request('PUT', '/userManage/filteredColumns', { body: preference });
}
