import { calls, WalletRecordKind } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/route.js';
import * as accounts from './wallet-account.service.js';
import * as wallets from './wallet.service.js';

/** 钱包: the carrier's wallets and their money, and the owner's own wallet (docs/decisions.md, "Wallets (钱包)"). */
export function walletRoutes(app: FastifyInstance) {
  const { db } = app;
  registerCall(app, calls.walletMerchantList, ({ access, query }) => wallets.listWallets(db, access, query));
  registerCall(app, calls.walletMerchantStatistics, ({ access, query }) => wallets.walletStatistics(db, access, query));
  registerCall(app, calls.walletMerchantGet, ({ access, query }) => wallets.getWallet(db, access, query.id));
  registerCall(app, calls.walletMerchantCreate, ({ actor, body }) => wallets.openWallet(db, actor, body));
  registerCall(app, calls.walletMerchantUpdate, ({ actor, body }) => wallets.updateWallet(db, actor, body));
  registerCall(app, calls.walletMerchantStatus, ({ actor, body }) => wallets.setWalletState(db, actor, body));
  registerCall(app, calls.walletRecordList, ({ access, query }) => wallets.listRecords(db, access, query));
  registerCall(app, calls.walletRecordStatistics, ({ access, query }) => wallets.recordStatistics(db, access, query));
  registerCall(app, calls.walletRechargeList, ({ access, query }) => wallets.listRecords(db, access, query, WalletRecordKind.recharge));
  registerCall(app, calls.walletRechargeStatistics, ({ access, query }) => wallets.recordStatistics(db, access, query, WalletRecordKind.recharge));
  registerCall(app, calls.walletPaymentList, ({ access, query }) => wallets.listRecords(db, access, query, WalletRecordKind.payment));
  registerCall(app, calls.walletPaymentStatistics, ({ access, query }) => wallets.recordStatistics(db, access, query, WalletRecordKind.payment));
  registerCall(app, calls.walletRefundList, ({ access, query }) => wallets.listRecords(db, access, query, WalletRecordKind.refund));
  registerCall(app, calls.walletRefundStatistics, ({ access, query }) => wallets.recordStatistics(db, access, query, WalletRecordKind.refund));
  registerCall(app, calls.walletRecordGet, ({ access, query }) => wallets.getRecord(db, access, query.record_no));
  registerCall(app, calls.walletRechargeCreate, ({ actor, idempotency, body }) => wallets.recharge(db, actor, idempotency, body));
  registerCall(app, calls.walletPaymentCreate, ({ actor, idempotency, body }) => wallets.pay(db, actor, idempotency, body));
  registerCall(app, calls.walletRefundCreate, ({ actor, idempotency, body }) => wallets.refund(db, actor, idempotency, body));
  registerCall(app, calls.walletCarrierInfo, ({ access }) => wallets.carrierInfo(db, access));
  registerCall(app, calls.walletOwnerWallet, ({ access }) => wallets.ownWallet(db, access));
  registerCall(app, calls.walletOwnerRecordList, ({ access, query }) => wallets.ownRecords(db, access, query));
  // The carrier's accounts (derived from the records): 服务费账户, 机构账户.
  registerCall(app, calls.walletServiceAccount, ({ access, query }) => accounts.serviceAccount(db, access, query));
  registerCall(app, calls.walletServiceAccountRecordList, ({ access, query }) => accounts.serviceAccountFlow(db, access, query));
  registerCall(app, calls.walletInstitutionAccountList, ({ access, query }) => accounts.institutionAccounts(db, access, query));
  registerCall(app, calls.walletInstitutionAccount, ({ access, query }) => accounts.institutionAccount(db, access, query));
  registerCall(app, calls.walletInstitutionAccountRecordList, ({ access, query }) => accounts.institutionAccountFlow(db, access, query));
}
