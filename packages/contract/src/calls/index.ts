import type { CallDefinition } from '../call.js';
import { appSummary } from './merchant/app.js';
import {
  managerCaptcha, managerLogout, managerOauth, managerOauthAuthorize, managerOauthBind, managerOauthBinding, managerOauthUnbind, managerPasswd, managerSecret,
  managerWhoami,
} from './merchant/manager.js';
import { loggingList, loggingTimeline } from './merchant/logging.js';
import { managerCreate, managerDelete, managerDisable, managerEnable, managerGet, managerList, managerMatching, managerMobile, managerUpdate } from './merchant/account.js';
import { departmentBranch, departmentCreate, departmentDelete, departmentGet, departmentList, departmentPrivilege, departmentUpdate } from './merchant/department.js';
import {
  merchantCreate, merchantDelete, merchantDisable, merchantEnable, merchantExport, merchantGet, merchantGrantList, merchantInfo, merchantList,
  merchantSummary, merchantUpdate, serviceLevelUpdate, superuserTransfer,
} from './merchant/merchant.js';
import {
  productContract, productCreate, productDelete, productDeprive, productDisable, productEnable, productGet, productGrant, productGrantList, productList,
  productPrivilege, productUpdate,
} from './merchant/product.js';
import {
  businessApplyApprove, businessApplyCancel, businessApplyCreate, businessApplyDelete, businessApplyList, businessApplyReject, businessRuntime, businessApplyGet, businessInviter,
} from './merchant/business.js';
import { relationBranch, relationGrants, relationList, relationMatching, relationTypeMatching, relationUpdate } from './merchant/relation.js';
import { subjectApplying, subjectAudit, subjectCreate, subjectGet, subjectRevoke, subjectUpdate } from './merchant/subject.js';
import { roleCreate, roleDelete, roleGet, roleList, roleUpdate } from './merchant/role.js';
import { permissionBranch, permissionCreate, permissionDelete, permissionDisable, permissionEnable, permissionGet, permissionList, permissionUpdate } from './merchant/permission.js';
import { appMetadataCreate, appMetadataDelete, appMetadataDisable, appMetadataEnable, appMetadataList, appMetadataUpdate, appRuntimeCreate, appRuntimeDelete, appRuntimeDisable, appRuntimeEnable, appRuntimeGet, appRuntimeList, appRuntimeUpdate } from './merchant/app-runtime.js';
import { bucketAvailable, bucketCreate, bucketDelete, bucketList, bucketUpdate } from './merchant/bucket.js';
import { storageKvDelete, storageKvList, storageKvPut, storageOssToken } from './storage/storage.js';
import {
  cooperateList, cooperateProject, projectAclCreate, projectAclDelete, projectAclList, projectCreate, projectDelete, projectDisable, projectEnable, projectGet,
  projectGrantCreate, projectGrantDelete, projectGrantList, projectGrants, projectList, projectMatching, projectSort, projectUpdate,
} from './merchant/project.js';
import {
  okrCheckinList, okrKeyResultCreate, okrKeyResultDelete, okrKeyResultGet, okrKeyResultProgress, okrKeyResultUpdate, okrObjectiveCreate, okrObjectiveDelete,
  okrObjectiveGet, okrObjectiveList, okrObjectiveStatus, okrObjectiveUpdate,
} from './okr/objective.js';
import {
  bonusAnalysisStatistics, bonusEventCreate, bonusEventGet, bonusEventList, bonusEventStatus, bonusEventUpdate,
} from './bonus/event.js';
import {
  bonusPartnerValueAudit, bonusPartnerValueList, bonusValueCreate, bonusValueDetail, bonusValueList, bonusValueStatus, bonusValueStock, bonusValueUpdate,
} from './bonus/value.js';
import { bonusTokenBatchCreate, bonusTokenBatchList, bonusTokenDetail } from './bonus/token.js';
import { bonusApplyList, bonusEventTrigger, bonusGrantList } from './bonus/grant.js';
import {
  bonusPartnerAppCreate, bonusPartnerAppList, bonusPartnerAppStatus, bonusPartnerBatchList, bonusPartnerCustomerDetail, bonusPartnerCustomerList,
  bonusPartnerPlanCreate, bonusPartnerPlanDelete, bonusPartnerPlanGet, bonusPartnerPlanList, bonusPartnerPlanUpdate,
} from './bonus/partner.js';
import { userBlock, userGet, userList, userMerge, userMergePreview, userUnblock } from './user/user.js';
import {
  invoiceConsumptionApply, invoiceConsumptionApplyGet, invoiceConsumptionApplyList, invoiceConsumptionApplyRevoke, invoiceConsumptionList,
  invoiceTitleCreate, invoiceTitleDelete, invoiceTitleGet, invoiceTitleList, invoiceTitleUpdate,
} from './invoice/consumption.js';
import { bonusRedPacketList } from './bonus/red-packet.js';
import { userComplaintClose, userComplaintGet, userComplaintHandle, userComplaintList, userComplaintReply } from './user/complaint.js';
import { userMessageList, userMessageRecipientList, userMessageSend } from './user/message.js';
import { memberGet, memberList } from './plus/member.js';
import {
  memberAnalysisStatistics, memberCodeBatchCreate, memberCodeList, memberCodeVoid, memberInventoryCreate, memberInventoryDisable, memberInventoryEnable,
  memberInventoryList, memberInventoryUpdate, memberRenewalList, memberRightsList, memberRightsRedeem,
} from './plus/member-more.js';
import {
  memberPackageCreate, memberPackageDelete, memberPackageGet, memberPackageUpdate, memberPriceCreate, memberPriceDelete, memberPriceUpdate,
  memberPrivilegeCreate, memberPrivilegeDelete, memberPrivilegeUpdate, memberRightsCreate, memberRightsDelete, memberRightsUpdate, memberTriggerCreate,
  memberTriggerDelete, memberTriggerUpdate, memberTypeCreate, memberTypeDelete, memberTypeDisable, memberTypeEnable, memberTypeGet, memberTypeList,
  memberTypeUpdate,
} from './plus/member-type.js';
import {
  walletMerchantList, walletMerchantStatistics, walletMerchantGet, walletMerchantCreate, walletMerchantUpdate, walletMerchantStatus,
  walletRecordList, walletRecordStatistics, walletRechargeList, walletRechargeStatistics, walletPaymentList, walletPaymentStatistics,
  walletRefundList, walletRefundStatistics, walletRecordGet, walletRechargeCreate, walletPaymentCreate, walletRefundCreate, walletCarrierInfo,
  walletOwnerWallet, walletOwnerRecordList,
} from './wallet/wallet.js';
import { walletInstitutionAccount, walletInstitutionAccountList, walletInstitutionAccountRecordList, walletServiceAccount, walletServiceAccountRecordList } from './wallet/accounts.js';
import { partnerCustomerList, partnerCustomerStatistics, partnerGroupList, partnerMerchantDetail } from './partner/customer.js';
import { partnerSoftwareCreate, partnerSoftwareGet, partnerSoftwareList, partnerSoftwareStatus, partnerSoftwareUpdate } from './partner/software.js';
import { partnerOrderDaily, partnerOrderMonthly } from './partner/order.js';
import { partnerProfitBill, partnerProfitBillList, partnerProfitBillSerial, partnerProfitMerchantList, partnerProfitPolicyList, partnerProfitStrategy } from './partner/profit.js';
import {
  adCategoryList, adCategoryCreate, adCategoryUpdate, adCategoryStatus, adCategoryDelete, trafficProviderList, trafficProviderCreate, trafficProviderUpdate, trafficProviderStatus, adSpaceList,
  adSpaceGet, adSpaceCreate, adSpaceUpdate, adSpaceStatus, targetingPackageList, targetingPackageGet, targetingPackageCreate, targetingPackageUpdate, targetingPackageDelete,
} from './adverting/config.js';
import {
  cityEnergyReportCreate, cityEnergyReportGet, cityEnergyReportList, cityEnergyReportStatus, cityEnergyReportTargetSet, cityEnergyReportTargets, cityEnergyReportUpdate,
  cityParkingReportCreate, cityParkingReportGet, cityParkingReportList, cityParkingReportStatus, cityParkingReportTargetSet, cityParkingReportTargets, cityParkingReportUpdate,
} from './city/report.js';
import { terminalGet, terminalList } from './base/terminal.js';
import { qrcodeCreate, qrcodeFeed, qrcodeGet, qrcodeList, qrcodeStatus, qrcodeUpdate } from './base/qrcode.js';
import { insuranceBenefitGet, insuranceBenefitList } from './insurance/benefit.js';
import { adMaterialList, adMaterialCreate, adMaterialUpdate, adMaterialStatus, adMaterialDelete } from './adverting/material.js';
import {
  adPlanList, adPlanGet, adPlanCreate, adPlanUpdate, adPlanSubmit, adPlanStatus, adPlanDelete, adPlanAuditList, adPlanAudit, adBiddingGet, adBiddingSave,
} from './adverting/delivery.js';
import { exposureStrategyList, exposureStrategyGet, exposureStrategyCreate, exposureStrategyUpdate, exposureStrategyStatus } from './adverting/exposure-strategy.js';
import { channelAppList, channelAppGet, channelAppCreate, channelAppUpdate, channelAppStatus } from './adverting/channel-app.js';
import {
  advertiserList, advertiserGet, advertiserCreate, advertiserUpdate, advertiserStatus, advertiserRecharge, advertiserFlowList, advertiserBaseInfo, advertiserDepositList, advertiserSerialList,
  advertiserBillList, advertiserPriceGet, advertiserPriceUpdate, advertiserStatistics,
} from './adverting/advertiser.js';
import { expansionDemandList, expansionDemandGet, expansionDemandCreate, expansionDemandUpdate, expansionDemandAudit } from './adverting/expansion.js';
import { adStatSummary, adStatGroup, adStatBoard } from './adverting/data.js';
import {
  adBillingRuleGet, adBillingRuleSave, adProfitSettingGet, adProfitSettingSave, adProviderDataList, adChannelBillList, adChannelBillGet, adChannelBillGenerate, adChannelBillConfirm,
  adChannelBillSettle, adSpaceAnalysis,
} from './adverting/provider.js';
import { developmentErrorList, developmentErrorReport, developmentInfo } from './development/development.js';
import { contractCreate, contractCustomerList, contractGet, contractList, contractTerminate, contractUpdate } from './merchant/contract.js';
import {
  monitorContactCreate, monitorContactDelete, monitorContactDisable, monitorContactEnable, monitorContactGet, monitorContactList,
  monitorContactUpdate, monitorGroupCreate, monitorGroupDelete, monitorGroupGet, monitorGroupList, monitorGroupMemberList,
  monitorGroupMemberSet, monitorGroupUpdate,
} from './merchant/monitor.js';
import { presetRoleCreate, presetRoleDelete, presetRoleGet, presetRoleList, presetRoleUpdate } from './merchant/preset-role.js';
import {
  announcementCreate,
  announcementDelete,
  announcementGet,
  announcementList,
  announcementManageGet,
  announcementManageList,
  announcementStatus,
  announcementUpdate,
} from './message/announcement.js';
import { messageCreate, messageList, messagePushList, messageRead } from './message/message.js';
import { appKey } from './session/app.js';
import { optionList } from './session/option.js';
import { collectionAudit, collectionGet, collectionList, otherParkGet, otherParkList } from './parking/collection.js';
import { parkingSoftwareList, parkingSoftwareStatistics } from './parking/software.js';
import { vehicleMessageList, vehicleMessageSend } from './parking/vehicle.js';
import { passportGet, passportList, passportRevoke } from './parking/passport.js';
import { parkingTodoStatistics } from './parking/todo.js';
import {
  parkGateList, parkingRecordGet, parkingRecordList, parkingRecordUpdate, parkingReleaseList, parkingReleaseReview, parkingUpdateList, realtimeSpaceGet, realtimeSpaceUpdate,
} from './parking/record.js';
import { energyStationBrief, energyStationCreate, energyStationDelete, energyStationExport, energyStationGet, energyStationList, energyStationUpdate } from './energy/station.js';
import {
  energyDeviceBrief, energyDeviceCreate, energyDeviceDelete, energyDeviceExport, energyDeviceGet, energyDeviceList, energyDeviceStatus, energyDeviceUpdate,
  energyPortDelete, energyPortList, energyPortStatus,
} from './energy/device.js';
import { energyAlarmGet, energyAlarmList, energyAlarmProcess } from './energy/alarm.js';
import { energyAnalysisStatistics, energyAnalysisTrend, energyDeviceStatistics } from './energy/analysis.js';
import { parkingAnalysisStatistics } from './parking/analysis.js';
import { groupRechargeRuleGet, groupRechargeRuleList, rechargeRuleCreate, rechargeRuleGet, rechargeRuleList, rechargeRuleStatus, storedValueCreate, storedValueGet, storedValueList, storedValueRecharge, storedValueRechargePreview, storedValueStatus, storedValueUpdate } from './parking/stored-value.js';
import { keyCustomerCreate, keyCustomerDelete, keyCustomerList, keyCustomerUpdate, onlineLogList, platelessList } from './parking/lot-log.js';
import { parkingMemberList, parkingMemberSettingGet, parkingMemberSettingSet, parkingMemberStatus, reportServiceList, reportServiceSet } from './parking/member.js';
import { groupDashboardMembers, groupVipRenewalGet, personGet, personList } from './parking/group-more.js';
// Energy cards (energy-cards slice).
import {
  energyCardAclAdd, energyCardAclList, energyCardAclRemove, energyCardCreate, energyCardGet, energyCardList, energyCardRuntimeGet, energyCardRuntimeSet, energyCardStatus, energyCardUpdate,
} from './energy/card.js';
// Energy software and firmware (energy-software slice).
import {
  energyDeviceUpgrade, energyFirmwareCreate, energyFirmwareDelete, energyFirmwareDevices, energyFirmwareGet, energyFirmwareList, energyFirmwareUpdate, energySoftwareCreate,
  energySoftwareDelete, energySoftwareDevices, energySoftwareGet, energySoftwareList, energySoftwareUpdate,
} from './energy/software.js';
// Energy orders (energy-orders slice).
import {
  energyReplenishGet, energyReplenishList, energyReplenishLogs, energyReplenishReview, energyReplenishStatistics, energyReplenishStop,
} from './energy/replenish.js';
import {
  energyChargeRuleCreate, energyChargeRuleDelete, energyChargeRuleGet, energyChargeRuleList, energyChargeRuleUpdate, energyStationRuntimeGet, energyStationRuntimeSet,
} from './energy/config.js';
import { energyPaymentFetch, energyPaymentGet, energyPaymentList, energyPaymentReview, energyPaymentSettle, energyPaymentStatistics } from './energy/payment.js';
// Energy parking fees and appointments (energy-orders-more slice).
import {
  energyParkingPaymentGet, energyParkingPaymentList, energyParkingPaymentRevoke, energyParkingRecordGet, energyParkingRecordList, energyParkingSettingGet,
  energyParkingSettingSet, energyParkSpaceCreate, energyParkSpaceDelete, energyParkSpaceList, energyParkSpaceUpdate,
} from './energy/parking.js';
import { energyAppointmentCancel, energyAppointmentGet, energyAppointmentList } from './energy/appointment.js';
// Energy reconciliation (energy-ops slice).
import { energySettlementGet, energySettlementList, energySettlementPaymentList, energyTransferGet, energyTransferList } from './energy/reconciliation.js';
import {
  vipApplyApprove, vipApplyGet, vipApplyList, vipApplyReject, vipCreate, vipDelete, vipGet, vipList, vipPause, vipRenewal, vipRestore, vipUpdate, vipValues,
  groupVipList, groupVipGet, groupVipCreate, groupVipUpdate, groupVipDelete, groupVipRenewal, groupVipValues, groupVipApplyList, groupVipApplyGet, groupVipApplyApprove,
  groupVipApplyReject, groupVipRenewalList, groupVipValueList, groupVipValueSave, groupVipValueDelete, groupVipValueDisable, groupVipValueEnable,
  vipValueList, vipValueSave, vipValueDelete, vipValueDisable, vipValueEnable,
} from './parking/vip.js';
import {
  blacklistCreate, blacklistDelete, blacklistList, groupBlacklistCreate, groupBlacklistDelete, groupBlacklistGet, groupBlacklistList, whitelistCreate, whitelistDelete, whitelistGet,
  whitelistList, whitelistUpdate, virtualPlateList, virtualPlateSave, virtualPlateDelete,
} from './parking/plate-list.js';
import { groupPaymentGet, groupPaymentList, parkingPaymentGet, parkingPaymentList } from './parking/payment.js';
import {
  groupCollate, groupRechargeGet, groupRechargeList, groupResync, parkingRechargeGet, parkingRechargeList, parkingRechargeStatistics, rechargeCollate, rechargePeriodList,
} from './parking/recharge.js';
import {
  reserveApply, reserveApplyAudit, reserveApplyList, reserveAppealAudit, reserveAppealList, reserveBlacklistDelete, reserveBlacklistList, reserveGet, reserveList, reserveOversee,
  reserveRtDelete, reserveRtGet, reserveRtList, reserveRtSet, reserveRuleCreate, reserveRuleDelete, reserveStatistics,
} from './parking/reserve.js';
import { parkApplyAudit, parkApplyCreate, parkApplyGet, parkApplyList, parkGet, parkList, parkUpdate } from './parking/park.js';
import { couponBlock, couponCreate, couponDelete, couponDetail, couponEnable, couponList, couponUpdate } from './mcoupon/coupon.js';
import {
  couponConfigurationCreate, couponConfigurationDelete, couponConfigurationGet, couponConfigurationList, couponConfigurationRuntime, couponConfigurationUpdate,
  couponRuntimeValidate,
} from './mcoupon/configuration.js';
import {
  tokenBatchCreate, tokenBatchDelete, tokenBatchDiscard, tokenBatchEnable, tokenBatchGet, tokenBatchList, tokenBatchUpdate, tokenCreate, tokenList,
} from './mcoupon/token.js';
import {
  balanceList, grantCreate, grantGet, grantList, grantRevoke, purchaseBatch, purchaseCreate, purchaseDetail, purchaseList, purchaseRevoke, warehouseDetail,
} from './mcoupon/purchase.js';
import { grantRuleCreate, grantRuleDelete, grantRuleGet, grantRuleList, grantRuleUpdate } from './mcoupon/grant-rule.js';
import {
  eventRecordList, eventRuleCreate, eventRuleDelete, eventRuleDisable, eventRuleEnable, eventRuleGet, eventRuleList, eventRuleUpdate,
} from './mcoupon/event-rule.js';
import {
  couponMerchantCreate, couponMerchantDisable, couponMerchantEnable, couponMerchantGet, couponMerchantList, couponMerchantRuleList, couponMerchantUpdate,
} from './mcoupon/merchant.js';
import {
  invoiceSoftwareCreate, invoiceSoftwareDelete, invoiceSoftwareGet, invoiceSoftwareList, invoiceSoftwareSuggest, invoiceSoftwareUpdate,
} from './invoice/software.js';
import { invoiceMerchantMatching, invoiceMerchantRtGet, invoiceMerchantRtUpdate } from './invoice/merchant-rt.js';
import { invoiceAuditorCreate, invoiceAuditorGet, invoiceAuditorList, invoiceAuditorUpdate } from './invoice/auditor.js';
// invoice records (electronic invoices of a merchant)
import {
  invoiceApplyAudit, invoiceApplyCreate, invoiceApplyGet, invoiceApplyList, invoiceApplyRevoke, invoiceInvoiceList, invoiceInvoiceReverse,
  invoiceMerchantRtAuthorize, invoiceTradeList,
} from './invoice/record.js';
import { invoiceApplyUpdate, invoiceInvoiceRenew, invoiceSettingGet, invoiceSettingUpdate } from './invoice/electronic.js';
import { invoiceAccessGet, invoiceAccessList, invoiceAccessUpdate } from './invoice/access.js';
import { invoiceAclCreate, invoiceAclDelete, invoiceAclGet, invoiceAclList, invoiceAclUpdate } from './invoice/app-acl.js';
import { invoiceFeeList, invoiceObtainPreview, invoicePriceCreate, invoicePriceDelete, invoicePriceList, invoicePriceUpdate, invoiceStatusPreview } from './invoice/fee.js';
import { paymentTodoStatistics } from './payment/todo.js';
import {
  channelApplyAuditPass, channelApplyAuditPassNew, channelApplyAuditReject, channelApplyCount, channelApplyCreate, channelApplyDetail, channelApplyList,
  channelApplyUpdate, paymentChannelCategoryRuntime, paymentChannelList, paymentChannelType,
} from './payment/channel-apply.js';
import { channelAuthAlipayCallback, channelAuthAlipayGet, channelAuthAlipayStart } from './payment/channel-auth.js';
import { bankBranchList, bankList } from './payment/bank.js';
import {
  channelApplyExternalList, channelApplyExternalRevoke, channelApplyExternalTicket, externalBankBranchList, externalBankList, externalChannelApplyCreate,
  externalChannelApplyDetail, externalChannelApplyUpdate, externalChannelConfig, externalSession, externalSessionExchange,
} from './payment/external.js';
import {
  paymentAppAclAudit, paymentAppAclCreate, paymentAppAclDelete, paymentAppAclGet, paymentAppAclList, paymentAppAclUpdate, paymentAppAclValidate,
} from './payment/app-acl.js';
import { bankAccountApply, bankAccountApplyGet, transferRuntime, transferRuntimeApprove } from './payment/transfer.js';
import { materialApplyAudit, materialApplyCancel, materialApplyCreate, materialApplyGet, materialApplyList, materialApplyShip } from './payment/material.js';
import { riskEventFollowup, riskEventGet, riskEventList, riskEventTypeList } from './payment/risk.js';
import { channelReceiptList, revenueAggregateList, revenueAggregateSummary } from './payment/revenue.js';
import { paymentChannelConfig, paymentChannelConfigList, settleChannelGet, settleChannelList } from './payment/channel.js';
import {
  shardingRuntimeCreate, shardingRuntimeDelete, shardingRuntimeDisable, shardingRuntimeEnable, shardingRuntimeList, shardingRuntimeUpdate,
} from './payment/sharding.js';
import { paymentTradeGet, paymentTradeList, paymentTradeStatistics } from './payment/trade.js';
import { paymentMerchantCreate, paymentMerchantList, paymentMerchantSummary, paymentMerchantUpdate } from './payment/payment-merchant.js';
import {
  paymentRouteChannelList, paymentRouteCreate, paymentRouteDelete, paymentRouteGet, paymentRouteList, paymentRouteUpdate,
} from './payment/payment-route.js';
import { paymentTradeLookup, paymentTradeRank } from './payment/trade-rank.js';
import { paymentRefundCreate, paymentRefundGet, paymentRefundList } from './payment/refund.js';
import { paymentSettlementGet, paymentSettlementList, paymentSettlementStatistics } from './payment/settlement.js';
import {
  paymentTransferCreate, paymentTransferGet, paymentTransferList, paymentTransferReceipt, paymentTransferReview, paymentTransferStatistics, shardingTradeGet,
  shardingTradeList,
} from './payment/capital.js';
import { energyTodoStatistics } from './energy/todo.js';
// Energy configuration lists (energy-config slice).
import {
  energyBlacklistCreate, energyBlacklistList, energyBlacklistStatus, energyBlacklistUpdate, energyWhitelistCreate, energyWhitelistList, energyWhitelistStatus, energyWhitelistUpdate,
} from './energy/user-list.js';
import { energySimCreate, energySimDelete, energySimList, energySimStatus, energySimUpdate } from './energy/sim.js';
import { energyDeviceMessageList, energyDeviceOnlineList } from './energy/device-log.js';
import { energyAppList, energyEmapApplyAudit, energyEmapApplyList } from './energy/emap.js';
// Energy station detail: 虚拟电损, 设备安全策略, 机构钱包 (energy-detail-rest slice).
import { energyQuantityLatest, energyQuantityList, energyQuantityRtGet, energyQuantityRtSet, energyQuantitySync } from './energy/quantity.js';
import { energyDevicePolicyList, energyDevicePolicyStatus, energyDevicePolicyUpdate } from './energy/device-policy.js';
// The group's station 支付通道配置 and 充电配置 (group-energy-config slice).
import { energyStationChannelGet, energyStationChannelSet, energyStationChargeGet, energyStationChargeSet } from './energy/group-config.js';
import { energyWalletAuthCreate, energyWalletAuthList, energyWalletAuthStatus, energyWalletAuthUpdate } from './energy/wallet-auth.js';
// Energy charging packages and events (energy-packages-events slice).
import {
  energyPackageGet, energyPackageList, energyPackageRefund, energyPackageStatistics, energyPackageTypeCreate, energyPackageTypeGet, energyPackageTypeList, energyPackageTypeStatus,
  energyPackageTypeUpdate,
} from './energy/package.js';
import {
  energyEventCreate, energyEventCrowdCreate, energyEventCrowdDelete, energyEventCrowdList, energyEventCrowdUpdate, energyEventGet, energyEventList, energyEventStatus, energyEventUpdate,
  energyEventUserCreate, energyEventUserDelete, energyEventUserList, energyEventUserUpdate,
} from './energy/event.js';
import { groupMerchantLookup } from './group/merchant.js';
import { regionBranch, regionResolve } from './region/region.js';
import { mapGeocoder, mapPlaceSearch, mapPlaceSuggestion } from './map/map.js';
import { uploadFile, uploadToken } from './upload/upload.js';
import { reportCreate, reportList } from './report/report.js';
import { batchTemplateParamValue, batchTemplateSummary } from './batch/rt.js';
import { batchAbort, batchCreate, batchDelete, batchGet, batchList } from './batch/batch.js';
import { batchTaskAbort, batchTaskList, batchTaskStatistics } from './batch/task.js';
import { articleCreate, articleDelete, articleFetch, articleGet, articleList, articleUpdate } from './article/article.js';
import { articleCategoryList, articleCrowdList, articleTagList } from './article/taxonomy.js';
import { qaChat, qaChatFeedback, qaChatToken, qaChatTransfer } from './qa/chat.js';
import { qaMessageList, qaMessageRead, qaModuleList } from './qa/message.js';
import {
  qaComplaintComplete,
  qaComplaintGet,
  qaComplaintList,
  qaComplaintMatching,
  qaComplaintRespond,
  qaComplaintTagging,
  qaTagList,
} from './qa/complaint.js';

