import { ErrorCode } from '@srd/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { AppError } from '../../platform/http/app-error.js';

export const healthModule: AppModule = {
  name: 'health',
  register(app, deps) {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Answers when the server and its database do',
          response: { 200: z.object({ database: z.enum(['pglite', 'postgres']) }) },
        },
        config: { public: true },
      },
      async () => {
        try {
          await deps.db.execute(sql`select 1`);
        } catch {
          throw new AppError(ErrorCode.ServiceUnavailable);
        }
        return { database: deps.database.kind };
      },
    );
  },
};
