import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchant } from './identity.js';

export interface StoredReference {
  id: number;
  title: string;
  link: string;
}

/** Complaint tags (seeded by migration 0004). */
export const qaTag = pgTable(
  'qa_tag',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    color: smallint('color').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('qa_tag_name_uq').on(t.name)],
);

/**
 * Support-chat messages of signed-in users (a tenant table): questions, answers with their references,
 * human replies (`sender` set, unread until the user reads them) and transfer notes. Anonymous chats
 * are not stored.
 */
export const qaMessage = pgTable(
  'qa_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    manager: bigint('manager', { mode: 'number' }).notNull(),
    session: text('session').notNull(),
    kind: text('kind').notNull(),
    content: text('content').notNull().default(''),
    references: jsonb('references').$type<StoredReference[]>().notNull().default([]),
    sender: bigint('sender', { mode: 'number' }),
    sender_name: text('sender_name').notNull().default(''),
    complaint: bigint('complaint', { mode: 'number' }),
    read_status: smallint('read_status').notNull().default(1),
    feedback: smallint('feedback').notNull().default(-1),
    stopped: boolean('stopped').notNull().default(false),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('qa_message_merchant_manager_idx').on(t.merchant, t.manager, t.id.desc()),
    index('qa_message_merchant_session_idx').on(t.merchant, t.session, t.id),
  ],
);

/** A complaint ticket, from 转人工 in the support chat (a tenant table). */
export const qaComplaint = pgTable(
  'qa_complaint',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    no: text('no').notNull(),
    merchant: bigint('merchant', { mode: 'number' }).notNull().references(() => merchant.id),
    manager: bigint('manager', { mode: 'number' }).notNull(),
    manager_name: text('manager_name').notNull().default(''),
    session: text('session').notNull().default(''),
    module: bigint('module', { mode: 'number' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    transcript: jsonb('transcript')
      .$type<{ kind: string; content: string; create_time: string; references: StoredReference[]; sender_name: string }[]>()
      .notNull()
      .default([]),
    status: text('status').notNull().default('open'),
    tags: bigint('tags', { mode: 'number' }).array().notNull().default([]),
    response: text('response').notNull().default(''),
    responder: bigint('responder', { mode: 'number' }),
    responder_name: text('responder_name').notNull().default(''),
    respond_time: timestamp('respond_time', { withTimezone: true }),
    complete_time: timestamp('complete_time', { withTimezone: true }),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('qa_complaint_no_uq').on(t.no),
    index('qa_complaint_merchant_idx').on(t.merchant, t.id.desc()),
    index('qa_complaint_status_idx').on(t.status, t.id.desc()),
  ],
);
