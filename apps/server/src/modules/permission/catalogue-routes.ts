import { ActionPage, ActionPageRequest, actionActions, MenuEdit, MenuEntry, menuActions } from '@srd/contract';
import { z } from 'zod';
import type { ZodApp } from '../../platform/app-module.js';
import { signedIn } from '../../platform/http/context.js';
import { pageActions } from './action-page.js';
import { editMenu, fullMenuTree } from './menu-edit.js';

/** The Action and Menu screens: the synced action catalogue, and the menu tree with its editable layout. */
export function registerCatalogueRoutes(app: ZodApp): void {
  app.post(
    '/api/action/page',
    {
      schema: {
        tags: ['action'],
        summary: 'Registered actions, paged',
        body: ActionPageRequest,
        response: { 200: ActionPage },
      },
      config: { action: actionActions.view },
    },
    (req) => pageActions(signedIn(req.ctx), req.body),
  );
  app.get(
    '/api/menu/tree',
    {
      schema: { tags: ['menu'], summary: 'The whole menu tree', response: { 200: z.array(MenuEntry) } },
      config: { action: menuActions.view },
    },
    (req) => fullMenuTree(signedIn(req.ctx)),
  );
  app.put(
    '/api/menu',
    {
      schema: {
        tags: ['menu'],
        summary: "Edit one entry's order, icon, visibility and parent; answers the tree",
        body: MenuEdit,
        response: { 200: z.array(MenuEntry) },
      },
      config: { action: menuActions.edit },
    },
    (req) => editMenu(signedIn(req.ctx), req.body),
  );
}
