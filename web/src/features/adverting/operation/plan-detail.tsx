import { adBillingNames, adMaterialTypeNames, AdMaterialType, AdPlanKind, adPlanGet, adPlanKindNames, formatDateTime, formatMoney } from '@console/contract';
import { Image, Space, Typography } from 'antd';
import { send } from '../../../lib/request';
import { DetailPage, type DetailAction, type DetailField } from '../../../widgets/resource/detail-page';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { hoursText } from '../config/shared';
import { bidText, budgetText, datesText, PlanStatusTag, type Plan } from './shared';

// A grey square with 加载失败 when a creative's file cannot be shown (removed, or the demo's placeholder links).
const FALLBACK =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="100%" height="100%" fill="#f0f0f0"/><text x="50%" y="54%" font-size="13" fill="#999" text-anchor="middle">图片加载失败</text></svg>');

/** A material's file: the image (click to enlarge) or the video's player. */
export function MaterialPreview({ type, link, name, width = 160 }: { type: number; link: string; name: string; width?: number }) {
  if (!link) return null;
  if (type === AdMaterialType.video) return <video src={link} controls preload="none" width={width} aria-label={`${name}（视频）`} style={{ background: '#000', borderRadius: 4 }} />;
  return <Image src={link} alt={name} width={width} fallback={FALLBACK} style={{ borderRadius: 4, objectFit: 'contain' }} />;
}

const external = (p: Plan) => p.kind === AdPlanKind.external;

export const planFields: DetailField<Plan>[] = [
  { key: 'name', label: '计划名称' },
  { key: 'kind', label: '计划类型', value: (p) => adPlanKindNames[p.kind] },
  { key: 'status', label: '状态', render: (p) => <PlanStatusTag status={p.status} /> },
  { key: 'advertiser_name', label: '广告主', when: external },
  {
    key: 'spaces',
    label: '广告位',
    span: 'filled',
    render: (p) => (
      <Space direction="vertical" size={2}>
        {p.spaces.map((s) => (
          <span key={s.id}>
            {s.name}
            <Typography.Text type="secondary">
              （{s.code} · {adBillingNames[s.billing]} · 底价 {formatMoney(s.floor_price, { symbol: true })}
              {s.status ? '' : ' · 已停用'}）
            </Typography.Text>
          </span>
        ))}
      </Space>
    ),
  },
  { key: 'targeting_name', label: '定向包', value: (p) => p.targeting_name || '不定向' },
  { key: 'material_name', label: '素材', value: (p) => (p.material ? `${p.material_name}（${adMaterialTypeNames[p.material_type] ?? ''}）` : '未选择') },
  { key: 'dates', label: '投放日期', value: datesText },
  { key: 'hours', label: '投放时段', value: (p) => hoursText(p.hours) },
  { key: 'bid_price', label: '出价', when: external, value: bidText },
  { key: 'daily_budget', label: '日预算', when: external, value: (p) => budgetText(p.daily_budget) },
  { key: 'total_budget', label: '总预算', when: external, value: (p) => budgetText(p.total_budget) },
  {
    key: 'landing_url',
    label: '落地页',
    render: (p) =>
      p.landing_url ? (
        <Typography.Link href={p.landing_url} target="_blank" rel="noopener noreferrer">
          {p.landing_url}
        </Typography.Link>
      ) : null,
  },
  { key: 'creator_name', label: '创建人' },
  { key: 'create_time', label: '创建时间', value: (p) => formatDateTime(p.create_time) },
  { key: 'submit_time', label: '提交审核时间', value: (p) => (p.submit_time ? formatDateTime(p.submit_time) : '') },
  { key: 'auditor_name', label: '审核人' },
  { key: 'audit_time', label: '审核时间', value: (p) => (p.audit_time ? formatDateTime(p.audit_time) : '') },
  { key: 'audit_remark', label: '审核意见', span: 'filled' },
  { key: 'remark', label: '备注', span: 'filled' },
  { key: 'preview', label: '素材预览', span: 'filled', when: (p) => !!p.material_link, render: (p) => <MaterialPreview type={p.material_type} link={p.material_link} name={p.material_name} /> },
];

/** A plan's detail with its 操作记录: the plan pages' and the audit pages' (with their own actions). */
export function PlanDetail({ id, back, actions = [] }: { id: number; back: string; actions?: readonly DetailAction<Plan>[] }) {
  return (
    <DetailPage<Plan>
      loadKey={[adPlanGet.path, id]}
      load={() => send(adPlanGet, { id })}
      title={(p) => `${p.name} · ${adPlanKindNames[p.kind]}`}
      fields={planFields}
      back={back}
      actions={actions}
      tabs={[
        {
          key: 'timeline',
          label: '操作记录',
          render: (p) => <AuditTimeline type="ad_plan" id={p.id} />,
        },
      ]}
    />
  );
}
