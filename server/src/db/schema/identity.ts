import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

const times = {
  create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
};

/** Status values shared by every enable/disable lifecycle. */
export const ENABLED = 1;
export const DISABLED = 0;

/** A tenant. `id` is the merchant number (商户号) shown to users. */
export const merchant = pgTable('merchant', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  logo_icon: text('logo_icon').notNull().default(''),
  short_name: text('short_name').notNull().default(''),
  contact_name: text('contact_name').notNull().default(''),
  contact_mobile: text('contact_mobile').notNull().default(''),
  /** The district's code (GB/T 2260) and the street address. */
  region: text('region').notNull().default(''),
  address: text('address').notNull().default(''),
  remark: text('remark').notNull().default(''),
  /** 服务等级 set by the platform: 1 standard, 2 advanced, 3 exclusive. */
  service_level: smallint('service_level').notNull().default(1),
  /** 1 enabled, 0 disabled, -1 closed (注销: kept for the audit trail, gone from every list). */
  status: smallint('status').notNull().default(ENABLED),
  ...times,
}, (t) => [index('merchant_kind_idx').on(t.kind, t.id)]);

/** partner → customer, group → member. */
export const merchantRelation = pgTable(
  'merchant_relation',
  {
    parent: bigint('parent', { mode: 'number' }).notNull().references(() => merchant.id),
    child: bigint('child', { mode: 'number' }).notNull().references(() => merchant.id),
    type: text('type').notNull(),
    create_time: times.create_time,
  },
  (t) => [primaryKey({ columns: [t.parent, t.child, t.type] }), index('merchant_relation_child_idx').on(t.child)],
);

export const merchantProduct = pgTable(
  'merchant_product',
  {
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    product: text('product').notNull(),
    status: smallint('status').notNull().default(ENABLED),
    expire_time: timestamp('expire_time', { withTimezone: true }),
    /** The contract the grant rests on (merchant/product/contract). */
    contract_no: text('contract_no').notNull().default(''),
    /** The merchant that granted it. */
    grantor: bigint('grantor', { mode: 'number' }),
    ...times,
  },
  (t) => [primaryKey({ columns: [t.merchant, t.product] }), index('merchant_product_product_idx').on(t.product, t.merchant)],
);

/** The permission catalogue, seeded from packages/contract. */
export const permission = pgTable('permission', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  product: text('product'),
  status: smallint('status').notNull().default(ENABLED),
});

export const role = pgTable(
  'role',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: smallint('status').notNull().default(ENABLED),
    ...times,
  },
  (t) => [index('role_merchant_idx').on(t.merchant, t.id)],
);

export const rolePermission = pgTable(
  'role_permission',
  {
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    role: bigint('role', { mode: 'number' }).notNull().references(() => role.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull().references(() => permission.code),
  },
  (t) => [primaryKey({ columns: [t.role, t.permission] }), index('role_permission_merchant_idx').on(t.merchant)],
);

/** An account of a merchant. `superuser` marks the merchant's main account. */
export const manager = pgTable(
  'manager',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    account: text('account').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull().default(''),
    nickname: text('nickname').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    password_hash: text('password_hash').notNull(),
    superuser: boolean('superuser').notNull().default(false),
    status: smallint('status').notNull().default(ENABLED),
    /** The department the account belongs to (none: the merchant itself). */
    department: bigint('department', { mode: 'number' }).references((): AnyPgColumn => department.id, { onDelete: 'set null' }),
    password_time: timestamp('password_time', { withTimezone: true }).notNull().defaultNow(),
    ...times,
  },
  (t) => [uniqueIndex('manager_account_uq').on(sql`lower(${t.account})`), index('manager_merchant_idx').on(t.merchant, t.id)],
);

/** A merchant's departments, a tree (parent null: top level). */
export const department = pgTable(
  'department',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    parent: bigint('parent', { mode: 'number' }).references((): AnyPgColumn => department.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(ENABLED),
    ...times,
  },
  (t) => [index('department_merchant_idx').on(t.merchant, t.parent, t.sort)],
);

/**
 * A role the platform offers as a starting point (预设角色): its permissions, and the products a merchant must
 * own to use it. Platform-wide: no tenant; only the operator changes them.
 */
export const presetRole = pgTable('preset_role', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  products: text('products').array().notNull().default([]),
  status: smallint('status').notNull().default(ENABLED),
  ...times,
});

export const presetRolePermission = pgTable(
  'preset_role_permission',
  {
    preset_role: bigint('preset_role', { mode: 'number' }).notNull().references(() => presetRole.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull().references(() => permission.code),
  },
  (t) => [primaryKey({ columns: [t.preset_role, t.permission] })],
);

export const managerRole = pgTable(
  'manager_role',
  {
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    manager: bigint('manager', { mode: 'number' }).notNull().references(() => manager.id, { onDelete: 'cascade' }),
    role: bigint('role', { mode: 'number' }).notNull().references(() => role.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.manager, t.role] }), index('manager_role_role_idx').on(t.role)],
);

/** A login session: only the SHA-256 of the token is stored. */
export const session = pgTable(
  'session',
  {
    token_hash: text('token_hash').primaryKey(),
    manager: bigint('manager', { mode: 'number' }).notNull().references(() => manager.id, { onDelete: 'cascade' }),
    merchant: bigint('merchant', { mode: 'number' }).notNull(),
    app_id: text('app_id').notNull().default(''),
    expire_time: timestamp('expire_time', { withTimezone: true }).notNull(),
    revoke_time: timestamp('revoke_time', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    user_agent: text('user_agent').notNull().default(''),
    create_time: times.create_time,
  },
  (t) => [index('session_manager_idx').on(t.manager)],
);

/** One-time login challenge; holds the hashed captcha answer once a captcha was drawn for it. */
export const loginChallenge = pgTable('login_challenge', {
  id: text('id').primaryKey(),
  account: text('account').notNull(),
  captcha_hash: text('captcha_hash'),
  expire_time: timestamp('expire_time', { withTimezone: true }).notNull(),
  use_time: timestamp('use_time', { withTimezone: true }),
  create_time: times.create_time,
});

export const loginAttempt = pgTable(
  'login_attempt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull(),
    success: boolean('success').notNull(),
    ip: text('ip').notNull().default(''),
    create_time: times.create_time,
  },
  (t) => [index('login_attempt_account_idx').on(t.account, t.create_time)],
);


