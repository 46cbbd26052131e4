import { lazy } from 'react';
import type { ConsoleRoute } from '../route-table';
import { BASE_ACTIVITY_ADD, BASE_ACTIVITY_DETAIL, BASE_ACTIVITY_EDIT, BASE_ACTIVITY_LIST } from '../../features/marketing/paths';

const NOTICE_LIST = '/base/services/announcement/notice/list';
const PUSH_LIST = '/base/services/message/push/list';
const PRODUCT_LIST = '/base/services/setting/product/list';
const SUBJECT_LIST = '/base/services/setting/subject/list';

const productForm = lazy(() => import('../../features/base/setting/product-form-page'));
const subjectForm = lazy(() => import('../../features/account/merchants/subject-form-page'));

/** 系统设置's product catalogue and subject audit (merchant administration). */
const productSubjectRoutes: ConsoleRoute[] = [
  {
    path: PRODUCT_LIST,
    meta: { title: '产品管理', type: 'list', cachePage: true, permission: ['merchant:product:list'] },
    page: lazy(() => import('../../features/base/setting/product-list-page')),
  },
  {
    path: '/base/services/setting/product/create',
    meta: { title: '新建产品', type: 'edit', hidden: true, activeMenu: PRODUCT_LIST, permission: ['merchant:product:update'] },
    page: productForm,
  },
  {
    path: '/base/services/setting/product/edit',
    meta: { title: '编辑产品', type: 'edit', hidden: true, activeMenu: PRODUCT_LIST, permission: ['merchant:product:update'] },
    page: productForm,
  },
  {
    path: SUBJECT_LIST,
    meta: { title: '主体信息', type: 'list', cachePage: true, permission: ['merchant:subject:audit'] },
    page: lazy(() => import('../../features/base/setting/subject-list-page')),
  },
  {
    path: '/base/services/setting/subject/create',
    meta: { title: '新增主体', type: 'edit', hidden: true, activeMenu: SUBJECT_LIST, permission: ['merchant:subject:audit'] },
    page: subjectForm,
  },
  {
    path: '/base/services/setting/subject/edit',
    meta: { title: '编辑主体', type: 'edit', hidden: true, activeMenu: SUBJECT_LIST, permission: ['merchant:subject:audit'] },
    page: subjectForm,
  },
];

const APP_LIST = '/base/services/app/list';
const CONFIG_LIST = '/base/services/setting/config/list';
const METADATA_LIST = '/base/services/setting/metadata/list';

/** 应用管理, 系统设置 and 密钥管理: apps and their metadata, the platform's settings, the permission catalogue, app keys. */
function appRoute(path: string, title: string, page: ConsoleRoute['page'], permission: string[], extra: Partial<ConsoleRoute['meta']> = {}): ConsoleRoute {
  return { path, meta: { title, type: 'edit', hidden: true, activeMenu: APP_LIST, permission, ...extra }, page };
}

const platformSettingsRoutes: ConsoleRoute[] = [
  {
    path: '/base/services/app',
    meta: { title: '应用管理', icon: 'appstore' },
    children: [
      {
        path: APP_LIST,
        meta: { title: '应用列表', type: 'list', cachePage: true, permission: ['base:app:list'] },
        page: lazy(() => import('../../features/base/app/app-list-page')),
      },
      appRoute('/base/services/app/add', '新建应用', lazy(() => import('../../features/base/app/app-form-page')), ['base:app:create']),
      appRoute('/base/services/app/edit', '编辑应用', lazy(() => import('../../features/base/app/app-form-page')), ['base:app:update']),
      appRoute('/base/services/app/manage/info', '应用信息', lazy(() => import('../../features/base/app/app-info-page')), ['base:app:list'], { type: 'detail' }),
      appRoute('/base/services/app/manage/module', '应用模块', lazy(() => import('../../features/base/app/app-module-page')), ['base:app:list'], { type: 'detail' }),
      appRoute('/base/services/app/manage/url', '应用地址', lazy(() => import('../../features/base/app/app-url-page')), ['base:app:list'], { type: 'detail' }),
    ],
  },
  {
    path: '/base/services/setting',
    meta: { title: '系统设置', icon: 'setting' },
    children: [
      {
        path: CONFIG_LIST,
        meta: { title: '配置项', type: 'list', cachePage: true, permission: ['universal:storage:list'] },
        page: lazy(() => import('../../features/base/setting/config-list-page')),
      },
      {
        path: '/base/services/setting/config/create',
        meta: { title: '新增配置', type: 'edit', hidden: true, activeMenu: CONFIG_LIST, permission: ['universal:storage:update'] },
        page: lazy(() => import('../../features/base/setting/config-form-page')),
      },
      {
        path: '/base/services/setting/config/edit',
        meta: { title: '编辑配置', type: 'edit', hidden: true, activeMenu: CONFIG_LIST, permission: ['universal:storage:update'] },
        page: lazy(() => import('../../features/base/setting/config-form-page')),
      },
      {
        path: METADATA_LIST,
        meta: { title: '元数据', type: 'list', cachePage: true, permission: ['base:app:list'] },
        page: lazy(() => import('../../features/base/setting/metadata-list-page')),
      },
      {
        path: '/base/services/setting/metadata/create',
        meta: { title: '新增元数据', type: 'edit', hidden: true, activeMenu: METADATA_LIST, permission: ['base:app:update'] },
        page: lazy(() => import('../../features/base/setting/metadata-form-page')),
      },
      {
        path: '/base/services/setting/metadata/edit',
        meta: { title: '编辑元数据', type: 'edit', hidden: true, activeMenu: METADATA_LIST, permission: ['base:app:update'] },
        page: lazy(() => import('../../features/base/setting/metadata-form-page')),
      },
      {
        path: '/base/services/setting/permission/list',
        meta: { title: '权限目录', type: 'list', cachePage: true, permission: ['merchant:permission:list'] },
        page: lazy(() => import('../../features/base/setting/permission-list-page')),
      },
      ...productSubjectRoutes,
    ],
  },
  {
    path: '/base/services/keychain',
    meta: { title: '密钥管理', icon: 'key' },
    children: [
      {
        path: '/base/services/keychain/app/list',
        meta: { title: '应用密钥', type: 'list', cachePage: true, permission: ['base:keychain:list'] },
        page: lazy(() => import('../../features/base/app/keychain-list-page')),
      },
    ],
  },
];

