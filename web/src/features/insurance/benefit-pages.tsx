import { formatDateTime, formatMoney, insuranceBenefitGet, insuranceBenefitList, insuranceBenefitStates, insuranceBenefitTypeNames, type CallReply, type InsuranceBenefitState } from '@console/contract';
import { Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { DetailPage, type DetailField } from '../../widgets/resource/detail-page';
import { merchantFilter } from '../../widgets/resource/filters';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField } from '../../widgets/resource/types';

export const BENEFIT_LIST = '/insurance/benefit/list';
export const BENEFIT_DETAIL = '/insurance/benefit/detail';

type Row = CallReply<typeof insuranceBenefitList>['row'][number];
type Detail = CallReply<typeof insuranceBenefitGet>;

const stateColours: Record<string, string> = { pending: 'default', active: 'processing', expired: 'default', claimed: 'success', cancelled: 'warning' };
export const BenefitStateTag = ({ state }: { state: string }) => <Tag color={stateColours[state]}>{insuranceBenefitStates[state as InsuranceBenefitState] ?? state}</Tag>;
const yuan = (fen: number) => formatMoney(fen, { symbol: true });
const period = (r: { start_time: string; end_time: string }) => `${formatDateTime(r.start_time)} 至 ${formatDateTime(r.end_time)}`;

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '权益', placeholder: '权益编号、保单号或车牌号', maxLength: 40 },
  { kind: 'select', key: 'state', label: '权益状态', options: Object.entries(insuranceBenefitStates).map(([value, label]) => ({ label, value })) },
  { kind: 'select', key: 'type', label: '险种', options: Object.entries(insuranceBenefitTypeNames).map(([value, label]) => ({ label, value: Number(value) })) },
  merchantFilter,
  { kind: 'dateRange', key: 'issued', keys: ['start_date', 'end_date'], label: '发放时间' },
];

const columns = (open: (r: Row) => void): Column<Row>[] => [
  { key: 'benefit_no', title: '权益编号', width: 170, fixed: 'left', render: (r) => <Typography.Link onClick={() => open(r)}>{r.benefit_no}</Typography.Link> },
  { key: 'product_name', title: '保险产品', width: 180, ellipsis: true },
  { key: 'insurer', title: '承保公司', width: 200, ellipsis: true, defaultHidden: true },
  { key: 'holder_name', title: '被保险人', width: 90 },
  { key: 'holder_mobile', title: '手机号', width: 120 },
  { key: 'plate', title: '车牌号', width: 100, value: (r) => r.plate || '-' },
  { key: 'merchant_name', title: '发放商户', width: 150, ellipsis: true },
  { key: 'coverage', title: '保额', width: 120, value: (r) => yuan(r.coverage) },
  { key: 'premium', title: '保费', width: 90, value: (r) => yuan(r.premium) },
  { key: 'state', title: '状态', width: 90, render: (r) => <BenefitStateTag state={r.state} /> },
  { key: 'period', title: '保障期间', width: 330, value: period },
  { key: 'create_time', title: '发放时间', width: 170, value: (r) => formatDateTime(r.create_time) },
];

/** 保险权益 (权益列表): benefits merchants' users received with their orders; → 权益详情. */
export function BenefitListPage() {
  const navigate = useNavigate();
  const open = (r: Row) => navigate(`${BENEFIT_DETAIL}?benefit_no=${r.benefit_no}`);
  return <ListPage id="insurance-benefit" call={insuranceBenefitList} rowKey="benefit_no" filters={filters} columns={columns(open)} actions={[{ key: 'detail', label: '详情', onClick: open }]} />;
}

const fields: DetailField<Detail>[] = [
  { key: 'state', label: '权益状态', render: (r) => <BenefitStateTag state={r.state} /> },
  { key: 'product_name', label: '保险产品', value: (r) => `${r.product_name}（${insuranceBenefitTypeNames[r.type] ?? r.type}）` },
  { key: 'insurer', label: '承保公司' },
  { key: 'policy_no', label: '保单号' },
  { key: 'holder', label: '被保险人', value: (r) => `${r.holder_name} ${r.holder_mobile}` },
  { key: 'plate', label: '车牌号' },
  { key: 'merchant', label: '发放商户', value: (r) => `${r.merchant_name}（${r.merchant}）` },
  { key: 'trade_no', label: '关联订单' },
  { key: 'coverage', label: '保额', value: (r) => yuan(r.coverage) },
  { key: 'premium', label: '保费', value: (r) => yuan(r.premium) },
  { key: 'period', label: '保障期间', value: period },
  { key: 'create_time', label: '发放时间', value: (r) => formatDateTime(r.create_time) },
  { key: 'claim_amount', label: '理赔金额', when: (r) => r.state === 'claimed', value: (r) => yuan(r.claim_amount) },
  { key: 'claim_time', label: '理赔时间', when: (r) => !!r.claim_time, value: (r) => formatDateTime(r.claim_time) },
  { key: 'claim_remark', label: '理赔说明', when: (r) => !!r.claim_remark, span: 'filled' },
];

/** 权益详情 (?benefit_no=). */
export function BenefitDetailPage() {
  const [params] = useSearchParams();
  const benefitNo = params.get('benefit_no') ?? '';
  return (
    <DetailPage<Detail>
      loadKey={[insuranceBenefitGet.path, benefitNo]}
      load={() => send(insuranceBenefitGet, { benefit_no: benefitNo })}
      title={(r) => `保险权益 ${r.benefit_no}`}
      fields={fields}
      back={BENEFIT_LIST}
    />
  );
}
