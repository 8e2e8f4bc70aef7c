import { SHORT_NAME_LIST_SIZE, type Lang } from '@srd/contract';
import { and, asc, ne, sql, type SQL } from 'drizzle-orm';
import type { SignedInContext } from '../../platform/http/context.js';
import { merchant, shop } from '../organisation/tables.js';

type ShortNamed = typeof merchant | typeof shop;

/** The short name in the language, the English one where that translation is empty. */
function localShortName(table: ShortNamed, lang: Lang): SQL<string> {
  if (lang === 'en_US') return sql<string>`${table.shortName}`;
  const translated = lang === 'zh_HK' ? table.shortNameCht : table.shortNameChs;
  return sql<string>`coalesce(nullif(${translated}, ''), ${table.shortName})`;
}

/**
 * SPEC 7/9: the short names a list's filter offers: in the caller's language, de-duplicated, in
 * order, at most 200, from the rows the caller reaches (`reach`).
 */
export async function shortNameOptions(
  ctx: SignedInContext,
  table: ShortNamed,
  reach: SQL | undefined,
): Promise<string[]> {
  const name = localShortName(table, ctx.lang);
  const rows = await ctx.db
    .selectDistinct({ name })
    .from(table)
    .where(and(reach, ne(name, '')))
    .orderBy(asc(name))
    .limit(SHORT_NAME_LIST_SIZE);
  return rows.map((row) => row.name);
}
