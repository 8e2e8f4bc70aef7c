import { HelpTopic, HelpTopicCreate, HelpTopicPageRequest, HelpTopicUpdate, helpTopicActions } from '@srd/contract';
import type { AppModule } from '../../platform/app-module.js';
import { catalogueCrudPaths, registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { seedDemoHelpTopics } from './demo.js';
import { helpTopics } from './service.js';

/** Help topics (HelpTopics screen): `/helpTopic/page`, `GET /helpTopic?id`, create, edit and delete. */
export const helpTopicModule: AppModule = {
  name: 'helpTopic',
  register(app) {
    registerEntityRoutes(app, helpTopics, {
      tags: ['helpTopic'],
      noun: 'help topic',
      actions: helpTopicActions,
      schemas: { row: HelpTopic, pageRequest: HelpTopicPageRequest, create: HelpTopicCreate, update: HelpTopicUpdate },
      paths: catalogueCrudPaths('/api/helpTopic'),
    });
  },
  seedDemo: seedDemoHelpTopics,
};
