import { formatDateTime, parkGet } from '@console/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { pointText } from '../../../widgets/map-dialog/location-fields';
import { DetailPage, type DetailField } from '../../../widgets/resource/detail-page';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { merchantText, PARK_EDIT, PARK_LIST, ParkStatusTag, typeText, type Park } from './shared';

const fields: DetailField<Park>[] = [
  { key: 'park_code', label: '停车场编号' },
  { key: 'park_name', label: '停车场名称' },
  { key: 'status', label: '状态', render: (p) => <ParkStatusTag status={p.status} /> },
  { key: 'merchant', label: '所属商户', value: merchantText },
  { key: 'type', label: '停车场类型', value: (p) => typeText(p.type) },
  { key: 'region', label: '所在地区', value: (p) => `${p.region_name}（${p.region}）` },
  { key: 'address', label: '详细地址', span: 'filled' },
  { key: 'point', label: '经纬度', value: pointText },
  { key: 'total_space', label: '总车位数' },
  { key: 'monthly_card_cap', label: '月卡上限' },
  { key: 'park_uuid', label: '停车场 UUID' },
  { key: 'create_time', label: '创建时间', value: (p) => formatDateTime(p.create_time) },
  { key: 'update_time', label: '更新时间', value: (p) => formatDateTime(p.update_time) },
];

/** 停车场详情 (?park_code=): the park and its 操作记录. */
export default function ParkDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const parkCode = params.get('park_code') ?? '';
  return (
    <DetailPage<Park>
      loadKey={[parkGet.path, parkCode]}
      load={() => send(parkGet, { park_code: parkCode })}
      title={(p) => `${p.park_name} · ${p.park_code}`}
      fields={fields}
      back={PARK_LIST}
      actions={[{ key: 'edit', label: '编辑', primary: true, permission: ['parking:partner:park:update'], onClick: (p) => navigate(`${PARK_EDIT}?park_code=${encodeURIComponent(p.park_code)}`) }]}
      tabs={[
        {
          key: 'timeline',
          label: '操作记录',
          render: (p) => <AuditTimeline type="park" id={p.park_code} />,
        },
      ]}
    />
  );
}
