import { formatDateTime, walletMerchantGet, walletMerchantStatus } from '@console/contract';
import { Space } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';
import { DetailPage, type DetailField } from '../../widgets/resource/detail-page';
import { AuditTimeline } from '../../widgets/timeline/record-timeline';
import { RecordListPage } from './record-list-pages';
import { BalanceText, PaymentDialog, RechargeDialog, WALLET_PATHS, WalletStateTag, yuan, type Wallet } from './shared';

const infoFields: DetailField<Wallet>[] = [
  { key: 'merchant', label: '钱包商户', value: (w) => `${w.merchant_name}（${w.merchant}）` },
  { key: 'wallet_no', label: '钱包编号', value: (w) => w.wallet_no },
  { key: 'balance', label: '余额', render: (w) => <BalanceText wallet={w} /> },
  { key: 'alert_balance', label: '余额预警线', value: (w) => (w.alert_balance ? yuan(w.alert_balance) : '不预警') },
  { key: 'recharged', label: '累计充值', value: (w) => yuan(w.recharged) },
  { key: 'paid', label: '累计支付', value: (w) => yuan(w.paid) },
  { key: 'refunded', label: '累计退款', value: (w) => yuan(w.refunded) },
  { key: 'state', label: '状态', render: (w) => <WalletStateTag state={w.state} /> },
  { key: 'contact', label: '联系人', value: (w) => `${w.contact_name} ${w.contact_mobile}` },
  { key: 'carrier', label: '运营方', value: (w) => w.carrier_name || String(w.carrier) },
  { key: 'create_time', label: '开通时间', value: (w) => formatDateTime(w.create_time) },
  { key: 'remark', label: '备注', value: (w) => w.remark || '-', span: 'filled' },
];

/** 钱包详情 (?id=): the wallet, its 账户流水 (with 退款 of a payment) and 操作记录; 编辑, 充值, 扣款, 停用 / 启用. */
export default function WalletDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const gate = useGate();
  const id = Number(params.get('id'));
  const [recharging, setRecharging] = useState<Wallet | null>(null);
  const [paying, setPaying] = useState<Wallet | null>(null);
  const fixed = useMemo(() => ({ wallet: id }), [id]);
  return (
    <>
      <DetailPage<Wallet>
        loadKey={[walletMerchantGet.path, id]}
        load={() => send(walletMerchantGet, { id })}
        title={(w) => (
          <Space wrap>
            {w.merchant_name} 的钱包
            <WalletStateTag state={w.state} />
          </Space>
        )}
        back={WALLET_PATHS.list}
        fields={infoFields}
        actions={[
          { key: 'recharge', label: '充值', primary: true, permission: ['wallet:recharge:create'], when: (w) => w.state === 1, onClick: setRecharging },
          { key: 'pay', label: '扣款', permission: ['wallet:payment:create'], when: (w) => w.state === 1, onClick: setPaying },
          { key: 'edit', label: '编辑', permission: ['wallet:merchant:update'], onClick: (w) => navigate(`${WALLET_PATHS.edit}?id=${w.id}`) },
          {
            key: 'disable',
            label: '停用',
            danger: true,
            permission: ['wallet:merchant:update'],
            when: (w) => w.state === 1,
            confirm: (w) => `停用钱包 ${w.wallet_no}？停用后不能充值、支付或退款，余额 ${yuan(w.balance)} 保留，可再启用。`,
            onClick: (w) => send(walletMerchantStatus, { id: w.id, state: 0 }),
          },
          { key: 'enable', label: '启用', permission: ['wallet:merchant:update'], when: (w) => w.state === 0, onClick: (w) => send(walletMerchantStatus, { id: w.id, state: 1 }) },
        ]}
        tabs={[
          ...(gate({ permission: ['wallet:balance:list'] }) ? [{ key: 'records', label: '账户流水', render: () => <RecordListPage kind="ledger" fixedQuery={fixed} /> }] : []),
          {
            key: 'timeline',
            label: '操作记录',
            render: (w) => <AuditTimeline type="wallet" id={w.id} />,
          },
        ]}
      />
      <RechargeDialog wallet={recharging} onClose={() => setRecharging(null)} />
      <PaymentDialog wallet={paying} onClose={() => setPaying(null)} />
    </>
  );
}
