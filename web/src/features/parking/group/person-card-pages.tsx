import { personGet, personList, type CallReply } from '@console/contract';
import { Space, Table, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { LicencePlate } from '../../../widgets/licence-plate/licence-plate';
import { DetailPage, type DetailField } from '../../../widgets/resource/detail-page';
import { merchantFilter } from '../../../widgets/resource/filters';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField } from '../../../widgets/resource/types';
import { GROUP_VEHICLES } from '../vehicles/paths';
import { money, packageText, PlatesCell, VipStateTag } from '../vehicles/shared';
import { PERSON_CARD } from './paths';

// 个人月卡 (`/group/person/card/list`, `/detail?id=`): the group's members' monthly cards by holder (one person per mobile,
// masked in the list) — cards, those in force, the members, the next end date, all they paid; the detail lists each
// card, which opens in 月卡详情. docs/decisions.md, "The group's person cards and dashboard".

type Person = CallReply<typeof personList>['row'][number];
type Detail = CallReply<typeof personGet>;

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '持卡人', placeholder: '姓名或手机号后四位', maxLength: 20 },
  { kind: 'text', key: 'plate', label: '车牌号', maxLength: 10 },
  { kind: 'select', key: 'active', label: '月卡状态', options: [{ label: '有生效中的月卡', value: 1 }, { label: '没有生效中的月卡', value: 0 }] },
  merchantFilter,
];

const Plates = ({ plates }: { plates: readonly string[] }) => (
  <Space size={4} wrap>
    {plates.map((p) => (
      <LicencePlate key={p} plate={p} size="small" />
    ))}
  </Space>
);

const columns = (open: (p: Person) => void): Column<Person>[] => [
  { key: 'holder_name', title: '持卡人', width: 110, fixed: 'left', render: (p) => <a onClick={() => open(p)}>{p.holder_name}</a> },
  { key: 'mobile', title: '手机号', width: 130 },
  { key: 'plates', title: '车牌号', width: 230, render: (p) => <Plates plates={p.plates} /> },
  { key: 'cards', title: '月卡', width: 130, value: (p) => `${p.cards} 张（生效 ${p.active_cards}）` },
  { key: 'merchants', title: '成员商户', width: 90, value: (p) => `${p.merchants} 个` },
  { key: 'next_end_date', title: '最近到期', width: 120, render: (p) => p.next_end_date ?? <Tag>无生效月卡</Tag> },
  { key: 'paid_total', title: '累计缴费', width: 120, value: (p) => money(p.paid_total) },
];

export function PersonCardListPage() {
  const navigate = useNavigate();
  const open = (p: Person) => navigate(`${PERSON_CARD.detail}?id=${p.id}`);
  return <ListPage id="group-person-card" call={personList} rowKey="id" filters={filters} columns={columns(open)} actions={[{ key: 'detail', label: '详情', onClick: open }]} />;
}

const fields: DetailField<Detail>[] = [
  { key: 'holder_name', label: '持卡人' },
  { key: 'mobile', label: '手机号' },
  { key: 'cards', label: '月卡', value: (d) => `${d.cards} 张，生效中 ${d.active_cards} 张` },
  { key: 'merchants', label: '涉及成员商户', value: (d) => `${d.merchants} 个` },
  { key: 'next_end_date', label: '最近到期', value: (d) => d.next_end_date ?? '无生效中的月卡' },
  { key: 'paid_total', label: '累计缴费', value: (d) => money(d.paid_total) },
  { key: 'plates', label: '车牌号', span: 'filled', render: (d) => <Plates plates={d.plates} /> },
];

export function PersonCardDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  return (
    <DetailPage<Detail>
      loadKey={[personGet.path, id]}
      load={() => send(personGet, { id })}
      title={(d) => `个人月卡 · ${d.holder_name}`}
      fields={fields}
      back={PERSON_CARD.list}
      tabs={[
        {
          key: 'cards',
          label: '月卡',
          render: (d) => (
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={d.card_list}
              scroll={{ x: 900 }}
              columns={[
                { key: 'plates', title: '车牌号', width: 160, render: (_, c) => <PlatesCell plates={c.plates} color={c.plate_color} /> },
                { key: 'park', title: '停车场', width: 170, render: (_, c) => c.park_name },
                { key: 'merchant', title: '成员商户', width: 150, render: (_, c) => c.merchant_name },
                { key: 'package', title: '套餐', width: 170, render: (_, c) => packageText(c) },
                { key: 'period', title: '有效期', width: 200, render: (_, c) => `${c.start_date} 至 ${c.end_date}` },
                { key: 'state', title: '状态', width: 90, render: (_, c) => <VipStateTag state={c.state} /> },
                { key: 'paid', title: '缴费', width: 100, render: (_, c) => money(c.paid) },
                { key: 'open', title: '操作', width: 90, fixed: 'right', render: (_, c) => <Typography.Link onClick={() => navigate(`${GROUP_VEHICLES.monthlyDetail}?id=${c.id}`)}>月卡详情</Typography.Link> },
              ]}
            />
          ),
        },
      ]}
      column={{ xs: 1, sm: 2, lg: 3 }}
    />
  );
}

