import { EXPORT_ROWS_HEADER, ExportQuery } from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../app-module.js';
import { signedIn } from '../http/context.js';
import { startExport } from './service.js';

/** The filter of the list being exported; each list checks it against its own page request. */
const ExportFilter = z.looseObject({}).optional();

/** SPEC 7 `POST /export/exportExcel?module`: a list's current filter as an XLSX or CSV file. */
export const exportModule: AppModule = {
  name: 'export',
  register(app, deps) {
    app.post(
      '/api/export/exportExcel',
      {
        schema: {
          tags: ['export'],
          summary: "A list's rows matching its filter, in the caller's scope, as XLSX or CSV",
          description:
            "The body is the list's filter (its page request; paging is ignored). " +
            'Needs the export action of the list ' +
            '(`userManage:export`, `role:export`, `sysAuditLog:export`). One export per list at a time (10027). ' +
            'Dated lists export today without a period and at most about two months (10028). ' +
            `\`${EXPORT_ROWS_HEADER}\` says how many rows come.`,
          querystring: ExportQuery,
          body: ExportFilter,
        },
        // The action depends on the list named in the query: the export service checks it (1003).
        config: { signedIn: true, rawResponse: true },
      },
      async (req, reply) => {
        const file = await startExport(deps.database, signedIn(req.ctx), req.query, req.body, req.log);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', file.disposition)
          .header(EXPORT_ROWS_HEADER, String(file.rows))
          .header(`${EXPORT_ROWS_HEADER}-estimated`, String(file.estimated))
          .header('cache-control', 'no-store')
          .send(file.stream);
      },
    );
  },
};