/** 合同管理 and 终端管理 (基础服务, document 2 §2 "Base services"): 账户中心's contract pages at these addresses, 合同客户, terminals. */
const terminalPage = (name: 'TerminalListPage' | 'TerminalDetailPage') => lazy(() => import('../../features/base/terminal/terminal-pages').then((m) => ({ default: m[name] })));
const contractForm = lazy(() => import('../../features/account/contracts/contract-form-page'));
const CONTRACT_LIST = '/base/services/contract/list';
const contractTerminalRoutes: ConsoleRoute[] = [
  {
    path: '/base/services/contract',
    meta: { title: '合同管理', icon: 'file-protect' },
    children: [
      {
        path: '/base/services/contract/customer',
        meta: { title: '合同客户', type: 'list', cachePage: true, permission: ['merchant:contract:list', 'merchant:merchant:list'], needAllPermission: true },
        page: lazy(() => import('../../features/account/contracts/contract-customer-page')),
      },
      { path: CONTRACT_LIST, meta: { title: '合同列表', type: 'list', cachePage: true, permission: ['merchant:contract:list'] }, page: lazy(() => import('../../features/account/contracts/contract-list-page')) },
      {
        path: '/base/services/contract/detail',
        meta: { title: '合同详情', type: 'detail', hidden: true, activeMenu: CONTRACT_LIST, permission: ['merchant:contract:list'] },
        page: lazy(() => import('../../features/account/contracts/contract-detail-page')),
      },
      { path: '/base/services/contract/upload', meta: { title: '上传合同', type: 'edit', hidden: true, activeMenu: CONTRACT_LIST, permission: ['merchant:product:grant'] }, page: contractForm },
      { path: '/base/services/contract/edit', meta: { title: '编辑合同', type: 'edit', hidden: true, activeMenu: CONTRACT_LIST, permission: ['merchant:product:grant'] }, page: contractForm },
    ],
  },
  {
    path: '/base/services/terminal',
    meta: { title: '终端管理', icon: 'tablet' },
    children: [
      { path: '/base/services/terminal/list', meta: { title: '终端列表', type: 'list', cachePage: true, permission: ['base:terminal:list'] }, page: terminalPage('TerminalListPage') },
      {
        path: '/base/services/terminal/detail',
        meta: { title: '终端详情', type: 'detail', hidden: true, activeMenu: '/base/services/terminal/list', permission: ['base:terminal:list'] },
        page: terminalPage('TerminalDetailPage'),
      },
    ],
  },
];

/**
 * 码牌管理 and 奖励活动 (基础服务, document 2 §2): the platform's QR codes, and the 营销中心's activities at the operator's
 * addresses (the same pages and calls). docs/decisions.md, "QR codes and bonus activities of the base services".
 */