export * from './partner/customer.js';
export * from './partner/software.js';
export * from './partner/order.js';
export * from './partner/profit.js';
export * from './merchant/app.js';
export * from './merchant/manager.js';
export * from './merchant/logging.js';
export * from './merchant/account.js';
export * from './merchant/department.js';
export * from './invoice/consumption.js';
export * from './bonus/red-packet.js';
export * from './merchant/merchant.js';
export * from './merchant/product.js';
export * from './merchant/subject.js';
export * from './merchant/business.js';
export * from './merchant/relation.js';
export * from './merchant/role.js';
export * from './merchant/permission.js';
export * from './merchant/preset-role.js';
export * from './message/announcement.js';
export * from './message/message.js';
export * from './session/app.js';
export * from './session/option.js';
export * from './todo.js';
export * from './parking/todo.js';
export * from './parking/analysis.js';
export * from './analysis/period.js';
export * from './energy/station.js';
export * from './energy/device.js';
export * from './energy/alarm.js';
export * from './energy/analysis.js';
export * from './energy/card.js';
export * from './energy/config.js';
export * from './energy/software.js';
export * from './energy/quantity.js';
export * from './energy/device-policy.js';
export * from './energy/group-config.js';
export * from './energy/wallet-auth.js';
export * from './energy/replenish.js';
export * from './energy/payment.js';
export * from './energy/reconciliation.js';
export * from './energy/parking.js';
export * from './energy/appointment.js';
export * from './parking/park.js';
export * from './parking/record.js';
export * from './parking/collection.js';
export * from './parking/software.js';
export * from './parking/vehicle.js';
export * from './parking/passport.js';
export * from './parking/vip.js';
export * from './parking/plate-list.js';
export * from './parking/payment.js';
export * from './parking/recharge.js';
export * from './parking/reserve.js';
export * from './parking/stored-value.js';
export * from './parking/lot-log.js';
export * from './parking/group-more.js';
export * from './parking/member.js';
export * from './payment/todo.js';
export * from './energy/todo.js';
export * from './energy/user-list.js';
export * from './energy/sim.js';
export * from './energy/device-log.js';
export * from './energy/emap.js';
export * from './energy/package.js';
export * from './energy/event.js';
export * from './group/merchant.js';
export * from './region/region.js';
export * from './map/map.js';
export * from './upload/upload.js';
export * from './report/report.js';
export * from './batch/rt.js';
export * from './batch/batch.js';
export * from './batch/task.js';
export * from './article/article.js';
export * from './article/taxonomy.js';
export * from './qa/chat.js';
export * from './qa/message.js';
export * from './qa/complaint.js';
export * from './merchant/app-runtime.js';
export * from './merchant/bucket.js';
export * from './storage/storage.js';
export * from './merchant/project.js';
export * from './okr/objective.js';
export * from './bonus/event.js';
export * from './bonus/value.js';
export * from './bonus/token.js';
export * from './bonus/grant.js';
export * from './bonus/partner.js';
export * from './user/user.js';
export * from './user/complaint.js';
export * from './user/message.js';
export * from './plus/member.js';
export * from './plus/member-type.js';
export * from './plus/member-more.js';
export * from './wallet/wallet.js';
export * from './wallet/accounts.js';
export * from './development/development.js';
export * from './merchant/contract.js';
export * from './merchant/monitor.js';
export * from './payment/business.js';
export * from './payment/bank.js';
export * from './payment/transfer.js';
export * from './payment/sharding.js';
export * from './payment/app-acl.js';
export * from './payment/channel-apply.js';
export * from './payment/channel-auth.js';
export * from './payment/external.js';
export * from './payment/trade.js';
export * from './payment/capital.js';
export * from './payment/refund.js';
export * from './payment/settlement.js';
export * from './payment/payment-merchant.js';
export * from './payment/payment-route.js';
export * from './payment/trade-rank.js';
export * from './payment/material.js';
export * from './payment/risk.js';
export * from './payment/revenue.js';
export * from './payment/channel.js';
export * from './mcoupon/coupon.js';
export * from './mcoupon/configuration.js';
export * from './mcoupon/token.js';
export * from './mcoupon/purchase.js';
export * from './mcoupon/grant-rule.js';
export * from './mcoupon/event-rule.js';
export * from './mcoupon/merchant.js';
export * from './invoice/software.js';
export * from './invoice/merchant-rt.js';
export * from './invoice/auditor.js';
export * from './invoice/record.js';
export * from './invoice/electronic.js';
export * from './invoice/access.js';
export * from './invoice/app-acl.js';
export * from './invoice/fee.js';
export * from './adverting/config.js';
export * from './city/report.js';
export * from './base/terminal.js';
export * from './base/qrcode.js';
export * from './insurance/benefit.js';
export * from './adverting/material.js';
export * from './adverting/delivery.js';
export * from './adverting/exposure-strategy.js';
export * from './adverting/channel-app.js';
export * from './adverting/advertiser.js';
export * from './adverting/expansion.js';
export * from './adverting/data.js';
export * from './adverting/provider.js';

