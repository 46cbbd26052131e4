import { lazy } from 'react';
import {
  COUPON_CREATE, COUPON_EDIT, COUPON_LIST, EVENT_RECORD, EVENT_RULE_CREATE, EVENT_RULE_DETAIL, EVENT_RULE_EDIT, EVENT_RULES, GRANT_RECORD, GRANT_RULES, PURCHASE_BATCH, PURCHASE_CREATE, PURCHASE_DETAIL, PURCHASE_LIST, RUNTIME_RULES, TOKEN_CREATE, TOKEN_DETAIL, TOKEN_EDIT, TOKEN_LIST,
  MERCHANT_CREATE, MERCHANT_DETAIL, MERCHANT_EDIT, MERCHANT_MANAGE, MERCHANT_RULES, WALLET_BALANCE, WAREHOUSE_DETAIL, WAREHOUSE_LIST,
} from '../../features/mcoupon/paths';
import type { ConsoleRoute } from '../route-table';

const couponForm = lazy(() => import('../../features/mcoupon/coupon/coupon-form-page'));
const batchForm = lazy(() => import('../../features/mcoupon/token/token-batch-form-page'));
const eventRuleForm = lazy(() => import('../../features/mcoupon/event-rule/event-rule-form-page'));
const merchantForm = lazy(() => import('../../features/mcoupon/merchant/merchant-form-page'));

/**
 * 停车优惠券 (/parking-coupon, document 2 §2 "Parking coupon"): a parking merchant's coupons and fixed QR tokens, and the
 * runtime rules the platform sets. 固定码 is a dynamic route (document 1 §2): open only when the merchant's runtime
 * rule has token_limit other than 1 (`parking/mcoupon/runtime/validate` at start). docs/decisions.md, "Parking coupons".
 * The menu follows document 2's order: records (发放, 事件), coupons, purchases and stock, fixed tokens, rules, wallet.
 */
