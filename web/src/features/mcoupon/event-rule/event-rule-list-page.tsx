import { PlusOutlined } from '@ant-design/icons';
import { eventRuleList, formatDateTime } from '@console/contract';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { EVENT_RULE_CREATE, EVENT_RULE_DETAIL, EVENT_RULE_EDIT } from '../paths';
import {
  conditionText, couponText, CREATE, eventTypeOptions, limitText, periodText, ruleStatusOptions, RuleStatusTag, UPDATE, useRuleActions, type EventRule,
} from './shared';

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '规则名称', maxLength: 30 },
  { kind: 'select', key: 'event_type', label: '触发事件', options: eventTypeOptions },
  { kind: 'select', key: 'status', label: '状态', options: ruleStatusOptions },
];

const columns: Column<EventRule>[] = [
  { key: 'name', title: '规则名称', width: 180, fixed: 'left', ellipsis: true },
  { key: 'event_type', title: '触发条件', width: 160, value: conditionText },
  { key: 'coupon', title: '发放优惠券', width: 220, ellipsis: true, value: couponText },
  { key: 'grant_count', title: '每次发放', width: 90, value: (r) => `${r.grant_count} 张` },
  { key: 'plate_day_limit', title: '每车每日上限', width: 120, value: (r) => limitText(r.plate_day_limit) },
  { key: 'granted', title: '已发放 / 累计上限', width: 150, value: (r) => `${r.granted} / ${limitText(r.total_limit)}` },
  { key: 'period', title: '有效期', width: 210, value: periodText },
  { key: 'status', title: '状态', width: 80, render: (r) => <RuleStatusTag status={r.status} /> },
  { key: 'operator', title: '设置人', width: 100, defaultHidden: true },
  { key: 'update_time', title: '更新时间', width: 170, value: (r) => formatDateTime(r.update_time) },
];

/**
 * 事件规则 (`/parking-coupon/rule/event`): which parking event grants which coupon to the plate, how many, within which
 * limits and validity. docs/decisions.md, "Coupon event rules and event records".
 */
export default function EventRuleListPage() {
  const gate = useGate();
  const navigate = useNavigate();
  const lifecycle = useRuleActions<EventRule>();
  const actions: RowAction<EventRule>[] = [
    { key: 'detail', label: '详情', onClick: (r) => navigate(`${EVENT_RULE_DETAIL}?id=${r.id}`) },
    { key: 'edit', label: '编辑', permission: UPDATE, onClick: (r) => navigate(`${EVENT_RULE_EDIT}?id=${r.id}`) },
    ...lifecycle,
  ];
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="车辆入场、缴费、预约等事件发生时，启用且在有效期内的规则从库存向该车牌发放优惠券；同样受发放规则和运行规则的每日上限约束，发放结果见事件发放记录。"
      />
      <ListPage
        id="coupon-event-rule-list"
        call={eventRuleList}
        rowKey="id"
        filters={filters}
        columns={columns}
        actions={actions}
        toolbar={() =>
          gate({ permission: CREATE }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(EVENT_RULE_CREATE)}>
              新建事件规则
            </Button>
          )
        }
      />
    </>
  );
}
