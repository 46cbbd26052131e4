import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { AppError } from './errors.js';
import { appRoutes } from './modules/merchant/app/app.routes.js';
import { mapRoutes } from './modules/map/map.routes.js';
import { MapService } from './modules/map/map.service.js';
import { loggingRoutes } from './modules/merchant/logging/logging.routes.js';
import { managerRoutes } from './modules/merchant/manager/manager.routes.js';
import { accountRoutes } from './modules/merchant/manager/account.routes.js';
import { AccountService } from './modules/merchant/manager/account.service.js';
import { departmentRoutes } from './modules/merchant/department/department.routes.js';
import { ManagerService } from './modules/merchant/manager/manager.service.js';
import { oauthRoutes } from './modules/merchant/manager/oauth.routes.js';
import { OauthService } from './modules/merchant/manager/oauth.service.js';
import { merchantRoutes } from './modules/merchant/merchant/merchant.routes.js';
import { productRoutes } from './modules/merchant/product/product.routes.js';
import { subjectRoutes } from './modules/merchant/subject/subject.routes.js';
import { businessRoutes } from './modules/merchant/business/business.routes.js';
import { relationRoutes } from './modules/merchant/relation/relation.routes.js';
import { projectRoutes } from './modules/merchant/project/project.routes.js';
import { okrRoutes } from './modules/okr/objective/objective.routes.js';
import { bonusRoutes } from './modules/bonus/bonus.routes.js';
import { userRoutes } from './modules/user/user/user.routes.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { partnerRoutes } from './modules/partner/partner.routes.js';
import { developmentRoutes } from './modules/development/development.routes.js';
import { recordServerError } from './modules/development/development.service.js';
import { contractRoutes } from './modules/merchant/contract/contract.routes.js';
import { monitorRoutes } from './modules/merchant/monitor/monitor.routes.js';
import { advertingConfigRoutes } from './modules/adverting/config/config.routes.js';
import { cityReportRoutes } from './modules/city/report/report.routes.js';
import { terminalRoutes } from './modules/base/terminal/terminal.routes.js';
import { qrcodeRoutes } from './modules/base/qrcode/qrcode.routes.js';
import { insuranceBenefitRoutes } from './modules/insurance/benefit/benefit.routes.js';
import { advertingChannelRoutes } from './modules/adverting/channel/channel.routes.js';
import { advertingDeliveryRoutes } from './modules/adverting/delivery/delivery.routes.js';
import { advertingMaterialRoutes } from './modules/adverting/material/material.routes.js';
import { advertiserRoutes } from './modules/adverting/advertiser/advertiser.routes.js';
import { advertingDataRoutes } from './modules/adverting/data/data.routes.js';
import { advertingProviderRoutes } from './modules/adverting/provider/provider.routes.js';
import { appAclRoutes } from './modules/payment/app-acl/app-acl.routes.js';
import { channelApplyRoutes } from './modules/payment/channel-apply/channel-apply.routes.js';
import { channelAuthRoutes } from './modules/payment/channel-auth/channel-auth.routes.js';
import { ChannelAuthService } from './modules/payment/channel-auth/channel-auth.service.js';
import { externalRoutes } from './modules/external/external.routes.js';
import { bankRoutes } from './modules/payment/bank/bank.routes.js';
import { shardingRoutes } from './modules/payment/sharding/sharding.routes.js';
import { transferRoutes } from './modules/payment/transfer/transfer.routes.js';
import { parkRoutes } from './modules/parking/park/park.routes.js';
import { parkApplyRoutes } from './modules/parking/park-apply/park-apply.routes.js';
import { parkingRecordRoutes } from './modules/parking/record/record.routes.js';
import { parkingReleaseRoutes } from './modules/parking/release/release.routes.js';
import { parkGateRoutes } from './modules/parking/gate/gate.routes.js';
import { parkingVipRoutes } from './modules/parking/vip/vip.routes.js';
import { parkingPaymentRoutes } from './modules/parking/payment/payment.routes.js';
import { parkingAnalysisRoutes } from './modules/parking/analysis/analysis.routes.js';
import { parkingRechargeRoutes } from './modules/parking/recharge/recharge.routes.js';
import { paymentTradeRoutes } from './modules/payment/trade/trade.routes.js';
import { paymentMerchantRoutes } from './modules/payment/payment-merchant/payment-merchant.routes.js';
import { paymentRouteRoutes } from './modules/payment/payment-route/payment-route.routes.js';
import { paymentSettlementRoutes } from './modules/payment/settlement/settlement.routes.js';
import { paymentCapitalRoutes } from './modules/payment/capital/capital.routes.js';
import { materialApplyRoutes } from './modules/payment/material/material.routes.js';
import { riskEventRoutes } from './modules/payment/risk/risk.routes.js';
import { revenueRoutes } from './modules/payment/revenue/revenue.routes.js';
import { serviceChannelRoutes } from './modules/payment/channel/channel.routes.js';
import { parkingVipApplyRoutes } from './modules/parking/vip-apply/vip-apply.routes.js';
import { parkingStoredValueRoutes } from './modules/parking/stored-value/stored-value.routes.js';
import { parkingRechargeRuleRoutes } from './modules/parking/recharge-rule/recharge-rule.routes.js';
import { parkingPlatelessRoutes } from './modules/parking/plateless/plateless.routes.js';
import { parkingKeyCustomerRoutes } from './modules/parking/key-customer/key-customer.routes.js';
import { parkingMemberRoutes } from './modules/parking/member/member.routes.js';
import { parkingReportServiceRoutes } from './modules/parking/report-service/report-service.routes.js';
import { parkingOnlineLogRoutes } from './modules/parking/online-log/online-log.routes.js';
import { parkingPersonRoutes } from './modules/parking/person/person.routes.js';
import { parkingGroupDashboardRoutes } from './modules/parking/group-dashboard/group-dashboard.routes.js';
import { parkingPlateListRoutes } from './modules/parking/plate-list/plate-list.routes.js';
import { parkingVipPackageRoutes } from './modules/parking/vip-package/vip-package.routes.js';
import { parkingReserveRoutes } from './modules/parking/reserve/reserve.routes.js';
import { parkingReserveRtRoutes } from './modules/parking/reserve-rt/reserve-rt.routes.js';
import { parkingCollectionRoutes } from './modules/parking/collection/collection.routes.js';
import { parkingSoftwareRoutes } from './modules/parking/software/software.routes.js';
import { parkingVehicleRoutes } from './modules/parking/vehicle/vehicle.routes.js';
import { parkingPassportRoutes } from './modules/parking/passport/passport.routes.js';
import { couponRoutes } from './modules/mcoupon/coupon/coupon.routes.js';
import { couponConfigurationRoutes } from './modules/mcoupon/configuration/configuration.routes.js';
import { couponMerchantRoutes } from './modules/mcoupon/merchant/merchant.routes.js';
import { couponTokenRoutes } from './modules/mcoupon/token/token.routes.js';
import { couponPurchaseRoutes } from './modules/mcoupon/purchase/purchase.routes.js';
import { couponGrantRoutes } from './modules/mcoupon/grant/grant.routes.js';
import { couponGrantRuleRoutes } from './modules/mcoupon/grant-rule/grant-rule.routes.js';
import { couponEventRuleRoutes } from './modules/mcoupon/event-rule/event-rule.routes.js';
import { invoiceSoftwareRoutes } from './modules/invoice/software/software.routes.js';
import { invoiceMerchantRtRoutes } from './modules/invoice/merchant-rt/merchant-rt.routes.js';
import { invoiceAuditorRoutes } from './modules/invoice/auditor/auditor.routes.js';
// invoice records
import { invoiceRecordRoutes } from './modules/invoice/record/record.routes.js';
import { invoiceSettingRoutes } from './modules/invoice/setting/setting.routes.js';
import { invoiceAccessRoutes } from './modules/invoice/access/access.routes.js';
import { invoiceAclRoutes } from './modules/invoice/app-acl/app-acl.routes.js';
import { invoiceFeeRoutes } from './modules/invoice/fee/fee.routes.js';
import { invoicePreviewRoutes } from './modules/invoice/preview/preview.routes.js';
import { invoiceConsumptionRoutes } from './modules/invoice/consumption/consumption.routes.js';
import { energyStationRoutes } from './modules/energy/station/station.routes.js';
import { energyDeviceRoutes } from './modules/energy/device/device.routes.js';
import { energyPortRoutes } from './modules/energy/port/port.routes.js';
import { energyAlarmRoutes } from './modules/energy/alarm/alarm.routes.js';
import { energyAnalysisRoutes } from './modules/energy/analysis/analysis.routes.js';
import { energyCardRoutes } from './modules/energy/card/card.routes.js';
import { energyConfigRoutes } from './modules/energy/config/config.routes.js';
import { energySoftwareRoutes } from './modules/energy/software/software.routes.js';
import { energyReplenishRoutes } from './modules/energy/replenish/replenish.routes.js';
import { energyPaymentRoutes } from './modules/energy/payment/payment.routes.js';
import { energyReconciliationRoutes } from './modules/energy/reconciliation/reconciliation.routes.js';
import { energyUserListRoutes } from './modules/energy/userlist/userlist.routes.js';
import { energySimRoutes } from './modules/energy/sim/sim.routes.js';
import { energyQuantityRoutes } from './modules/energy/quantity/quantity.routes.js';
import { energyDevicePolicyRoutes } from './modules/energy/policy/policy.routes.js';
import { energyGroupConfigRoutes } from './modules/energy/group-config/group-config.routes.js';
import { energyWalletAuthRoutes } from './modules/energy/wallet-auth/wallet-auth.routes.js';
import { energyDeviceLogRoutes } from './modules/energy/devicelog/devicelog.routes.js';
import { energyEmapRoutes } from './modules/energy/emap/emap.routes.js';
import { energyParkingRoutes } from './modules/energy/parking/parking.routes.js';
import { energyAppointmentRoutes } from './modules/energy/appointment/appointment.routes.js';
import { energyPackageRoutes } from './modules/energy/package/package.routes.js';
import { energyEventRoutes } from './modules/energy/event/event.routes.js';
import { permissionRoutes } from './modules/merchant/permission/permission.routes.js';
import { presetRoleRoutes } from './modules/merchant/preset-role/preset-role.routes.js';
import { roleRoutes } from './modules/merchant/role/role.routes.js';
import { SessionService } from './modules/merchant/session/session.service.js';
import { announcementRoutes } from './modules/message/announcement/announcement.routes.js';
import { articleRoutes } from './modules/article/article.routes.js';
import { qaRoutes } from './modules/qa/qa.routes.js';
import { messageRoutes } from './modules/message/message/message.routes.js';
import { jobRoutes } from './modules/job/job.routes.js';
import { regionRoutes } from './modules/region/region.routes.js';
import { sessionRoutes } from './modules/session/session.routes.js';
import { todoRoutes } from './modules/todo/todo.routes.js';
import { uploadRoutes } from './modules/upload/upload.routes.js';
import { bucketRoutes } from './modules/merchant/bucket/bucket.routes.js';
import { spaceResolver } from './modules/merchant/bucket/bucket.service.js';
import { storageRoutes } from './modules/storage/storage.routes.js';
import { registerErrors, routeNotFound, sendError } from './plugins/errors.js';
import { newSeqno, registerAccessLog } from './plugins/logging.js';
import { referencePage, registerOpenApi } from './plugins/openapi.js';
import { registerSerialization, registerValidation } from './plugins/validation.js';
import { clientOf } from './plugins/route.js';
import { Code } from '@console/contract';

