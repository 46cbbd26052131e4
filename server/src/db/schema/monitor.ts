import { sql } from 'drizzle-orm';
import { bigint, bigserial, foreignKey, index, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { ENABLED, merchant } from './identity.js';

const times = {
  create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A person a merchant's monitoring alerts go to (告警联系人). Tenant table by `merchant`; the mobile is unique per
 * merchant. `(merchant, id)` is unique so that group members can name both (a member is its group's merchant's).
 */
export const monitorContact = pgTable(
  'monitor_contact',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull().default(''),
    remark: text('remark').notNull().default(''),
    status: smallint('status').notNull().default(ENABLED),
    ...times,
  },
  (t) => [unique('monitor_contact_merchant_id_uq').on(t.merchant, t.id), uniqueIndex('monitor_contact_mobile_uq').on(t.merchant, t.mobile)],
);

/** A named set of contacts that alarms are addressed to (告警联系人组). Tenant table by `merchant`. */
export const monitorContactGroup = pgTable(
  'monitor_contact_group',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    ...times,
  },
  (t) => [unique('monitor_contact_group_merchant_id_uq').on(t.merchant, t.id), uniqueIndex('monitor_contact_group_name_uq').on(t.merchant, sql`lower(${t.name})`)],
);

/**
 * A group's members. Both foreign keys carry the merchant, so a group can only hold its own merchant's contacts
 * (the database refuses anything else); deleting a group or a contact removes its memberships.
 */
export const monitorContactGroupMember = pgTable(
  'monitor_contact_group_member',
  {
    merchant: bigint('merchant', { mode: 'number' }).notNull(),
    contact_group: bigint('contact_group', { mode: 'number' }).notNull(),
    contact: bigint('contact', { mode: 'number' }).notNull(),
    create_time: times.create_time,
  },
  (t) => [
    primaryKey({ name: 'monitor_contact_group_member_pk', columns: [t.contact_group, t.contact] }),
    index('monitor_contact_group_member_contact_idx').on(t.merchant, t.contact),
    foreignKey({ name: 'monitor_contact_group_member_group_fk', columns: [t.merchant, t.contact_group], foreignColumns: [monitorContactGroup.merchant, monitorContactGroup.id] }).onDelete('cascade'),
    foreignKey({ name: 'monitor_contact_group_member_contact_fk', columns: [t.merchant, t.contact], foreignColumns: [monitorContact.merchant, monitorContact.id] }).onDelete('cascade'),
  ],
);
