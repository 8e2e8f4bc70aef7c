import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { adminUser } from '../../platform/auth/tables.js';
import { stampColumns } from '../../platform/db/columns.js';
import { addressBuilding, addressEstate } from '../address/tables.js';
import { merchant, shop, tenant } from '../organisation/tables.js';

/** A member of a tenant's rewards programme: who recycles and earns. */
export const member = pgTable(
  'member',
  {
    id: serial('id').primaryKey(),
    tid: integer('tid')
      .notNull()
      .references(() => tenant.id),
    /** The number printed on the membership, unique within the tenant; a kiosk may name the member by it. */
    membershipNo: text('membership_no').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    estateId: integer('estate_id').references(() => addressEstate.id),
    buildingId: integer('building_id').references(() => addressBuilding.id),
    /** A `usrLangType` alias for the kiosk's voice and its screen. */
    audioLang: text('audio_lang'),
    displayLang: text('display_lang'),
    status: smallint('status').notNull().default(1),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    ...stampColumns(),
  },
  (t) => [
    uniqueIndex('member_membership_no_key').on(t.tid, sql`lower(${t.membershipNo})`),
    index('member_tid_name_idx').on(t.tid, t.name, t.id),
    // The list of a caller who sees every tenant orders by name alone: without it each page sorts every member.
    index('member_name_idx').on(t.name, t.id),
    index('member_mobile_idx').on(t.mobile),
    index('member_registered_idx').on(t.tid, t.registeredAt),
  ],
);

/** A member card: digits only, more than 10 of them (SPEC 5); a kiosk reads it to name the member. */
export const memberCard = pgTable(
  'member_card',
  {
    id: serial('id').primaryKey(),
    tid: integer('tid')
      .notNull()
      .references(() => tenant.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    cardNo: text('card_no').notNull(),
    status: smallint('status').notNull().default(1),
    ...stampColumns(),
  },
  (t) => [uniqueIndex('member_card_no_key').on(t.tid, t.cardNo), index('member_card_member_idx').on(t.memberId)],
);

/**
 * An Octopus number of a member, at most two each (SPEC 5): an 8 to 9 digit prefix and a 1 digit suffix. The prefix
 * names the card; a disabled number keeps its reason.
 */
export const memberOctopus = pgTable(
  'member_octopus',
  {
    id: serial('id').primaryKey(),
    tid: integer('tid')
      .notNull()
      .references(() => tenant.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.id),
    prefix: text('prefix').notNull(),
    suffix: text('suffix').notNull(),
    status: smallint('status').notNull().default(1),
    disabledReason: text('disabled_reason'),
    ...stampColumns(),
  },
  (t) => [
    uniqueIndex('member_octopus_prefix_key').on(t.tid, t.prefix),
    index('member_octopus_member_idx').on(t.memberId),
  ],
);

/** A card staff use at a kiosk (to open it, to service it), with its holder and the scope it works in. */
export const adminCard = pgTable(
  'admin_card',
  {
    id: serial('id').primaryKey(),
    tid: integer('tid').references(() => tenant.id),
    mid: integer('mid').references(() => merchant.id),
    sid: integer('sid').references(() => shop.id),
    cardNo: text('card_no').notNull(),
    holderUserId: integer('holder_user_id').references(() => adminUser.id),
    holderName: text('holder_name').notNull(),
    status: smallint('status').notNull().default(1),
    remarks: text('remarks'),
    ...stampColumns(),
  },
  (t) => [uniqueIndex('admin_card_no_key').on(t.cardNo), index('admin_card_tid_idx').on(t.tid)],
);
