import { CouponEventType, eventRecordList, eventRuleGet, formatDateTime, type CallReply } from '@console/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { CallTable } from '../../../widgets/resource/call-table';
import { DetailPage, type DetailAction, type DetailField } from '../../../widgets/resource/detail-page';
import { useTabs } from '../../../shell/layout/tabs-store';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { EVENT_RULE_DETAIL, EVENT_RULE_EDIT, EVENT_RULES } from '../paths';
import { money } from '../purchase/shared';
import { couponText, eventTypeText, limitText, periodText, recordColumns, RuleStatusTag, UPDATE, useRuleActions } from './shared';

type Rule = CallReply<typeof eventRuleGet>;

const fields: DetailField<Rule>[] = [
  { key: 'name', label: '规则名称' },
  { key: 'status', label: '状态', render: (r) => <RuleStatusTag status={r.status} /> },
  { key: 'event_type', label: '触发事件', value: (r) => eventTypeText(r.event_type) },
  { key: 'min_amount', label: '最低缴费金额', when: (r) => r.event_type === CouponEventType.payment, value: (r) => (r.min_amount ? money(r.min_amount) : '不限') },
  { key: 'coupon', label: '发放优惠券', value: (r) => `${couponText(r)}${r.coupon_status === 1 ? '' : '（已屏蔽）'}` },
  { key: 'grant_count', label: '每次发放', value: (r) => `${r.grant_count} 张` },
  { key: 'plate_day_limit', label: '每车每日上限', value: (r) => limitText(r.plate_day_limit) },
  { key: 'total_limit', label: '累计发放上限', value: (r) => limitText(r.total_limit) },
  { key: 'period', label: '有效期', value: periodText },
  { key: 'granted', label: '已发放', value: (r) => `${r.granted} 张（今日 ${r.today_granted} 张）` },
  { key: 'events', label: '触发次数', value: (r) => `${r.event_count} 次（未发放 ${r.skipped_count} 次）` },
  { key: 'operator', label: '设置人' },
  { key: 'update_time', label: '更新时间', value: (r) => formatDateTime(r.update_time) },
  { key: 'remark', label: '备注', span: 'filled', value: (r) => r.remark || '-' },
];

const columns = recordColumns(false);

/** 事件规则详情 (?id=): the rule with its counters, the events it met and its 操作记录; 编辑, 停用 / 启用, 删除. */
export default function EventRuleDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  // A deleted rule's page closes with its tab: kept alive, it would ask again for the rule that is gone.
  const lifecycle = useRuleActions<Rule>(() => {
    navigate(EVENT_RULES);
    useTabs.getState().close(EVENT_RULE_DETAIL);
  });
  const actions: DetailAction<Rule>[] = [{ key: 'edit', label: '编辑', primary: true, permission: UPDATE, onClick: (r) => navigate(`${EVENT_RULE_EDIT}?id=${r.id}`) }, ...lifecycle];
  return (
    <DetailPage<Rule>
      loadKey={[eventRuleGet.path, id]}
      load={() => send(eventRuleGet, { id })}
      title={(r) => `${r.name} · 事件规则`}
      fields={fields}
      back={EVENT_RULES}
      actions={actions}
      tabs={[
        {
          key: 'records',
          label: '发放记录',
          permission: ['parking:mcoupon:event:list'],
          render: (r) => <CallTable id="event-rule-records" call={eventRecordList} query={{ rule: r.id }} rowKey="id" columns={columns} />,
        },
        {
          key: 'timeline',
          label: '操作记录',
          render: (r) => <AuditTimeline type="mcoupon_event_rule" id={r.id} />,
        },
      ]}
    />
  );
}
