import { ColumnPreference, ColumnPreferenceQuery } from '@srd/contract';
import type { AppModule } from '../../platform/app-module.js';
import { signedIn } from '../../platform/http/context.js';
import { createColumnPreferenceService } from './service.js';

/** The list column picker's saved choices (SPEC 7 userManage/filteredColumns), always the caller's own. */
export const preferenceModule: AppModule = {
  name: 'preference',
  register(app, deps) {
    const preferences = createColumnPreferenceService(deps);
    app.get(
      '/api/userManage/filteredColumns',
      {
        schema: {
          tags: ['userManage'],
          summary: "The caller's chosen columns of a list",
          querystring: ColumnPreferenceQuery,
          response: { 200: ColumnPreference },
        },
        config: { signedIn: true },
      },
      (req) => preferences.get(signedIn(req.ctx), req.query.listName),
    );
    app.put(
      '/api/userManage/filteredColumns',
      {
        schema: {
          tags: ['userManage'],
          summary: "Save the caller's chosen columns of a list",
          body: ColumnPreference,
          response: { 200: ColumnPreference },
        },
        config: { signedIn: true },
      },
      (req) => preferences.save(signedIn(req.ctx), req.body),
    );
  },
};
