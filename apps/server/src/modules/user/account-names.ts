import { ErrorCode } from '@srd/contract';
import { and, inArray, ne, or, sql } from 'drizzle-orm';
import { adminUser } from '../../platform/auth/tables.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { explainUniqueIndex } from '../../platform/db/pg-errors.js';

// Two creates at once both pass the check below; the index refuses the second with the same answer.
explainUniqueIndex('admin_user_login_id_key', { code: ErrorCode.UserExists });
explainUniqueIndex('admin_user_email_key', { code: ErrorCode.UserExists });

/** Serialises changes of login ids and e-mails, so two accounts cannot take one name at the same time. */
const ACCOUNT_NAMES_LOCK_ID = 727_003;

/**
 * An account that signs in with one of the names, ignoring case. Sign-in accepts a login id or an
 * e-mail, so a name is taken in both columns: a login id may not be another account's e-mail, nor
 * an e-mail another account's login id. Takes a lock held until the transaction ends, so two
 * accounts cannot take one name at the same time; every code path that sets these names must call
 * this (or assertAccountNamesFree) first.
 */
export async function accountNamed(
  tx: Tx,
  names: (string | null | undefined)[],
  exceptUserId?: number,
): Promise<{ id: number; status: number } | undefined> {
  const lowered = [...new Set(names.filter((name): name is string => Boolean(name)).map((name) => name.toLowerCase()))];
  if (lowered.length === 0) return undefined;
  await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_NAMES_LOCK_ID})`);
  const [account] = await tx
    .select({ id: adminUser.id, status: adminUser.status })
    .from(adminUser)
    .where(
      and(
        or(inArray(sql`lower(${adminUser.loginId})`, lowered), inArray(sql`lower(${adminUser.email})`, lowered)),
        exceptUserId === undefined ? undefined : ne(adminUser.id, exceptUserId),
      ),
    )
    .limit(1);
  return account;
}

/** 1007 when another account already signs in with one of the names (see accountNamed). */
export async function assertAccountNamesFree(
  tx: Tx,
  names: (string | null | undefined)[],
  exceptUserId?: number,
): Promise<void> {
  if (await accountNamed(tx, names, exceptUserId)) throw new AppError(ErrorCode.UserExists);
}
