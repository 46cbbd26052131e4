import type { CallDefinition } from '../call.js';
import { appSummary } from './merchant/app.js';
import { managerCaptcha, managerLogout, managerOauth, managerPasswd, managerSecret, managerWhoami } from './merchant/manager.js';
import { merchantInfo } from './merchant/merchant.js';
import { announcementCreate, announcementList } from './message/announcement.js';
import { messageCreate, messageList, messageRead } from './message/message.js';
import { appKey } from './session/app.js';
import { optionList } from './session/option.js';
import { parkingTodoStatistics } from './parking/todo.js';
import { paymentTodoStatistics } from './payment/todo.js';
import { energyTodoStatistics } from './energy/todo.js';
import { groupMerchantLookup } from './group/merchant.js';

export * from './merchant/app.js';
export * from './merchant/manager.js';
export * from './merchant/merchant.js';
export * from './message/announcement.js';
export * from './message/message.js';
export * from './session/app.js';
export * from './session/option.js';
export * from './todo.js';
export * from './parking/todo.js';
export * from './payment/todo.js';
export * from './energy/todo.js';
export * from './group/merchant.js';

/** Every call the server registers, by name. */
export const calls = {
  managerSecret,
  managerCaptcha,
  managerOauth,
  managerWhoami,
  managerLogout,
  managerPasswd,
  appSummary,
  appKey,
  optionList,
  merchantInfo,
  messageList,
  messageRead,
  messageCreate,
  announcementList,
  announcementCreate,
  parkingTodoStatistics,
  paymentTodoStatistics,
  energyTodoStatistics,
  groupMerchantLookup,
} satisfies Record<string, CallDefinition>;

export const callList: readonly CallDefinition[] = Object.values(calls);
