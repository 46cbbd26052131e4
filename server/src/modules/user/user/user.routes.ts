import { AppUserStatus, calls } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../plugins/route.js';
import * as members from '../member/member.service.js';
import { memberMoreRoutes } from '../member-more/member-more.routes.js';
import * as types from '../member-type/member-type.service.js';
import * as users from './user.service.js';
import * as complaints from '../complaint/complaint.service.js';
import * as merge from '../merge/merge.service.js';
import * as messages from '../message/message.service.js';

/** 会员 (/user): app users, members, member types and their packages (docs/decisions.md, "会员"). */
export function userRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.userList, ({ access, query }) => users.list(db, access, query));
  registerCall(app, calls.userGet, ({ access, query }) => users.get(db, access, query.id));
  registerCall(app, calls.userBlock, ({ actor, body }) => users.setStatus(db, actor, body.id, AppUserStatus.blocked, body.reason));
  registerCall(app, calls.userUnblock, ({ actor, body }) => users.setStatus(db, actor, body.id, AppUserStatus.normal, body.reason));
  registerCall(app, calls.memberList, ({ access, query }) => members.list(db, access, query));
  registerCall(app, calls.memberGet, ({ access, query }) => members.get(db, access, query.id));
  registerCall(app, calls.memberTypeList, ({ access, query }) => types.list(db, access, query));
  registerCall(app, calls.memberTypeGet, ({ access, query }) => types.get(db, access, query.id));
  registerCall(app, calls.memberTypeCreate, ({ actor, body }) => types.create(db, actor, body));
  registerCall(app, calls.memberTypeUpdate, ({ actor, body }) => types.update(db, actor, body));
  registerCall(app, calls.memberTypeDelete, ({ actor, query }) => types.remove(db, actor, query.id));
  registerCall(app, calls.memberTypeEnable, ({ actor, body }) => types.setStatus(db, actor, body.id, 1));
  registerCall(app, calls.memberTypeDisable, ({ actor, body }) => types.setStatus(db, actor, body.id, 2));
  registerCall(app, calls.memberPackageGet, ({ access, query }) => types.getPackage(db, access, query.uuid));
  registerCall(app, calls.memberPackageCreate, ({ actor, body }) => types.createPackage(db, actor, body));
  registerCall(app, calls.memberPackageUpdate, ({ actor, body }) => types.updatePackage(db, actor, body));
  registerCall(app, calls.memberPackageDelete, ({ actor, query }) => types.removePackage(db, actor, query.uuid));
  const sections = [
    ['price', calls.memberPriceCreate, calls.memberPriceUpdate, calls.memberPriceDelete],
    ['privilege', calls.memberPrivilegeCreate, calls.memberPrivilegeUpdate, calls.memberPrivilegeDelete],
    ['rights', calls.memberRightsCreate, calls.memberRightsUpdate, calls.memberRightsDelete],
    ['event', calls.memberTriggerCreate, calls.memberTriggerUpdate, calls.memberTriggerDelete],
  ] as const;
  for (const [section, create, update, remove] of sections) {
    registerCall(app, create, ({ actor, body }) => types.createItem(db, actor, section, body));
    registerCall(app, update, ({ actor, body }) => types.updateItem(db, actor, section, body));
    registerCall(app, remove, ({ actor, query }) => types.removeItem(db, actor, section, query.id));
  }
  memberMoreRoutes(app);
  // user-ops slice: 用户合并, 投诉, 站内消息.
  registerCall(app, calls.userMergePreview, ({ access, query }) => merge.preview(db, access, query.source, query.target));
  registerCall(app, calls.userMerge, ({ actor, body }) => merge.merge(db, actor, body));
  registerCall(app, calls.userComplaintList, ({ access, query }) => complaints.list(db, access, query));
  registerCall(app, calls.userComplaintGet, ({ access, query }) => complaints.get(db, access, query.id));
  registerCall(app, calls.userComplaintHandle, ({ actor, body }) => complaints.handle(db, actor, body.id));
  registerCall(app, calls.userComplaintReply, ({ actor, body }) => complaints.reply(db, actor, body.id, body.content));
  registerCall(app, calls.userComplaintClose, ({ actor, body }) => complaints.close(db, actor, body.id, body.result));
  registerCall(app, calls.userMessageList, ({ access, query }) => messages.list(db, access, query));
  registerCall(app, calls.userMessageRecipientList, ({ access, query }) => messages.recipients(db, access, query));
  registerCall(app, calls.userMessageSend, ({ actor, body }) => messages.send(db, actor, body));
}