export const parkingCouponRoutes: ConsoleRoute = {
  path: '/parking-coupon',
  meta: { title: '停车优惠券', icon: 'gift', product: { anyOf: ['parking:mcoupon:platform'] } },
  children: [
    {
      path: GRANT_RECORD,
      meta: { title: '发放记录', type: 'list', cachePage: true, permission: ['parking:mcoupon:grant:list'] },
      page: lazy(() => import('../../features/mcoupon/grant/grant-record-page')),
    },
    {
      // 事件记录 (docs/decisions.md, "Coupon event rules and event records"): what the event rules granted, or why not.
      path: EVENT_RECORD,
      meta: { title: '事件记录', type: 'list', cachePage: true, permission: ['parking:mcoupon:event:list'] },
      page: lazy(() => import('../../features/mcoupon/event-rule/event-record-page')),
    },
    {
      path: COUPON_LIST,
      meta: { title: '优惠券', type: 'list', cachePage: true, permission: ['parking:mcoupon:coupon:list'] },
      page: lazy(() => import('../../features/mcoupon/coupon/coupon-list-page')),
    },
    {
      path: COUPON_CREATE,
      meta: { title: '新建优惠券', type: 'edit', hidden: true, activeMenu: COUPON_LIST, permission: ['parking:mcoupon:coupon:create'] },
      page: couponForm,
    },
    {
      path: COUPON_EDIT,
      meta: { title: '编辑优惠券', type: 'edit', hidden: true, activeMenu: COUPON_LIST, permission: ['parking:mcoupon:coupon:update'] },
      page: couponForm,
    },
    {
      // 采购与库存 (docs/decisions.md, "Coupon purchases, stock and grants"): the merchant buys coupons into its stock.
      path: '/parking-coupon/purchase',
      meta: { title: '采购与库存' },
      children: [
        {
          path: PURCHASE_LIST,
          meta: { title: '采购记录', type: 'list', cachePage: true, permission: ['parking:mcoupon:purchase:list'] },
          page: lazy(() => import('../../features/mcoupon/purchase/purchase-list-page')),
        },
        {
          path: PURCHASE_CREATE,
          meta: { title: '采购优惠券', type: 'edit', hidden: true, activeMenu: PURCHASE_LIST, permission: ['parking:mcoupon:purchase:create'] },
          page: lazy(() => import('../../features/mcoupon/purchase/purchase-form-page')),
        },
        {
          path: PURCHASE_BATCH,
          meta: { title: '批量采购', type: 'edit', hidden: true, activeMenu: PURCHASE_LIST, permission: ['parking:mcoupon:purchase:create'] },
          page: lazy(() => import('../../features/mcoupon/purchase/purchase-batch-page')),
        },
        {
          path: PURCHASE_DETAIL,
          meta: { title: '采购详情', type: 'detail', hidden: true, activeMenu: PURCHASE_LIST, permission: ['parking:mcoupon:purchase:list'] },
          page: lazy(() => import('../../features/mcoupon/purchase/purchase-detail-page')),
        },
        {
          path: WAREHOUSE_LIST,
          meta: { title: '库存', type: 'list', cachePage: true, permission: ['parking:mcoupon:purchase:list'] },
          page: lazy(() => import('../../features/mcoupon/purchase/warehouse-list-page')),
        },
        {
          path: WAREHOUSE_DETAIL,
          meta: { title: '库存详情', type: 'detail', hidden: true, activeMenu: WAREHOUSE_LIST, permission: ['parking:mcoupon:purchase:list'] },
          page: lazy(() => import('../../features/mcoupon/purchase/warehouse-detail-page')),
        },
      ],
    },
    {
      path: TOKEN_LIST,
      meta: { title: '固定码', type: 'list', cachePage: true, dynamic: true, permission: ['parking:mcoupon:token:list'] },
      page: lazy(() => import('../../features/mcoupon/token/token-batch-list-page')),
    },
    {
      path: TOKEN_CREATE,
      meta: { title: '新建固定码', type: 'edit', hidden: true, dynamic: true, activeMenu: TOKEN_LIST, permission: ['parking:mcoupon:token:create'] },
      page: batchForm,
    },
    {
      path: TOKEN_EDIT,
      meta: { title: '编辑固定码', type: 'edit', hidden: true, dynamic: true, activeMenu: TOKEN_LIST, permission: ['parking:mcoupon:token:update'] },
      page: batchForm,
    },
    {
      path: TOKEN_DETAIL,
      meta: { title: '固定码详情', type: 'detail', hidden: true, dynamic: true, activeMenu: TOKEN_LIST, permission: ['parking:mcoupon:token:list'] },
      page: lazy(() => import('../../features/mcoupon/token/token-batch-detail-page')),
    },
    {
      path: GRANT_RULES,
      meta: { title: '发放规则', type: 'list', cachePage: true, permission: ['parking:mcoupon:grant:rule:list'] },
      page: lazy(() => import('../../features/mcoupon/grant-rule/grant-rule-list-page')),
    },
    {
      path: RUNTIME_RULES,
      meta: { title: '运行规则', type: 'list', cachePage: true, permission: ['parking:mcoupon:configuration:list'] },
      page: lazy(() => import('../../features/mcoupon/configuration/configuration-list-page')),
    },
    {
      // 商户规则 (docs/decisions.md, "Coupon merchants"): the platform reads the grant rules its coupon merchants set.
      path: MERCHANT_RULES,
      meta: { title: '商户规则', type: 'list', cachePage: true, permission: ['parking:mcoupon:merchant:list'] },
      page: lazy(() => import('../../features/mcoupon/merchant/merchant-rule-page')),
    },
    {
      path: EVENT_RULES,
      meta: { title: '事件规则', type: 'list', cachePage: true, permission: ['parking:mcoupon:event:rule:list'] },
      page: lazy(() => import('../../features/mcoupon/event-rule/event-rule-list-page')),
    },
    {
      path: EVENT_RULE_CREATE,
      meta: { title: '新建事件规则', type: 'edit', hidden: true, activeMenu: EVENT_RULES, permission: ['parking:mcoupon:event:rule:create'] },
      page: eventRuleForm,
    },
    {
      path: EVENT_RULE_EDIT,
      meta: { title: '编辑事件规则', type: 'edit', hidden: true, activeMenu: EVENT_RULES, permission: ['parking:mcoupon:event:rule:update'] },
      page: eventRuleForm,
    },
    {
      path: EVENT_RULE_DETAIL,
      meta: { title: '事件规则详情', type: 'detail', hidden: true, activeMenu: EVENT_RULES, permission: ['parking:mcoupon:event:rule:list'] },
      page: lazy(() => import('../../features/mcoupon/event-rule/event-rule-detail-page')),
    },
    {
      // 商户管理 (document 2 §2; the coupon layout's fallback path): the coupon merchants the platform registered.
      path: MERCHANT_MANAGE,
      meta: { title: '商户管理', type: 'list', cachePage: true, permission: ['parking:mcoupon:merchant:list'] },
      page: lazy(() => import('../../features/mcoupon/merchant/merchant-list-page')),
    },
    {
      path: MERCHANT_CREATE,
      meta: { title: '新增商户', type: 'edit', hidden: true, activeMenu: MERCHANT_MANAGE, permission: ['parking:mcoupon:merchant:create'] },
      page: merchantForm,
    },
    {
      path: MERCHANT_EDIT,
      meta: { title: '编辑商户', type: 'edit', hidden: true, activeMenu: MERCHANT_MANAGE, permission: ['parking:mcoupon:merchant:update'] },
      page: merchantForm,
    },
    {
      path: MERCHANT_DETAIL,
      meta: { title: '商户详情', type: 'detail', hidden: true, activeMenu: MERCHANT_MANAGE, permission: ['parking:mcoupon:merchant:list'] },
      page: lazy(() => import('../../features/mcoupon/merchant/merchant-detail-page')),
    },
    {
      // 钱包余额 (document 2 §2 "wallet balance"): the merchant's own wallet, the page of 账户中心 › 我的钱包 — where coupon
      // purchases are to be paid from (docs/decisions.md, "Wallets (钱包)"; "Coupon grant rules, batch purchase and the
      // group's coupons").
      path: WALLET_BALANCE,
      meta: { title: '钱包余额', type: 'detail', cachePage: true, permission: ['wallet:owner:wallet:list'], product: { anyOf: ['wallet:owner:platform'] } },
      page: lazy(() => import('../../features/wallet/own-wallet-page')),
    },
  ],
};
