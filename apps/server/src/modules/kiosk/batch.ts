import { kidOf, ResourceType, type CreatedKiosk, type KioskBatchCreate } from '@srd/contract';
import { audit } from '../../platform/audit/audit.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { assertInScope } from '../../platform/permissions/scope.js';
import { assertKidsFree, assertSharedFieldsValid } from './checks.js';
import { issueDeviceSecret } from './device-secret.js';
import { kioskAuditView } from './service.js';
import { kiosk } from './tables.js';

/** A batch kiosk's name: the batch's name and the KID; without one, the KID (Chinese names stay empty). */
const nameWith = (name: string, kid: string, fallback: string) => (name ? `${name} ${kid}` : fallback);

/**
 * `POST /kiosk/batchCreate`: `count` kiosks numbered from `startNumber` under `kidPrefix`, sharing
 * the other fields, each with its own device secret. One transaction: every KID free and every rule
 * met, or nothing is created. Each creation is audited as a single one would be.
 */
export async function batchCreateKiosks(ctx: SignedInContext, input: KioskBatchCreate): Promise<CreatedKiosk[]> {
  const { count, kidPrefix, startNumber, name, nameCht, nameChs, ...shared } = input;
  assertInScope(ctx.user.scope, { tid: shared.tid });
  const issuedAt = new Date();
  const planned = Array.from({ length: count }, (_, index) => {
    const kid = kidOf(kidPrefix, startNumber + index);
    return { kid, ...issueDeviceSecret() };
  });
  const secrets = new Map(planned.map((item) => [item.kid, item.secret]));
  return ctx.db.transaction(async (tx) => {
    await assertSharedFieldsValid(tx, ctx.lang, shared, null);
    await assertKidsFree(tx, ctx.lang, [...secrets.keys()], 'startNumber');
    const rows = await tx
      .insert(kiosk)
      .values(
        planned.map(({ kid, secretHash }) => ({
          ...shared,
          kid,
          name: nameWith(name, kid, kid),
          nameCht: nameWith(nameCht, kid, ''),
          nameChs: nameWith(nameChs, kid, ''),
          secretHash,
          secretIssuedAt: issuedAt,
          creUser: ctx.user.id,
          lupdUser: ctx.user.id,
        })),
      )
      .returning();
    for (const row of rows) {
      await audit(tx, ctx, {
        resType: ResourceType.Kiosk,
        recordId: row.id,
        action: 'create',
        before: null,
        after: kioskAuditView(row),
        placement: { tid: row.tid },
      });
    }
    return rows.map((row) => ({ id: row.id, kid: row.kid, name: row.name, secret: secrets.get(row.kid)! }));
  });
}