const qrcodePage = (name: 'QrcodeListPage' | 'QrcodeStopListPage') => lazy(() => import('../../features/base/qrcode/qrcode-list-pages').then((m) => ({ default: m[name] })));
const qrcodeForm = lazy(() => import('../../features/base/qrcode/qrcode-form-page'));
const activityForm = lazy(() => import('../../features/marketing/activity-form-page'));
const QRCODE_LIST = '/base/services/qrcode/list';
const qrcodeBonusRoutes: ConsoleRoute[] = [
  {
    path: '/base/services/qrcode',
    meta: { title: '码牌管理', icon: 'qrcode' },
    children: [
      { path: QRCODE_LIST, meta: { title: '码牌列表', type: 'list', cachePage: true, permission: ['base:qrcode:list'] }, page: qrcodePage('QrcodeListPage') },
      { path: '/base/services/qrcode/create', meta: { title: '新建码牌', type: 'edit', hidden: true, activeMenu: QRCODE_LIST, permission: ['base:qrcode:update'] }, page: qrcodeForm },
      { path: '/base/services/qrcode/edit', meta: { title: '编辑码牌', type: 'edit', hidden: true, activeMenu: QRCODE_LIST, permission: ['base:qrcode:update'] }, page: qrcodeForm },
      { path: '/base/services/qrcode/stop/list', meta: { title: '停用码牌', type: 'list', cachePage: true, permission: ['base:qrcode:list'] }, page: qrcodePage('QrcodeStopListPage') },
      {
        path: '/base/services/qrcode/feed-code',
        meta: { title: '制码', cachePage: true, permission: ['base:qrcode:update'] },
        page: lazy(() => import('../../features/base/qrcode/feed-code-page')),
      },
    ],
  },
  {
    path: '/base/services/bonus',
    meta: { title: '奖励活动', icon: 'gift', product: { anyOf: ['generic:partner:platform'] } },
    children: [
      { path: BASE_ACTIVITY_LIST, meta: { title: '活动列表', type: 'list', cachePage: true, permission: ['bonus:event:list'] }, page: lazy(() => import('../../features/marketing/activity-list-page')) },
      { path: BASE_ACTIVITY_ADD, meta: { title: '新建活动', type: 'edit', hidden: true, activeMenu: BASE_ACTIVITY_LIST, permission: ['bonus:event:create'] }, page: activityForm },
      { path: BASE_ACTIVITY_EDIT, meta: { title: '编辑活动', type: 'edit', hidden: true, activeMenu: BASE_ACTIVITY_LIST, permission: ['bonus:event:update'] }, page: activityForm },
      {
        path: BASE_ACTIVITY_DETAIL,
        meta: { title: '活动详情', type: 'detail', hidden: true, activeMenu: BASE_ACTIVITY_LIST, permission: ['bonus:event:list'] },
        page: lazy(() => import('../../features/marketing/activity-detail-page')),
      },
    ],
  },
];

/** 基础服务 (/base/services, document 2 §2): the platform operator's services. */
export const baseServicesRoutes: ConsoleRoute = {
  path: '/base/services',
  meta: { title: '基础服务', icon: 'appstore', product: { anyOf: ['ALL'] } },
  children: [
    {
      path: '/base/services/announcement',
      meta: { title: '公告消息', icon: 'notification' },
      children: [
        {
          path: NOTICE_LIST,
          meta: { title: '平台公告', type: 'list', cachePage: true, permission: ['base:announcement:list'] },
          page: lazy(() => import('../../features/base/announcement/notice-list-page')),
        },
        {
          path: '/base/services/announcement/notice/add',
          meta: { title: '发布公告', type: 'edit', hidden: true, activeMenu: NOTICE_LIST, permission: ['base:announcement:create'] },
          page: lazy(() => import('../../features/base/announcement/notice-form-page')),
        },
        {
          path: '/base/services/announcement/notice/edit',
          meta: { title: '编辑公告', type: 'edit', hidden: true, activeMenu: NOTICE_LIST, permission: ['base:announcement:update'] },
          page: lazy(() => import('../../features/base/announcement/notice-form-page')),
        },
      ],
    },
    {
      path: '/base/services/message',
      meta: { title: '站内消息', icon: 'message' },
      children: [
        {
          path: PUSH_LIST,
          meta: { title: '消息推送', type: 'list', cachePage: true, permission: ['base:message:list'] },
          page: lazy(() => import('../../features/base/message/push-list-page')),
        },
        {
          path: '/base/services/message/push/add',
          meta: { title: '推送消息', type: 'edit', hidden: true, activeMenu: PUSH_LIST, permission: ['base:message:create'] },
          page: lazy(() => import('../../features/base/message/push-form-page')),
        },
      ],
    },
    ...contractTerminalRoutes,
    ...qrcodeBonusRoutes,
    ...platformSettingsRoutes,
  ],
};

/** Pages every signed-in user may open, outside any platform's menu. */
export const sharedRoutes: ConsoleRoute[] = [
  {
    path: '/base/services/announcement/merchant/notice/list',
    meta: { title: '平台公告', type: 'list', hidden: true, cachePage: true, permission: ['universal:message:basic'] },
    page: lazy(() => import('../../features/base/announcement/merchant-notice-list-page')),
  },
];
