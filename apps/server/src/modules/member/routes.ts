import {
  AdminCard,
  AdminCardCreate,
  AdminCardPageRequest,
  adminCardActions,
  AdminCardUpdate,
  errorMessage,
  ErrorCode,
  IdFromText,
  Member,
  MemberCard,
  MemberCardCreate,
  MemberCardPageRequest,
  memberCardActions,
  MemberCardUpdate,
  MemberCreate,
  MemberDetail,
  MemberOctopus,
  MemberPageRequest,
  memberActions,
  MemberUpdate,
  OctopusCreate,
  OctopusPageRequest,
  octopusActions,
  OctopusUpdate,
  UsrLangOptions,
} from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { catalogueCrudPaths, registerEntityRoutes } from '../../platform/crud/entity-routes.js';
import { registerExporter } from '../../platform/export/exporter.js';
import { attachment } from '../../platform/export/content-disposition.js';
import { signedIn } from '../../platform/http/context.js';
import { t } from '../../platform/i18n/messages.js';
import { readUpload } from '../../platform/upload/multipart.js';
import { adminCards } from './admin-cards.js';
import { memberCards } from './cards.js';
import { seedDemoMembers } from './demo.js';
import { memberExporter, octopusExporter } from './exports.js';
import { memberOctopusNumbers } from './octopus.js';
import { memberDetail, members, usrLangOptions } from './service.js';
import { cardTemplate, uploadCards } from './upload.js';

const ById = z.object({ id: IdFromText });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Members and their cards (issue 15): Member and MemberDetail (`/member*`), MemberCardList (`/memberCard*`, SPEC 7),
 * OctopusList (`/octopus*`), AdminCardList (`/adminCard*`) and the kiosk languages (`/usrLangType/getUsrLangOptions`).
 */
export const memberModule: AppModule = {
  name: 'member',
  register(app, deps) {
    const tags = ['member'];
    registerEntityRoutes(app, members, {
      tags,
      noun: 'member',
      actions: { view: memberActions.view, add: memberActions.add, edit: memberActions.edit },
      schemas: { row: Member, pageRequest: MemberPageRequest, create: MemberCreate, update: MemberUpdate },
      paths: {
        page: { url: '/api/member/page' },
        create: { url: '/api/member' },
        update: { url: '/api/member/:id', method: 'PUT', idIn: 'params' },
      },
    });
    app.get(
      '/api/member/:id',
      {
        schema: {
          tags,
          summary: 'One member with its cards, Octopus numbers and wallet balances',
          params: ById,
          response: { 200: MemberDetail },
        },
        config: { action: memberActions.view },
      },
      (req) => memberDetail(signedIn(req.ctx), req.params.id),
    );
    app.get(
      '/api/usrLangType/getUsrLangOptions',
      {
        schema: {
          tags,
          summary: "The languages of a kiosk's voice and screen a member may choose",
          response: { 200: UsrLangOptions },
        },
        config: { action: memberActions.view },
      },
      () => usrLangOptions(),
    );
    registerExporter(memberExporter);

    const cardTags = ['memberCard'];
    registerEntityRoutes(app, memberCards, {
      tags: cardTags,
      noun: 'member card',
      actions: memberCardActions,
      schemas: {
        row: MemberCard,
        pageRequest: MemberCardPageRequest,
        create: MemberCardCreate,
        update: MemberCardUpdate,
      },
      paths: catalogueCrudPaths('/api/memberCard'),
    });
    app.post(
      '/api/memberCard/downloadTemplate',
      {
        schema: { tags: cardTags, summary: 'The XLSX template of a card upload, headed in the caller language' },
        config: { action: memberCardActions.upload, rawResponse: true },
      },
      async (req, reply) => {
        const ctx = signedIn(req.ctx);
        return reply
          .header('content-type', XLSX)
          .header('content-disposition', attachment('member-cards.xlsx', 'member-cards.xlsx'))
          .send(await cardTemplate(ctx.lang));
      },
    );
    app.post(
      '/api/memberCard/upload',
      {
        schema: {
          tags: cardTags,
          summary: 'Add member cards from an XLSX sheet (multipart field `file`, optional field `tid`), all or none',
          description:
            'Answers `{ created }` (the cards added). Column A the card number, column B the membership number, ' +
            'a header row allowed, at most 100,000 rows. ' +
            'Any bad row: HTTP 400 with an XLSX of the bad rows in the caller language (header x-error-code 2177, ' +
            'x-error-message the message, URI-encoded), and no card added. An archive that would unpack past the ' +
            'limits is refused (2179) before it is read.',
          consumes: ['multipart/form-data'],
        },
        config: { action: memberCardActions.upload, rawResponse: true },
      },
      async (req, reply) => {
        const ctx = signedIn(req.ctx);
        const outcome = await uploadCards(ctx, await readUpload(req, deps.config.uploadMaxBytes, ['xlsx']));
        if ('created' in outcome)
          return reply.send({ code: 200, message: t('success', ctx.lang), data: { created: outcome.created } });
        const message = errorMessage(ErrorCode.CardUploadRowErrors, ctx.lang, { rows: outcome.problems });
        return reply
          .code(400)
          .header('content-type', XLSX)
          .header('content-disposition', attachment('member-card-errors.xlsx', 'member-card-errors.xlsx'))
          .header('x-error-code', String(ErrorCode.CardUploadRowErrors))
          .header('x-error-message', encodeURIComponent(message))
          .send(outcome.file);
      },
    );

    const octopusTags = ['octopus'];
    registerEntityRoutes(app, memberOctopusNumbers, {
      tags: octopusTags,
      noun: 'Octopus number',
      actions: { view: octopusActions.view, edit: octopusActions.edit, delete: octopusActions.delete },
      schemas: { row: MemberOctopus, pageRequest: OctopusPageRequest, update: OctopusUpdate },
      paths: {
        page: { url: '/api/octopus/page' },
        read: { url: '/api/octopus', idIn: 'query' },
        update: { url: '/api/octopus', method: 'PUT', idIn: 'body' },
        delete: { url: '/api/octopus/:id' },
      },
    });
    app.post(
      '/api/octopus',
      {
        schema: {
          tags: octopusTags,
          summary: 'Add one or two Octopus numbers to a member (at most two each), all or none',
          body: OctopusCreate,
          response: { 200: z.array(MemberOctopus) },
        },
        config: { action: octopusActions.add },
      },
      (req) => memberOctopusNumbers.add(signedIn(req.ctx), req.body),
    );
    registerExporter(octopusExporter);

    registerEntityRoutes(app, adminCards, {
      tags: ['adminCard'],
      noun: 'admin card',
      actions: adminCardActions,
      schemas: {
        row: AdminCard,
        pageRequest: AdminCardPageRequest,
        create: AdminCardCreate,
        update: AdminCardUpdate,
      },
      paths: catalogueCrudPaths('/api/adminCard'),
    });
  },
  seedDemo: seedDemoMembers,
};