/** Every call the server registers, by name. */
export const calls = {
  managerSecret,
  managerCaptcha,
  managerOauth,
  managerOauthAuthorize, managerOauthBinding, managerOauthBind, managerOauthUnbind,
  managerWhoami,
  managerLogout,
  managerPasswd,
  appSummary,
  appKey,
  optionList,
  merchantInfo,
  merchantList, merchantGet, merchantCreate, merchantUpdate, merchantDelete, merchantEnable, merchantDisable, merchantSummary, merchantExport,
  merchantGrantList, superuserTransfer, serviceLevelUpdate,
  productList, productGet, productCreate, productUpdate, productDelete, productEnable, productDisable, productPrivilege, productGrantList,
  productGrant, productDeprive, productContract,
  subjectGet, subjectCreate, subjectUpdate, subjectAudit, subjectRevoke, subjectApplying,
  relationList, relationGrants, relationTypeMatching, relationMatching, relationBranch, relationUpdate,
  businessRuntime, businessApplyList, businessApplyCreate, businessApplyCancel, businessApplyReject, businessApplyApprove, businessApplyDelete, businessApplyGet, businessInviter,
  loggingList,
  loggingTimeline,
  roleList, roleGet, roleCreate, roleUpdate, roleDelete,
  permissionBranch, permissionList, permissionGet, permissionCreate, permissionUpdate, permissionDelete, permissionEnable, permissionDisable,
  presetRoleList, presetRoleGet, presetRoleCreate, presetRoleUpdate, presetRoleDelete,
  managerList, managerGet, managerCreate, managerUpdate, managerDelete, managerEnable, managerDisable, managerMobile, managerMatching,
  departmentList, departmentBranch, departmentPrivilege, departmentGet, departmentCreate, departmentUpdate, departmentDelete,
  messageList,
  messageRead,
  messageCreate,
  messagePushList,
  announcementList,
  announcementCreate,
  announcementManageList,
  announcementManageGet,
  announcementGet,
  announcementUpdate,
  announcementStatus,
  announcementDelete,
  parkingTodoStatistics,
  energyStationList, energyStationGet, energyStationCreate, energyStationUpdate, energyStationDelete, energyStationBrief, energyStationExport,
  energyDeviceList, energyDeviceGet, energyDeviceCreate, energyDeviceUpdate, energyDeviceStatus, energyDeviceDelete, energyDeviceBrief, energyDeviceExport,
  energyPortList, energyPortStatus, energyPortDelete,
  energyAlarmList, energyAlarmGet, energyAlarmProcess, energyAnalysisStatistics,
  // 数据概览与看板 (dashboards slice)
  energyAnalysisTrend, energyDeviceStatistics, parkingAnalysisStatistics,
  // Energy cards (energy-cards slice).
  energyCardList, energyCardGet, energyCardCreate, energyCardUpdate, energyCardStatus, energyCardRuntimeGet, energyCardRuntimeSet, energyCardAclList, energyCardAclAdd, energyCardAclRemove,
  // Energy software and firmware (energy-software slice).
  energySoftwareList, energySoftwareGet, energySoftwareCreate, energySoftwareUpdate, energySoftwareDelete, energySoftwareDevices,
  energyFirmwareList, energyFirmwareGet, energyFirmwareCreate, energyFirmwareUpdate, energyFirmwareDelete, energyFirmwareDevices, energyDeviceUpgrade,
  // Energy orders (energy-orders slice).
  energyReplenishList, energyReplenishStatistics, energyReplenishGet, energyReplenishLogs, energyReplenishStop, energyReplenishReview,
  energyPaymentList, energyPaymentStatistics, energyPaymentGet, energyPaymentFetch, energyPaymentSettle, energyPaymentReview,
  // Energy parking fees and appointments (energy-orders-more slice).
  energyParkingRecordList, energyParkingRecordGet, energyParkingPaymentList, energyParkingPaymentGet, energyParkingPaymentRevoke,
  energyParkingSettingGet, energyParkingSettingSet, energyParkSpaceList, energyParkSpaceCreate, energyParkSpaceUpdate, energyParkSpaceDelete,
  energyAppointmentList, energyAppointmentGet, energyAppointmentCancel,
  // Energy reconciliation (energy-ops slice).
  energySettlementList, energySettlementGet, energySettlementPaymentList, energyTransferList, energyTransferGet,
  // Energy station configuration (energy-station slice).
  energyChargeRuleList, energyChargeRuleGet, energyChargeRuleCreate, energyChargeRuleUpdate, energyChargeRuleDelete, energyStationRuntimeGet, energyStationRuntimeSet,
  parkList, parkGet, parkUpdate, parkApplyList, parkApplyGet, parkApplyCreate, parkApplyAudit,
  parkingRecordList, parkingRecordGet, parkingRecordUpdate, parkingUpdateList, parkingReleaseList, parkGateList, parkingReleaseReview, realtimeSpaceGet, realtimeSpaceUpdate,
  vipValues, vipList, vipGet, vipCreate, vipUpdate, vipDelete, vipRenewal, vipPause, vipRestore, vipApplyList, vipApplyGet, vipApplyApprove, vipApplyReject,
  blacklistList, blacklistCreate, blacklistDelete, whitelistList, whitelistCreate, whitelistUpdate, whitelistDelete,
  // The parking group's vehicles (group-vehicles slice).
  groupVipList, groupVipGet, groupVipCreate, groupVipUpdate, groupVipDelete, groupVipRenewal, groupVipValues, groupVipApplyList, groupVipApplyGet, groupVipApplyApprove,
  groupVipApplyReject, groupVipRenewalList, groupVipValueList, groupVipValueSave, groupVipValueDelete, groupVipValueDisable, groupVipValueEnable,
  groupBlacklistList, groupBlacklistGet, groupBlacklistCreate, groupBlacklistDelete,
  // Fixed-car types and virtual plates (parking-manage slice).
  vipValueList, vipValueSave, vipValueDelete, vipValueDisable, vipValueEnable, virtualPlateList, virtualPlateSave, virtualPlateDelete,
  // Parking trades (parking-trade slice).
  parkingPaymentList, parkingPaymentGet, groupPaymentList, groupPaymentGet,
  parkingRechargeList, parkingRechargeGet, parkingRechargeStatistics, rechargePeriodList, rechargeCollate, groupRechargeList, groupRechargeGet, groupCollate, groupResync,
  // Parking reservations (parking-reserve slice).
  reserveRtList, reserveRtGet, reserveRtSet, reserveRtDelete, reserveRuleCreate, reserveRuleDelete, reserveList, reserveGet, reserveOversee, reserveStatistics,
  reserveApplyList, reserveApply, reserveApplyAudit, reserveAppealList, reserveAppealAudit, reserveBlacklistList, reserveBlacklistDelete,
  paymentTodoStatistics,
  energyTodoStatistics,
  // Energy configuration lists (energy-config slice).
  energyBlacklistList, energyBlacklistCreate, energyBlacklistUpdate, energyBlacklistStatus, energyWhitelistList, energyWhitelistCreate, energyWhitelistUpdate, energyWhitelistStatus,
  energySimList, energySimCreate, energySimUpdate, energySimStatus, energySimDelete, energyDeviceOnlineList, energyDeviceMessageList, energyEmapApplyList, energyEmapApplyAudit, energyAppList,
  // Energy charging packages and events (energy-packages-events slice).
  energyPackageTypeList, energyPackageTypeGet, energyPackageTypeCreate, energyPackageTypeUpdate, energyPackageTypeStatus,
  energyPackageList, energyPackageStatistics, energyPackageGet, energyPackageRefund,
  energyEventList, energyEventGet, energyEventCreate, energyEventUpdate, energyEventStatus,
  energyEventUserList, energyEventUserCreate, energyEventUserUpdate, energyEventUserDelete,
  energyEventCrowdList, energyEventCrowdCreate, energyEventCrowdUpdate, energyEventCrowdDelete,
  groupMerchantLookup,
  regionBranch,
  regionResolve,
  mapPlaceSuggestion,
  mapPlaceSearch,
  mapGeocoder,
  uploadToken,
  uploadFile,
  reportCreate,
  reportList,
  batchTemplateSummary,
  batchTemplateParamValue,
  batchCreate,
  batchGet,
  batchList,
  batchDelete,
  batchAbort,
  batchTaskList,
  batchTaskAbort,
  batchTaskStatistics,
  articleList,
  articleFetch,
  articleGet,
  articleCreate,
  articleUpdate,
  articleDelete,
  articleCategoryList,
  articleTagList,
  articleCrowdList,
  qaChatToken,
  qaChat,
  qaChatTransfer,
  qaChatFeedback,
  qaMessageList,
  qaMessageRead,
  qaModuleList,
  qaComplaintList,
  qaComplaintGet,
  qaComplaintMatching,
  qaComplaintRespond,
  qaComplaintComplete,
  qaComplaintTagging,
  qaTagList,
  appRuntimeList, appRuntimeGet, appRuntimeCreate, appRuntimeUpdate, appRuntimeDelete, appRuntimeEnable, appRuntimeDisable,
  appMetadataList, appMetadataCreate, appMetadataUpdate, appMetadataDelete, appMetadataEnable, appMetadataDisable,
  bucketAvailable, bucketList, bucketCreate, bucketUpdate, bucketDelete,
  storageKvList, storageKvPut, storageKvDelete, storageOssToken,
  okrObjectiveList, okrObjectiveGet, okrObjectiveCreate, okrObjectiveUpdate, okrObjectiveDelete, okrObjectiveStatus,
  okrKeyResultGet, okrKeyResultCreate, okrKeyResultUpdate, okrKeyResultDelete, okrKeyResultProgress, okrCheckinList,
  // 营销中心 (bonus)
  bonusEventList, bonusEventGet, bonusEventCreate, bonusEventUpdate, bonusEventStatus, bonusAnalysisStatistics,
  bonusValueList, bonusValueDetail, bonusValueCreate, bonusValueUpdate, bonusValueStatus, bonusValueStock, bonusPartnerValueList, bonusPartnerValueAudit,
  bonusTokenBatchList, bonusTokenBatchCreate, bonusTokenDetail, bonusGrantList, bonusApplyList, bonusEventTrigger,
  bonusPartnerCustomerList, bonusPartnerCustomerDetail, bonusPartnerBatchList, bonusPartnerPlanList, bonusPartnerPlanGet, bonusPartnerPlanCreate,
  bonusPartnerPlanUpdate, bonusPartnerPlanDelete, bonusPartnerAppList, bonusPartnerAppCreate, bonusPartnerAppStatus,
  // 会员 (member slice): app users, members, member types and their packages.
  userList, userGet, userBlock, userUnblock, memberList, memberGet, userMergePreview, userMerge,
  userComplaintList, userComplaintGet, userComplaintHandle, userComplaintReply, userComplaintClose, userMessageList, userMessageRecipientList, userMessageSend,
  memberTypeList, memberTypeGet, memberTypeCreate, memberTypeUpdate, memberTypeDelete, memberTypeEnable, memberTypeDisable,
  memberPackageGet, memberPackageCreate, memberPackageUpdate, memberPackageDelete,
  memberPriceCreate, memberPriceUpdate, memberPriceDelete, memberPrivilegeCreate, memberPrivilegeUpdate, memberPrivilegeDelete,
  memberRightsCreate, memberRightsUpdate, memberRightsDelete, memberTriggerCreate, memberTriggerUpdate, memberTriggerDelete,
  // 会员续费, 权益, 兑换码, 库存, 统计 (user-members slice)
  memberRenewalList, memberRightsList, memberRightsRedeem, memberCodeList, memberCodeBatchCreate, memberCodeVoid,
  memberInventoryList, memberInventoryCreate, memberInventoryUpdate, memberInventoryEnable, memberInventoryDisable, memberAnalysisStatistics,
  projectList, projectGet, projectCreate, projectUpdate, projectDelete, projectEnable, projectDisable, projectSort,
  projectAclList, projectAclCreate, projectAclDelete, projectGrantList, projectGrantCreate, projectGrantDelete, projectGrants, projectMatching,
  cooperateList, cooperateProject,
  contractList, contractGet, contractCreate, contractUpdate, contractTerminate, contractCustomerList,
  monitorContactList, monitorContactGet, monitorContactCreate, monitorContactUpdate, monitorContactDelete, monitorContactEnable, monitorContactDisable,
  monitorGroupList, monitorGroupGet, monitorGroupCreate, monitorGroupUpdate, monitorGroupDelete, monitorGroupMemberList, monitorGroupMemberSet,
  // 广告 › 配置管理 (advertising partner)
  adCategoryList, adCategoryCreate, adCategoryUpdate, adCategoryStatus, adCategoryDelete, trafficProviderList, trafficProviderCreate, trafficProviderUpdate, trafficProviderStatus, adSpaceList,
  adSpaceGet, adSpaceCreate, adSpaceUpdate, adSpaceStatus, targetingPackageList, targetingPackageGet, targetingPackageCreate, targetingPackageUpdate, targetingPackageDelete,
  // 广告 › 素材, 投放管理
  adMaterialList, adMaterialCreate, adMaterialUpdate, adMaterialStatus, adMaterialDelete,
  adPlanList, adPlanGet, adPlanCreate, adPlanUpdate, adPlanSubmit, adPlanStatus, adPlanDelete, adPlanAuditList, adPlanAudit, adBiddingGet, adBiddingSave,
  exposureStrategyList, exposureStrategyGet, exposureStrategyCreate, exposureStrategyUpdate, exposureStrategyStatus,
  channelAppList, channelAppGet, channelAppCreate, channelAppUpdate, channelAppStatus,
  // 广告主 (advertising partner's accounts, the advertiser's own platform) and 拓量需求
  advertiserList, advertiserGet, advertiserCreate, advertiserUpdate, advertiserStatus, advertiserRecharge, advertiserFlowList, advertiserBaseInfo, advertiserDepositList, advertiserSerialList,
  advertiserBillList, advertiserPriceGet, advertiserPriceUpdate, advertiserStatistics,
  expansionDemandList, expansionDemandGet, expansionDemandCreate, expansionDemandUpdate, expansionDemandAudit,
  // 广告 › 数据概览 and 数据
  adStatSummary, adStatGroup, adStatBoard,
  // 流量主 (渠道账单, 广告数据, 计费规则, 分润设置) and 广告位分析
  adBillingRuleGet, adBillingRuleSave, adProfitSettingGet, adProfitSettingSave, adProviderDataList, adChannelBillList, adChannelBillGet, adChannelBillGenerate, adChannelBillConfirm,
  adChannelBillSettle, adSpaceAnalysis,
  bankList, bankBranchList, bankAccountApply, bankAccountApplyGet, transferRuntime, transferRuntimeApprove,
  shardingRuntimeList, shardingRuntimeCreate, shardingRuntimeUpdate, shardingRuntimeDelete, shardingRuntimeEnable, shardingRuntimeDisable,
  paymentAppAclList, paymentAppAclGet, paymentAppAclCreate, paymentAppAclUpdate, paymentAppAclDelete, paymentAppAclAudit, paymentAppAclValidate,
  // 支付服务 › 物料申请 (also 交易中心's), 风险事件, 收益统计, 回单列表
  materialApplyList, materialApplyGet, materialApplyCreate, materialApplyCancel, materialApplyAudit, materialApplyShip,
  riskEventList, riskEventTypeList, riskEventGet, riskEventFollowup, revenueAggregateList, revenueAggregateSummary, channelReceiptList,
  paymentChannelConfigList, paymentChannelConfig, settleChannelList, settleChannelGet,
  couponList, couponDetail, couponCreate, couponUpdate, couponDelete, couponEnable, couponBlock,
  couponConfigurationList, couponConfigurationGet, couponConfigurationCreate, couponConfigurationUpdate, couponConfigurationDelete, couponConfigurationRuntime,
  couponRuntimeValidate,
  tokenList, tokenCreate, tokenBatchList, tokenBatchGet, tokenBatchCreate, tokenBatchUpdate, tokenBatchDelete, tokenBatchDiscard, tokenBatchEnable,
  purchaseList, purchaseDetail, purchaseCreate, purchaseRevoke, balanceList, warehouseDetail, grantList, grantGet, grantCreate, grantRevoke,
  purchaseBatch, grantRuleList, grantRuleGet, grantRuleCreate, grantRuleUpdate, grantRuleDelete,
  eventRuleList, eventRuleGet, eventRuleCreate, eventRuleUpdate, eventRuleEnable, eventRuleDisable, eventRuleDelete, eventRecordList,
  couponMerchantList, couponMerchantGet, couponMerchantCreate, couponMerchantUpdate, couponMerchantEnable, couponMerchantDisable, couponMerchantRuleList,
  invoiceSoftwareList, invoiceSoftwareSuggest, invoiceSoftwareGet, invoiceSoftwareCreate, invoiceSoftwareUpdate, invoiceSoftwareDelete,
  invoiceMerchantMatching, invoiceMerchantRtGet, invoiceMerchantRtUpdate,
  invoiceAuditorList, invoiceAuditorGet, invoiceAuditorCreate, invoiceAuditorUpdate,
  // invoice records
  invoiceTradeList, invoiceApplyList, invoiceApplyGet, invoiceApplyCreate, invoiceApplyAudit, invoiceApplyRevoke, invoiceInvoiceList, invoiceInvoiceReverse,
  invoiceMerchantRtAuthorize,
  invoiceApplyUpdate, invoiceInvoiceRenew, invoiceSettingGet, invoiceSettingUpdate,
  invoiceAccessList, invoiceAccessGet, invoiceAccessUpdate,
  invoiceAclList, invoiceAclGet, invoiceAclCreate, invoiceAclUpdate, invoiceAclDelete,
  invoicePriceList, invoicePriceCreate, invoicePriceUpdate, invoicePriceDelete, invoiceFeeList, invoiceObtainPreview, invoiceStatusPreview,
  // 支付进件 (payment channel applications)
  paymentChannelType, paymentChannelList, paymentChannelCategoryRuntime,
  channelApplyList, channelApplyCount, channelApplyDetail, channelApplyCreate, channelApplyUpdate, channelApplyAuditPass, channelApplyAuditReject, channelApplyAuditPassNew,
  channelAuthAlipayGet, channelAuthAlipayStart, channelAuthAlipayCallback,
  // 支付交易、退款、结算 (payment trades, refunds, settlements)
  paymentTradeList, paymentTradeStatistics, paymentTradeGet, paymentRefundList, paymentRefundGet, paymentRefundCreate,
  paymentSettlementList, paymentSettlementStatistics, paymentSettlementGet,
  // 支付服务商: 支付商户、支付路由、交易排行、商户订单查询
  paymentMerchantList, paymentMerchantSummary, paymentMerchantCreate, paymentMerchantUpdate,
  paymentRouteList, paymentRouteGet, paymentRouteChannelList, paymentRouteCreate, paymentRouteUpdate, paymentRouteDelete,
  paymentTradeRank, paymentTradeLookup,
  shardingTradeList, shardingTradeGet, paymentTransferList, paymentTransferStatistics, paymentTransferGet, paymentTransferCreate, paymentTransferReceipt,
  paymentTransferReview,
  // 钱包 (wallets)
  walletMerchantList, walletMerchantStatistics, walletMerchantGet, walletMerchantCreate, walletMerchantUpdate, walletMerchantStatus,
  walletRecordList, walletRecordStatistics, walletRechargeList, walletRechargeStatistics, walletPaymentList, walletPaymentStatistics,
  walletRefundList, walletRefundStatistics, walletRecordGet, walletRechargeCreate, walletPaymentCreate, walletRefundCreate, walletCarrierInfo,
  walletOwnerWallet, walletOwnerRecordList,
  walletServiceAccount, walletServiceAccountRecordList, walletInstitutionAccountList, walletInstitutionAccount, walletInstitutionAccountRecordList,
  // 合作伙伴 (partner platform)
  partnerCustomerList, partnerGroupList, partnerCustomerStatistics, partnerMerchantDetail,
  partnerSoftwareList, partnerSoftwareGet, partnerSoftwareCreate, partnerSoftwareUpdate, partnerSoftwareStatus,
  partnerOrderDaily, partnerOrderMonthly,
  partnerProfitPolicyList, partnerProfitStrategy, partnerProfitMerchantList, partnerProfitBillList, partnerProfitBill, partnerProfitBillSerial,
  // 城市平台上报 (city platform reporting)
  cityParkingReportList, cityParkingReportGet, cityParkingReportCreate, cityParkingReportUpdate, cityParkingReportStatus, cityParkingReportTargets, cityParkingReportTargetSet,
  cityEnergyReportList, cityEnergyReportGet, cityEnergyReportCreate, cityEnergyReportUpdate, cityEnergyReportStatus, cityEnergyReportTargets, cityEnergyReportTargetSet,
  // 终端、保险权益 (base services terminals, insurance benefits)
  terminalList, terminalGet, insuranceBenefitList, insuranceBenefitGet,
  // 码牌 (base services QR codes)
  qrcodeList, qrcodeGet, qrcodeCreate, qrcodeUpdate, qrcodeStatus, qrcodeFeed,
  // 开发信息与错误日志 (development tools)
  developmentInfo, developmentErrorReport, developmentErrorList,
  // 电站详情：虚拟电损、设备安全策略、机构钱包 (energy-detail-rest)
  energyQuantityList, energyQuantityLatest, energyQuantityRtGet, energyQuantityRtSet, energyQuantitySync,
  energyDevicePolicyList, energyDevicePolicyUpdate, energyDevicePolicyStatus,
  // 集团的电站支付通道配置、充电配置 (group-energy-config)
  energyStationChannelGet, energyStationChannelSet, energyStationChargeGet, energyStationChargeSet,
  energyWalletAuthList, energyWalletAuthCreate, energyWalletAuthUpdate, energyWalletAuthStatus,
  // 停车服务商: 数据采集、其他停车场、停车软件、车辆模拟、通行证 (parking-partner-more)
  collectionList, collectionGet, collectionAudit, otherParkList, otherParkGet, parkingSoftwareList, parkingSoftwareStatistics,
  vehicleMessageSend, vehicleMessageList, passportList, passportGet, passportRevoke,
  // 储值车、自动充值、无牌车、重点客户、在线日志；集团的个人月卡与集团看板 (parking-merchant-more)
  storedValueList, storedValueGet, storedValueCreate, storedValueUpdate, storedValueStatus, storedValueRecharge, storedValueRechargePreview,
  rechargeRuleList, rechargeRuleGet, rechargeRuleCreate, rechargeRuleStatus, groupRechargeRuleList, groupRechargeRuleGet,
  platelessList, keyCustomerList, keyCustomerCreate, keyCustomerUpdate, keyCustomerDelete, onlineLogList,
  personList, personGet, groupDashboardMembers, whitelistGet, groupVipRenewalGet,
  // 账户中心 › 发票管理、红包奖励 (account-invoice)
  invoiceTitleList, invoiceTitleGet, invoiceTitleCreate, invoiceTitleUpdate, invoiceTitleDelete,
  invoiceConsumptionList, invoiceConsumptionApply, invoiceConsumptionApplyList, invoiceConsumptionApplyGet, invoiceConsumptionApplyRevoke,
  bonusRedPacketList,
  // 停车会员、会员设置 (parking-customers)
  parkingMemberList, parkingMemberStatus, parkingMemberSettingGet, parkingMemberSettingSet, reportServiceList, reportServiceSet,
  // 外部填写链接 and the temporary-token pages' calls (external)
  channelApplyExternalTicket, channelApplyExternalRevoke, channelApplyExternalList, externalSessionExchange, externalSession, externalChannelConfig,
  externalChannelApplyCreate, externalChannelApplyUpdate, externalChannelApplyDetail, externalBankList, externalBankBranchList,
} satisfies Record<string, CallDefinition>;

export const callList: readonly CallDefinition[] = /* @__PURE__ */ Object.values(calls);
