import { lazy } from 'react';
import { MINE_PATH } from '../../lib/paths';
import type { ConsoleRoute } from '../route-table';
import { INVOICE_CONSUMPTION, INVOICE_DETAIL, INVOICE_LIST, INVOICE_TITLE } from '../../features/account/invoice/shared';
import { APPLY_RESULT, INVITE_PATHS, type InviteBusiness } from '../../features/account/business/invite';

const BATCH_LIST = '/account/report/batch/list';
const ACCOUNT_LIST = '/account/role-permission/sub-account/list';
const ROLE_LIST = '/account/role-permission/role/list';
const PRESET_ROLE_LIST = '/account/preset-role/list';
const MERCHANT_LIST = '/account/merchant/manage/list';
const MERCHANT_INFO = '/account/merchant/info';
const PROJECT_LIST = '/account/merchant/project/list';
const CONTRACT_LIST = '/account/merchant/contract/list';
const MONITOR_CONTACT = '/account/monitor/contact';
const MONITOR_GROUP = '/account/monitor/contact-group';

const merchantForm = lazy(() => import('../../features/account/merchants/merchant-form-page'));
const subjectForm = lazy(() => import('../../features/account/merchants/subject-form-page'));
const projectForm = lazy(() => import('../../features/account/projects/project-form-page'));
const contractForm = lazy(() => import('../../features/account/contracts/contract-form-page'));
const monitorContactForm = lazy(() => import('../../features/account/monitor/contact-form-page'));
const monitorGroupForm = lazy(() => import('../../features/account/monitor/group-form-page'));

/**
 * 账户中心 (/account, document 2 §2): merchants (below the caller, and its own), sub-accounts, roles and
 * departments, business applications, alarm contacts and groups, the operation log, the report centre and the
 * user's imports.
 */
const inviteLanding = lazy(() => import('../../features/account/business/invite-landing-page'));
const inviteTitles: Record<InviteBusiness, string> = { 'parking:settle': '停车场入驻邀请', 'energy:settle': '充电站入驻邀请', 'payment:settle': '支付服务入驻邀请', 'group:join': '申请加入集团' };
const inviteRoutes: ConsoleRoute[] = [
  ...(Object.entries(INVITE_PATHS) as [InviteBusiness, string][]).map(([business, path]) => ({
    path,
    meta: { title: inviteTitles[business], type: 'edit' as const, hidden: true, layout: 'single' as const, activeMenu: '/account/manage/apply', permission: ['merchant:business:apply'] },
    page: inviteLanding,
  })),
  {
    path: APPLY_RESULT,
    meta: { title: '申请结果', type: 'detail', hidden: true, layout: 'single', activeMenu: '/account/manage/apply', permission: ['merchant:business:apply', 'merchant:business:audit'] },
    page: lazy(() => import('../../features/account/business/apply-result-page')),
  },
];