export interface AppOptions {
  config: Config;
  db: Database;
  logger?: Logger;
}

export interface App {
  app: FastifyInstance;
  sessions: SessionService;
  managers: ManagerService;
}

export async function buildApp({ config, db, logger }: AppOptions): Promise<App> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // One access line per call is written by the access log; seqno is the request id's label.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'seqno' }),
    genReqId: newSeqno,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // A plugin's start (the static files, the OpenAPI document of every call) once took over Fastify's 10 s default on
    // the loaded two-CPU test machine, which failed the start; a start that truly hangs still fails, after a minute.
    pluginTimeout: 60_000,
  }) as unknown as FastifyInstance;
  app.decorate('db', db);

  registerValidation(app);
  registerSerialization(app);
  registerErrors(app, (request, error) => {
    if (request.access) void recordServerError(db, request.access, clientOf(request), request.id, `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`, error);
  });
  await registerOpenApi(app);
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => new AppError(Code.TOO_MANY_REQUESTS) });

  const sessions = new SessionService(db, config);
  await sessions.start();
  app.decorate('sessions', sessions);
  const managers = new ManagerService(db, config, sessions);
  registerAccessLog(app);
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    done(null, payload);
  });

  const oauth = new OauthService(db, config.oauth, managers);
  managerRoutes(app, managers, oauth, config.loginRateLimit);
  oauthRoutes(app, oauth, config.loginRateLimit);
  accountRoutes(app, new AccountService(db, config, sessions), config.loginRateLimit);
  departmentRoutes(app);
  const maps = new MapService(config.map);
  appRoutes(app, maps, oauth);
  merchantRoutes(app, config);
  productRoutes(app);
  subjectRoutes(app);
  businessRoutes(app);
  relationRoutes(app);
  projectRoutes(app);
  okrRoutes(app);
  bonusRoutes(app);
  userRoutes(app);
  walletRoutes(app);
  partnerRoutes(app);
  developmentRoutes(app, config.logLevel);
  contractRoutes(app);
  monitorRoutes(app);
  advertingConfigRoutes(app);
  cityReportRoutes(app);
  terminalRoutes(app);
  qrcodeRoutes(app, config.qrcodeBaseUrl);
  insuranceBenefitRoutes(app);
  advertingMaterialRoutes(app);
  advertingDeliveryRoutes(app);
  advertingChannelRoutes(app);
  advertiserRoutes(app);
  advertingDataRoutes(app);
  advertingProviderRoutes(app);
  bankRoutes(app);
  transferRoutes(app);
  shardingRoutes(app);
  appAclRoutes(app);
  parkRoutes(app);
  parkApplyRoutes(app);
  parkingRecordRoutes(app);
  parkingReleaseRoutes(app);
  parkGateRoutes(app);
  parkingVipRoutes(app);
  parkingPaymentRoutes(app);
  parkingAnalysisRoutes(app);
  parkingRechargeRoutes(app);
  paymentTradeRoutes(app);
  paymentMerchantRoutes(app);
  paymentRouteRoutes(app);
  paymentSettlementRoutes(app);
  paymentCapitalRoutes(app);
  materialApplyRoutes(app);
  riskEventRoutes(app);
  revenueRoutes(app);
  serviceChannelRoutes(app);
  parkingVipApplyRoutes(app);
  // 储值车, 自动充值, 无牌车, 重点客户, 在线日志; the group's 个人月卡 and 集团看板 (parking-merchant-more).
  parkingStoredValueRoutes(app);
  parkingRechargeRuleRoutes(app);
  parkingPlatelessRoutes(app);
  parkingKeyCustomerRoutes(app);
  parkingMemberRoutes(app);
  parkingReportServiceRoutes(app);
  parkingOnlineLogRoutes(app);
  parkingPersonRoutes(app);
  parkingGroupDashboardRoutes(app);
  parkingPlateListRoutes(app);
  parkingVipPackageRoutes(app);
  parkingReserveRtRoutes(app);
  parkingReserveRoutes(app);
  // 停车服务商: 数据采集、其他停车场、停车软件、车辆模拟、通行证 (parking-partner-more)
  parkingCollectionRoutes(app);
  parkingSoftwareRoutes(app);
  parkingVehicleRoutes(app);
  parkingPassportRoutes(app);
  couponRoutes(app);
  couponConfigurationRoutes(app);
  couponMerchantRoutes(app);
  couponTokenRoutes(app);
  couponPurchaseRoutes(app);
  couponGrantRoutes(app);
  couponGrantRuleRoutes(app);
  couponEventRuleRoutes(app);
  invoiceSoftwareRoutes(app);
  invoiceMerchantRtRoutes(app);
  invoiceAuditorRoutes(app);
  // invoice records
  invoiceRecordRoutes(app);
  invoiceSettingRoutes(app);
  invoiceAccessRoutes(app);
  invoiceAclRoutes(app);
  invoiceFeeRoutes(app);
  invoicePreviewRoutes(app);
  invoiceConsumptionRoutes(app);
  energyStationRoutes(app);
  energyDeviceRoutes(app);
  energyPortRoutes(app);
  energyAlarmRoutes(app);
  energyAnalysisRoutes(app);
  energyCardRoutes(app);
  energyConfigRoutes(app);
  energySoftwareRoutes(app);
  energyReplenishRoutes(app);
  energyPaymentRoutes(app);
  energyReconciliationRoutes(app);
  energyUserListRoutes(app);
  energySimRoutes(app);
  energyQuantityRoutes(app);
  energyDevicePolicyRoutes(app);
  energyGroupConfigRoutes(app);
  energyWalletAuthRoutes(app);
  energyDeviceLogRoutes(app);
  energyEmapRoutes(app);
  energyParkingRoutes(app);
  energyAppointmentRoutes(app);
  energyPackageRoutes(app);
  energyEventRoutes(app);
  // 支付进件 (payment channel applications) and its to-do counter
  channelApplyRoutes(app);
  channelAuthRoutes(app, new ChannelAuthService(db, config.alipay), config.loginRateLimit);
  // 外部填写链接 and the temporary-token pages (external)
  externalRoutes(app, config.loginRateLimit);
  roleRoutes(app);
  permissionRoutes(app);
  presetRoleRoutes(app);
  loggingRoutes(app);
  sessionRoutes(app);
  messageRoutes(app);
  announcementRoutes(app);
  todoRoutes(app);
  await jobRoutes(app, config);
  regionRoutes(app);
  mapRoutes(app, maps);
  const uploads = uploadRoutes(app, config, spaceResolver(db, config));
  bucketRoutes(app, config);
  storageRoutes(app, uploads);
  articleRoutes(app);
  qaRoutes(app, config);

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  const reference = referencePage();
  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(reference));

  // The console: static files, and index.html for every other GET so that client routes can be reloaded.
  const index = join(config.webDir, 'index.html');
  const indexHtml = existsSync(index) ? readFileSync(index, 'utf8') : undefined;
  if (indexHtml) await app.register(fastifyStatic, { root: config.webDir, wildcard: false, index: false, maxAge: '1h' });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || request.method !== 'GET' || !indexHtml) {
      return sendError(request, reply, routeNotFound(request));
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });

  return { app, sessions, managers };
}
