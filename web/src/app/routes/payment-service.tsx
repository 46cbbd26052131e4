import { lazy } from 'react';
import type { ConsoleRoute } from '../route-table';

/**
 * 支付服务 (/service, document 2 §2 "Payment service"): the payment partner's console. So far its payment app
 * authorization, a dynamic route (document 1 §2): open only when `payment/app/acl/validate` succeeds at start.
 */
export const paymentServiceRoutes: ConsoleRoute = {
  path: '/service',
  meta: { title: '支付服务', icon: 'pay-circle', product: { anyOf: ['payment:partner:platform'] } },
  children: [
    {
      path: '/service/payment/acl/list',
      meta: { title: '支付应用授权', type: 'list', cachePage: true, dynamic: true, permission: ['payment:partner:app:acl:list'] },
      page: lazy(() => import('../../features/payment/app-acl/app-acl-list-page')),
    },
  ],
};