export const accountRoutes: ConsoleRoute = {
  path: '/account',
  meta: { title: '账户中心', icon: 'user' },
  children: [
    {
      path: '/account/merchant',
      meta: { title: '商户管理' },
      children: [
        {
          // The platform's merchants, a partner's customers, a group's members (permission held by those kinds only).
          path: MERCHANT_LIST,
          meta: { title: '商户列表', type: 'list', cachePage: true, permission: ['merchant:merchant:list'] },
          page: lazy(() => import('../../features/account/merchants/merchant-list-page')),
        },
        {
          path: '/account/merchant/detail',
          meta: { title: '商户详情', type: 'detail', hidden: true, activeMenu: MERCHANT_LIST, permission: ['merchant:merchant:list'] },
          page: lazy(() => import('../../features/account/merchants/merchant-detail-page')),
        },
        {
          path: '/account/merchant/create',
          meta: { title: '新建商户', type: 'edit', hidden: true, activeMenu: MERCHANT_LIST, permission: ['merchant:merchant:create'] },
          page: merchantForm,
        },
        {
          path: '/merchant/merchant/generic/create',
          meta: { title: '新建普通商户', type: 'edit', hidden: true, activeMenu: MERCHANT_LIST, permission: ['merchant:merchant:create'] },
          page: merchantForm,
        },
        {
          path: '/merchant/merchant/group/create',
          meta: { title: '新建集团', type: 'edit', hidden: true, activeMenu: MERCHANT_LIST, permission: ['merchant:merchant:create'] },
          page: merchantForm,
        },
        {
          path: '/account/merchant/edit',
          meta: { title: '编辑商户', type: 'edit', hidden: true, activeMenu: MERCHANT_LIST, permission: ['merchant:merchant:update'] },
          page: merchantForm,
        },
        {
          path: MERCHANT_INFO,
          meta: { title: '商户信息', type: 'detail', cachePage: true, permission: ['universal:user:basic'] },
          page: lazy(() => import('../../features/account/merchants/merchant-info-page')),
        },
        // The merchant's own wallet, as its carrier runs it (docs/decisions.md, "Wallets (钱包)").
        {
          path: '/account/merchant/wallet',
          meta: { title: '我的钱包', type: 'detail', cachePage: true, permission: ['wallet:owner:wallet:list'], product: { anyOf: ['wallet:owner:platform'] } },
          page: lazy(() => import('../../features/wallet/own-wallet-page')),
        },
        // The rewards the merchant received from the platform's activities (docs/decisions.md, "Account invoices").
        {
          path: '/account/merchant/red-packet',
          meta: { title: '红包奖励', type: 'list', cachePage: true, permission: ['merchant:bonus:list'] },
          page: lazy(() => import('../../features/account/invoice/red-packet-page')),
        },
        {
          path: '/account/merchant/product',
          meta: { title: '已开通产品', type: 'list', cachePage: true, permission: ['universal:user:basic'] },
          page: lazy(() => import('../../features/account/merchants/own-products-page')),
        },
        {
          path: '/account/merchant/subject/create',
          meta: { title: '提交主体认证', type: 'edit', hidden: true, activeMenu: MERCHANT_INFO, permission: ['merchant:subject:update'] },
          page: subjectForm,
        },
        {
          path: '/account/merchant/subject/edit',
          meta: { title: '修改主体信息', type: 'edit', hidden: true, activeMenu: MERCHANT_INFO, permission: ['merchant:subject:update'] },
          page: subjectForm,
        },
        // Projects and cooperating groups: every merchant's own (docs/decisions.md, "Projects and cooperating groups").
        {
          path: PROJECT_LIST,
          meta: { title: '项目列表', type: 'list', cachePage: true, permission: ['merchant:project:list'] },
          page: lazy(() => import('../../features/account/projects/project-list-page')),
        },
        {
          path: '/account/merchant/project/create',
          meta: { title: '新建项目', type: 'edit', hidden: true, activeMenu: PROJECT_LIST, permission: ['merchant:project:create'] },
          page: projectForm,
        },
        {
          path: '/account/merchant/project/edit',
          meta: { title: '编辑项目', type: 'edit', hidden: true, activeMenu: PROJECT_LIST, permission: ['merchant:project:update'] },
          page: projectForm,
        },
        {
          path: '/account/merchant/project/authorize-detail',
          meta: { title: '项目授权详情', type: 'detail', hidden: true, activeMenu: PROJECT_LIST, permission: ['merchant:project:list', 'merchant:cooperate:list'] },
          page: lazy(() => import('../../features/account/projects/project-detail-page')),
        },
        {
          path: '/account/merchant/project/sort',
          meta: { title: '项目排序', type: 'list', hidden: true, activeMenu: PROJECT_LIST, permission: ['merchant:project:update'] },
          page: lazy(() => import('../../features/account/projects/project-sort-page')),
        },
        {
          path: '/account/merchant/cooperate-group',
          meta: { title: '合作集团', type: 'list', cachePage: true, permission: ['merchant:cooperate:list'] },
          page: lazy(() => import('../../features/account/projects/cooperate-group-page')),
        },
        // Contracts: the merchant's own; with the merchant list, those below it (docs/decisions.md, "Contracts").
        {
          path: CONTRACT_LIST,
          meta: { title: '合同管理', type: 'list', cachePage: true, permission: ['merchant:contract:list'] },
          page: lazy(() => import('../../features/account/contracts/contract-list-page')),
        },
        {
          path: '/account/merchant/contract/detail',
          meta: { title: '合同详情', type: 'detail', hidden: true, activeMenu: CONTRACT_LIST, permission: ['merchant:contract:list'] },
          page: lazy(() => import('../../features/account/contracts/contract-detail-page')),
        },
        {
          path: '/account/merchant/contract/create',
          meta: { title: '登记合同', type: 'edit', hidden: true, activeMenu: CONTRACT_LIST, permission: ['merchant:product:grant'] },
          page: contractForm,
        },
        {
          path: '/account/merchant/contract/edit',
          meta: { title: '编辑合同', type: 'edit', hidden: true, activeMenu: CONTRACT_LIST, permission: ['merchant:product:grant'] },
          page: contractForm,
        },
      ],
    },
    {
      // 发票管理: a wallet owner's invoices from the platform for its wallet payments (docs/decisions.md, "Account invoices").
      path: '/account/invoice',
      meta: { title: '发票管理' },
      children: [
        {
          path: INVOICE_TITLE,
          meta: { title: '发票抬头', type: 'list', cachePage: true, permission: ['merchant:invoice:title:list', 'merchant:invoice:title:update'], product: { anyOf: ['wallet:owner:platform'] } },
          page: lazy(() => import('../../features/account/invoice/title-page')),
        },
        {
          path: INVOICE_CONSUMPTION,
          meta: { title: '消费记录', type: 'list', cachePage: true, permission: ['merchant:invoice:list', 'merchant:invoice:apply'], product: { anyOf: ['wallet:owner:platform'] } },
          page: lazy(() => import('../../features/account/invoice/consumption-page')),
        },
        {
          path: INVOICE_LIST,
          meta: { title: '开票记录', type: 'list', cachePage: true, permission: ['merchant:invoice:list', 'merchant:invoice:apply'], product: { anyOf: ['wallet:owner:platform'] } },
          page: lazy(() => import('../../features/account/invoice/record-list-page')),
        },
        {
          path: INVOICE_DETAIL,
          meta: { title: '开票记录详情', type: 'detail', hidden: true, activeMenu: INVOICE_LIST, permission: ['merchant:invoice:list', 'merchant:invoice:apply'], product: { anyOf: ['wallet:owner:platform'] } },
          page: lazy(() => import('../../features/account/invoice/record-detail-page')),
        },
      ],
    },
    {
      path: '/account/role-permission',
      meta: { title: '权限管理' },
      children: [
        {
          // 账号设置 (the avatar menu); the page's heading follows document 1 §2's title rule.
          path: MINE_PATH,
          meta: { title: '账号设置', type: 'detail', hidden: true, permission: ['universal:user:basic'] },
          page: lazy(() => import('../../features/account/mine/mine-page')),
        },
        {
          path: ACCOUNT_LIST,
          meta: { title: '子账号', type: 'list', cachePage: true, permission: ['merchant:manager:list'] },
          page: lazy(() => import('../../features/account/accounts/account-list-page')),
        },
        {
          path: '/account/role-permission/sub-account/add',
          meta: { title: '新增子账号', type: 'edit', hidden: true, activeMenu: ACCOUNT_LIST, permission: ['merchant:manager:create'] },
          page: lazy(() => import('../../features/account/accounts/account-form-page')),
        },
        {
          path: '/account/role-permission/sub-account/edit',
          meta: { title: '编辑子账号', type: 'edit', hidden: true, activeMenu: ACCOUNT_LIST, permission: ['merchant:manager:update'] },
          page: lazy(() => import('../../features/account/accounts/account-form-page')),
        },
        {
          path: ROLE_LIST,
          meta: { title: '角色', type: 'list', cachePage: true, permission: ['merchant:role:list'] },
          page: lazy(() => import('../../features/account/roles/role-list-page')),
        },
        {
          path: '/account/role-permission/role/add',
          meta: { title: '新增角色', type: 'edit', hidden: true, activeMenu: ROLE_LIST, permission: ['merchant:role:create'] },
          page: lazy(() => import('../../features/account/roles/role-form-page')),
        },
        {
          path: '/account/role-permission/role/edit',
          meta: { title: '编辑角色', type: 'edit', hidden: true, activeMenu: ROLE_LIST, permission: ['merchant:role:update'] },
          page: lazy(() => import('../../features/account/roles/role-form-page')),
        },
        {
          path: '/account/role-permission/department',
          meta: { title: '部门', type: 'list', cachePage: true, permission: ['merchant:department:list'] },
          page: lazy(() => import('../../features/account/departments/department-page')),
        },
        // The platform's role templates: the operator's (every merchant may read them, from the role form).
        {
          path: PRESET_ROLE_LIST,
          meta: { title: '预设角色', type: 'list', cachePage: true, permission: ['merchant:preset:role:list'], product: { anyOf: ['ALL'] } },
          page: lazy(() => import('../../features/account/preset-roles/preset-role-list-page')),
        },
        {
          path: '/account/preset-role/add',
          meta: { title: '新增预设角色', type: 'edit', hidden: true, activeMenu: PRESET_ROLE_LIST, permission: ['merchant:preset:role:create'], product: { anyOf: ['ALL'] } },
          page: lazy(() => import('../../features/account/preset-roles/preset-role-form-page')),
        },
        {
          path: '/account/preset-role/edit',
          meta: { title: '编辑预设角色', type: 'edit', hidden: true, activeMenu: PRESET_ROLE_LIST, permission: ['merchant:preset:role:update'], product: { anyOf: ['ALL'] } },
          page: lazy(() => import('../../features/account/preset-roles/preset-role-form-page')),
        },
      ],
    },
    {
      path: '/account/manage',
      meta: { title: '业务申请' },
      children: [
        {
          path: '/account/manage/apply',
          meta: { title: '我的申请', type: 'list', cachePage: true, permission: ['merchant:business:apply'] },
          page: lazy(() => import('../../features/account/business/apply-list-page')),
        },
        {
          path: '/account/manage/audit',
          meta: { title: '业务审核', type: 'list', cachePage: true, permission: ['merchant:business:audit'] },
          page: lazy(() => import('../../features/account/business/audit-list-page')),
        },
        {
          path: '/account/merchant/apply/detail',
          meta: { title: '申请详情', type: 'detail', hidden: true, activeMenu: '/account/manage/apply', permission: ['merchant:business:apply', 'merchant:business:audit'] },
          page: lazy(() => import('../../features/account/business/apply-detail-page')),
        },
        {
          // Reached from outside the console too (a link to apply): signed-in only, the login adds login_other=1.
          path: '/merchant/business/apply',
          meta: { title: '业务申请', type: 'edit', hidden: true, layout: 'single', activeMenu: '/account/manage/apply', permission: ['merchant:business:apply'] },
          page: lazy(() => import('../../features/account/business/apply-form-page')),
        },
        // The invitation pages and the result (docs/decisions.md, "Invitation pages"): signed-in public pages like the form.
        ...inviteRoutes,
      ],
    },
    {
      // The people alarms go to (docs/decisions.md, "Monitor contacts and contact groups"); not advertisers'.
      path: '/account/monitor',
      meta: { title: '监控告警' },
      children: [
        {
          path: MONITOR_CONTACT,
          meta: { title: '告警联系人', type: 'list', cachePage: true, permission: ['merchant:monitor:contact:list'] },
          page: lazy(() => import('../../features/account/monitor/contact-list-page')),
        },
        {
          path: '/account/monitor/contact/create',
          meta: { title: '新建告警联系人', type: 'edit', hidden: true, activeMenu: MONITOR_CONTACT, permission: ['merchant:monitor:contact:create'] },
          page: monitorContactForm,
        },
        {
          path: '/account/monitor/contact/edit',
          meta: { title: '编辑告警联系人', type: 'edit', hidden: true, activeMenu: MONITOR_CONTACT, permission: ['merchant:monitor:contact:update'] },
          page: monitorContactForm,
        },
        {
          path: MONITOR_GROUP,
          meta: { title: '告警联系人组', type: 'list', cachePage: true, permission: ['merchant:monitor:group:list'] },
          page: lazy(() => import('../../features/account/monitor/group-list-page')),
        },
        {
          path: '/account/monitor/contact-group/create',
          meta: { title: '新建告警联系人组', type: 'edit', hidden: true, activeMenu: MONITOR_GROUP, permission: ['merchant:monitor:group:create'] },
          page: monitorGroupForm,
        },
        {
          path: '/account/monitor/contact-group/edit',
          meta: { title: '编辑告警联系人组', type: 'edit', hidden: true, activeMenu: MONITOR_GROUP, permission: ['merchant:monitor:group:update'] },
          page: monitorGroupForm,
        },
      ],
    },
    {
      path: '/account/logging/list',
      meta: { title: '操作日志', type: 'list', cachePage: true, permission: ['universal:logging:list'] },
      page: lazy(() => import('../../features/account/logging/logging-list-page')),
    },
    {
      path: '/account/report/list',
      meta: { title: '报表中心', type: 'list', cachePage: true, permission: ['universal:report:basic'] },
      page: lazy(() => import('../../features/account/report/report-list-page')),
    },
    {
      // Every signed-in user may import where a template lets it; the list shows the user's own tasks only.
      path: BATCH_LIST,
      meta: { title: '导入任务', type: 'list', cachePage: true },
      page: lazy(() => import('../../features/account/report/batch-list-page')),
    },
    {
      path: '/account/report/batch/detail',
      meta: { title: '导入详情', type: 'detail', hidden: true, activeMenu: BATCH_LIST },
      page: lazy(() => import('../../features/account/report/batch-detail-page')),
    },
  ],
};
