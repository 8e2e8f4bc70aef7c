import { ErrorCode } from '@srd/contract';
import { and, inArray, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { adminUser } from './tables.js';

/** Serialises changes of login ids and e-mails, so two accounts cannot take one name at the same time. */
const ACCOUNT_NAMES_LOCK_ID = 727_003;

/**
 * 1007 when another account already signs in with one of the names. Sign-in accepts a login id or
 * an e-mail, ignoring case, so a name must be free in both columns: a new login id may not be
 * another account's e-mail, nor a new e-mail another account's login id. Takes a lock held until
 * the transaction ends; every code path that sets these names must call it.
 */
export async function assertAccountNamesFree(tx: Tx, names: (string | null | undefined)[], exceptUserId?: number): Promise<void> {
  const lowered = [...new Set(names.filter((name): name is string => Boolean(name)).map((name) => name.toLowerCase()))];
  if (lowered.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_NAMES_LOCK_ID})`);
  const taken = await tx
    .select({ id: adminUser.id })
    .from(adminUser)
    .where(
      and(
        or(inArray(sql`lower(${adminUser.loginId})`, lowered), inArray(sql`lower(${adminUser.email})`, lowered)),
        exceptUserId === undefined ? undefined : ne(adminUser.id, exceptUserId),
      ),
    )
    .limit(1);
  if (taken.length > 0) throw new AppError(ErrorCode.UserExists);
}
