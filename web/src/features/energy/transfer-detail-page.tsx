import { energyTransferGet, formatDateTime, type CallReply } from '@console/contract';
import { Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { DetailPage, type DetailField } from '../../widgets/resource/detail-page';
import { yuanText } from './order-shared';
import { periodText, TransferStateTag } from './reconciliation-shared';
import { merchantText, useEnergyPlatform } from './shared';

type Transfer = CallReply<typeof energyTransferGet>;

/** 打款记录详情 (…/reconciliation/transfer/detail?transfer_no=): the payout, its account (masked) and its statement's sums. */
export default function TransferDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const transferNo = params.get('transfer_no') ?? '';
  const { paths, showsMerchant } = useEnergyPlatform();
  const fields: DetailField<Transfer>[] = [
    { key: 'transfer_no', label: '打款单号' },
    { key: 'state', label: '打款状态', render: (t) => <TransferStateTag state={t.state} /> },
    { key: 'amount', label: '打款金额', render: (t) => <Typography.Text strong>{yuanText(t.amount)}</Typography.Text> },
    ...(showsMerchant ? [{ key: 'merchant', label: '所属商户', value: merchantText }] : []),
    { key: 'reason', label: '失败原因', when: (t) => !!t.reason },
    { key: 'serial_no', label: '银行流水号', value: (t) => t.serial_no || '-' },
    { key: 'transfer_time', label: '到账时间', value: (t) => (t.transfer_time ? formatDateTime(t.transfer_time) : '-') },
    { key: 'create_time', label: '创建时间', value: (t) => formatDateTime(t.create_time) },
    { key: 'update_time', label: '更新时间', value: (t) => formatDateTime(t.update_time) },
  ];
  const accountFields: DetailField<Transfer>[] = [
    { key: 'bank_name', label: '收款银行', value: (t) => t.bank_name || '未设置提现账户' },
    { key: 'branch_name', label: '开户支行' },
    { key: 'account_name', label: '收款户名' },
    { key: 'account_no', label: '收款账号' },
  ];
  const settlementFields: DetailField<Transfer>[] = [
    { key: 'settle_no', label: '结算单号', render: (t) => <Typography.Link onClick={() => navigate(`${paths.settlementDetail}?settle_no=${t.settle_no}`)}>{t.settle_no}</Typography.Link> },
    { key: 'period', label: '结算日', value: (t) => periodText(t.period) },
    { key: 'order_count', label: '订单数', value: (t) => `${t.order_count} 笔` },
    { key: 'settle_amount', label: '实收金额', value: (t) => yuanText(t.settle_amount) },
    { key: 'fee', label: '手续费', value: (t) => yuanText(t.fee) },
  ];
  return (
    <DetailPage<Transfer>
      loadKey={[energyTransferGet.path, transferNo]}
      load={() => send(energyTransferGet, { transfer_no: transferNo })}
      title={(t) => `打款记录 · ${t.transfer_no}`}
      fields={fields}
      back={paths.transferList}
      tabs={[
        { key: 'account', label: '收款账户', fields: accountFields },
        { key: 'settlement', label: '结算单', fields: settlementFields },
      ]}
    />
  );
}
