import { advertiserFlowList, advertiserGet, advertiserStatus, AdvertiserStatus, depositMethodNames, formatDateTime, fundFlowTypeNames, type CallReply } from '@console/contract';
import { Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { DetailPage, type DetailField } from '../../../widgets/resource/detail-page';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField } from '../../../widgets/resource/types';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { RechargeDialog } from './recharge-dialog';
import { ADVERTISER_EDIT, ADVERTISER_LIST, AdvertiserStatusTag, flowTypeOptions, pricesText, SignedAmount, statusActions, yuan, type Advertiser } from './shared';

type Flow = CallReply<typeof advertiserFlowList>['row'][number];

export const flowColumns: Column<Flow>[] = [
  { key: 'create_time', title: '时间', width: 170, value: (r) => formatDateTime(r.create_time) },
  { key: 'type', title: '类型', width: 100, value: (r) => fundFlowTypeNames[r.type] ?? r.type },
  { key: 'amount', title: '金额', width: 140, render: (r) => <SignedAmount fen={r.amount} /> },
  { key: 'balance_after', title: '变动后余额', width: 140, value: (r) => yuan(r.balance_after) },
  { key: 'method', title: '入账方式', width: 100, value: (r) => depositMethodNames[r.method] ?? '-' },
  { key: 'serial_no', title: '付款流水号', width: 200, value: (r) => r.serial_no || '-' },
  { key: 'voucher', title: '凭证', width: 80, render: (r) => (r.voucher ? <Typography.Link href={r.voucher} target="_blank" rel="noreferrer">查看</Typography.Link> : '-') },
  { key: 'operator', title: '操作人', width: 100, value: (r) => r.operator || '-' },
  { key: 'remark', title: '备注', width: 180, ellipsis: true, value: (r) => r.remark || '-' },
];
const flowFilters: FilterField[] = [
  { kind: 'select', key: 'type', label: '类型', options: flowTypeOptions },
  { kind: 'dateRange', key: 'time', label: '时间', keys: ['start_date', 'end_date'] },
];

export const advertiserFields: DetailField<Advertiser>[] = [
  { key: 'name', label: '公司名称', value: (a) => a.name },
  { key: 'short_name', label: '简称', value: (a) => a.short_name },
  { key: 'credit_code', label: '统一社会信用代码', value: (a) => a.credit_code },
  { key: 'industry', label: '所属行业', value: (a) => a.industry },
  { key: 'contact', label: '联系人', value: (a) => `${a.contact_name} ${a.contact_mobile}` },
  { key: 'contact_email', label: '联系邮箱', value: (a) => a.contact_email },
  { key: 'address', label: '公司地址', value: (a) => a.address },
  { key: 'status', label: '状态', render: (a) => <AdvertiserStatusTag status={a.status} /> },
  { key: 'balance', label: '预存款余额', render: (a) => <Typography.Text strong>{yuan(a.balance)}</Typography.Text> },
  { key: 'recharge_total', label: '累计充值', value: (a) => yuan(a.recharge_total) },
  { key: 'spend_total', label: '累计消耗', value: (a) => yuan(a.spend_total) },
  { key: 'prices', label: '出价', value: (a) => pricesText(a) },
  { key: 'create_time', label: '创建时间', value: (a) => formatDateTime(a.create_time) },
  {
    key: 'qualifications',
    label: '资质文件',
    span: 'filled',
    render: (a) =>
      a.qualifications.length ? (
        <Space wrap>
          {a.qualifications.map((f) => (
            <Typography.Link key={f.link + f.name} href={f.link} target="_blank" rel="noreferrer">
              {f.name}
            </Typography.Link>
          ))}
        </Space>
      ) : (
        '-'
      ),
  },
  { key: 'remark', label: '备注', value: (a) => a.remark, span: 'filled' },
];

/** 广告主详情 (?id=): the account, its 资金流水 and 操作记录; 充值, 编辑, 停用 / 恢复. */
export default function AdvertiserDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const [recharging, setRecharging] = useState<Advertiser | null>(null);
  const fixed = useMemo(() => ({ id }), [id]);
  return (
    <>
      <DetailPage<Advertiser>
        loadKey={[advertiserGet.path, id]}
        load={() => send(advertiserGet, { id })}
        title={(a) => (
          <Space wrap>
            {a.name}
            <AdvertiserStatusTag status={a.status} />
          </Space>
        )}
        back={ADVERTISER_LIST}
        fields={[
          ...advertiserFields,
          { key: 'account', label: '广告主平台', value: (a) => (a.account_merchant ? `已开通：${a.account_merchant_name}（${a.account_merchant}）` : '未开通') },
        ]}
        actions={[
          { key: 'recharge', label: '充值', primary: true, permission: ['adverting:advertiser:recharge'], when: (a) => a.status === AdvertiserStatus.enabled, onClick: setRecharging },
          { key: 'edit', label: '编辑', permission: ['adverting:advertiser:update'], onClick: (a) => navigate(`${ADVERTISER_EDIT}?id=${a.id}`) },
          ...statusActions<Advertiser>((a, status) => send(advertiserStatus, { id: a.id, status })),
        ]}
        tabs={[
          { key: 'flow', label: '资金流水', render: () => <ListPage id="adverting-advertiser-flow" call={advertiserFlowList} rowKey="id" fixedQuery={fixed} filters={flowFilters} columns={flowColumns} /> },
          {
            key: 'timeline',
            label: '操作记录',
            render: (a) => <AuditTimeline type="ad_advertiser" id={a.id} />,
          },
        ]}
      />
      <RechargeDialog advertiser={recharging} onClose={() => setRecharging(null)} />
    </>
  );
}
