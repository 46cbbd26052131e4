import { formatDateTime, groupBlacklistDelete, groupBlacklistGet, groupBlacklistList, groupVipRenewalGet, whitelistDelete, whitelistGet, whitelistList, type CallReply } from '@console/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { LicencePlate } from '../../../widgets/licence-plate/licence-plate';
import { DetailPage, type DetailField } from '../../../widgets/resource/detail-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { GROUP_VEHICLES as paths } from '../vehicles/paths';
import { money, payTypeText, PlatesCell, ValidityTag } from '../vehicles/shared';

// The parking group's 白名单详情, 黑名单详情 (`/group/car-manage/{whitelist,blacklist}/detail?id=`) and 续费详情
// (`/group/car-manage/renewal/detail?id=`): one entry of its members' lists or one renewal, with 操作记录; an entry's 移出
// (asks first) for who holds the code. docs/decisions.md, "The group's person cards and dashboard".

type Entry = CallReply<typeof whitelistGet>;
type Renewal = CallReply<typeof groupVipRenewalGet>;

const kinds = {
  white: { name: '白名单', reason: '加白原因', get: whitelistGet, list: whitelistList, remove: whitelistDelete, code: 'parking:group:whitelist:delete', back: paths.whitelist, audit: 'parking_whitelist' },
  black: { name: '黑名单', reason: '拉黑原因', get: groupBlacklistGet, list: groupBlacklistList, remove: groupBlacklistDelete, code: 'parking:group:blacklist:delete', back: paths.blacklist, audit: 'parking_blacklist' },
} as const;

const entryFields = (reason: string): DetailField<Entry>[] => [
  { key: 'plate', label: '车牌号', render: (e) => <LicencePlate plate={e.plate} color={e.plate_color} size="small" /> },
  { key: 'validity', label: '有效状态', render: (e) => <ValidityTag validity={e.validity} /> },
  { key: 'period', label: '有效期', value: (e) => (e.permanent ? '永久有效' : `${e.start_date} 至 ${e.end_date}`) },
  { key: 'park', label: '停车场', value: (e) => `${e.park_name}（${e.park_code}）` },
  { key: 'merchant_name', label: '所属商户' },
  { key: 'operator', label: '操作人' },
  { key: 'create_time', label: '添加时间', value: (e) => formatDateTime(e.create_time) },
  { key: 'update_time', label: '更新时间', value: (e) => formatDateTime(e.update_time) },
  { key: 'reason', label: reason, span: 'filled' },
];

function PlateEntryDetail({ kind }: { kind: keyof typeof kinds }) {
  const k = kinds[kind];
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const changed = useChanged(k.list, k.get);
  return (
    <DetailPage<Entry>
      loadKey={[k.get.path, id]}
      load={() => send(k.get, { id })}
      title={(e) => `${k.name} · ${e.plate}`}
      fields={entryFields(k.reason)}
      back={k.back}
      actions={[
        {
          key: 'remove',
          label: `移出${k.name}`,
          danger: true,
          permission: [k.code],
          confirm: (e) => `将 ${e.plate} 移出${e.park_name}的${k.name}？`,
          onClick: async (e) => {
            await send(k.remove, { id: e.id });
            await changed(`已移出${k.name}`);
            navigate(k.back);
          },
        },
      ]}
      tabs={[
        {
          key: 'timeline',
          label: '操作记录',
          render: (e) => <AuditTimeline type={k.audit} id={e.id} />,
        },
      ]}
    />
  );
}

export const WhitelistDetailPage = () => <PlateEntryDetail kind="white" />;
export const BlacklistDetailPage = () => <PlateEntryDetail kind="black" />;

const renewalFields: DetailField<Renewal>[] = [
  { key: 'create_time', label: '续费时间', value: (r) => formatDateTime(r.create_time) },
  { key: 'plates', label: '车牌号', render: (r) => <PlatesCell plates={r.plates} color={r.plate_color} /> },
  { key: 'holder_name', label: '车主' },
  { key: 'park', label: '停车场', value: (r) => `${r.park_name}（${r.park_code}）` },
  { key: 'merchant_name', label: '所属商户' },
  { key: 'package_name', label: '套餐' },
  { key: 'periods', label: '续费周期', value: (r) => `${r.periods} 个周期（${r.months} 个月）` },
  { key: 'amount', label: '金额', value: (r) => money(r.amount) },
  { key: 'pay_type', label: '支付方式', value: (r) => payTypeText(r.pay_type) },
  { key: 'range', label: '续费时段', value: (r) => `${r.start_date} 至 ${r.end_date}` },
  { key: 'operator', label: '操作人' },
];

export function RenewalDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  return (
    <DetailPage<Renewal>
      loadKey={[groupVipRenewalGet.path, id]}
      load={() => send(groupVipRenewalGet, { id })}
      title={(r) => `续费详情 · ${r.plates.join('、')}`}
      fields={renewalFields}
      back={paths.renewalList}
      actions={[{ key: 'card', label: '查看月卡', primary: true, onClick: (r) => navigate(`${paths.monthlyDetail}?id=${r.vip}`) }]}
    />
  );
}

