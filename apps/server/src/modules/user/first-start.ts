import { randomInt } from 'node:crypto';
import { meetsPasswordRule, UserStatus } from '@srd/contract';
import { count, sql } from 'drizzle-orm';
import type { AppDeps, AppModule } from '../../platform/app-module.js';
import { hashPassword, isCommonPassword } from '../../platform/auth/passwords.js';
import { adminUser, role, userRole } from '../../platform/auth/tables.js';

const BOOTSTRAP_LOCK_ID = 727_002;
const GENERATED_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random password that meets the rules: 20 characters of three classes. */
function generatePassword(): string {
  for (;;) {
    const candidate = Array.from({ length: 20 }, () => GENERATED_ALPHABET[randomInt(GENERATED_ALPHABET.length)]).join(
      '',
    );
    if (meetsPasswordRule(candidate)) return candidate;
  }
}

export interface FirstStartResult {
  /** True when this start created the administrator. */
  created: boolean;
  /** The administrator's password when it was generated: to print once. */
  generatedPassword?: string;
  demoData: boolean;
}

/**
 * On an empty database: the super-administrator role, the `admin` account (password from
 * ADMIN_PASSWORD, else generated and to be changed at first sign-in), the rows modules start every database
 * with and, when enabled, demo data.
 */
export async function firstStart(deps: AppDeps, modules: AppModule[]): Promise<FirstStartResult> {
  const { config, database, db } = deps;
  const given = config.adminPassword;
  if (given && (!meetsPasswordRule(given) || isCommonPassword(given))) {
    throw new Error(
      'ADMIN_PASSWORD must have at least 8 characters of three of: uppercase, lowercase, digits, symbols, and not ' +
        'be a common password',
    );
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK_ID})`);
    const [existing] = await tx.select({ users: count() }).from(adminUser);
    if (existing!.users > 0) return { created: false, demoData: false };
    const password = given ?? generatePassword();
    const [superRole] = await tx
      .insert(role)
      .values({
        name: 'Super Administrator',
        nameCht: '超級管理員',
        nameChs: '超级管理员',
        type: 'system',
        description: 'Holds every action',
        isSuper: true,
        accessAllData: true,
        levelMin: 0,
        levelMax: 0,
      })
      .returning({ id: role.id });
    const [admin] = await tx
      .insert(adminUser)
      .values({
        loginId: 'admin',
        adminName: 'Administrator',
        firstName: 'System',
        lastName: 'Administrator',
        passwordHash: await hashPassword(password),
        status: given ? UserStatus.Active : UserStatus.MustChangePassword,
      })
      .returning({ id: adminUser.id });
    await tx.insert(userRole).values({ userId: admin!.id, roleId: superRole!.id });
    for (const module of modules) await module.seedFirstStart?.(tx);
    const demoData = config.demoData ?? database.kind === 'pglite';
    if (demoData) for (const module of modules) await module.seedDemo?.(tx);
    return { created: true, generatedPassword: given ? undefined : password, demoData };
  });
}
