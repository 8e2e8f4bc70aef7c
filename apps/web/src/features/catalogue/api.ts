import type { ActionPageRequest, ActionRow, MenuEdit, MenuEntry } from '@srd/contract';
import { request } from '../../platform/api';
import type { PageOf } from '../../platform/crud/EntityTable';
import type { ListState } from '../../platform/crud/listState';

export const ACTION_PAGE_KEY = ['action', 'page'];
export const MENU_TREE_KEY = ['menu', 'tree'];

/** The list's filters as the request wants them: `isMenu` is kept in the URL as 'true' or 'false'. */
export function actionPageRequest({ page, pageSize, sort, filters }: ListState): ActionPageRequest {
  const { isMenu, ...rest } = filters;
  const body = { page, pageSize, sort, ...rest } as ActionPageRequest;
  if (isMenu === 'true' || isMenu === 'false') body.isMenu = isMenu === 'true';
  return body;
}

export function fetchActionPage(state: ListState): Promise<PageOf<ActionRow>> {
  return request('POST', '/action/page', { body: actionPageRequest(state) });
}

export function fetchMenuTree(): Promise<MenuEntry[]> {
  return request('GET', '/menu/tree');
}

/** Saves one entry's layout; answers the whole tree. */
export function editMenu(body: MenuEdit): Promise<MenuEntry[]> {
  return request('PUT', '/menu', { body });
}
