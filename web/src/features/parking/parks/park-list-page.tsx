import { parkList, type CallReply } from '@console/contract';
import { useNavigate } from 'react-router';
import { AreaPicker } from '../../../widgets/area-picker';
import { ParkPicker } from '../../../widgets/park-picker';
import { ListPage } from '../../../widgets/resource/list-page';
import type { FilterField, RowAction } from '../../../widgets/resource/types';
import { manageAddress } from '../manage/paths';
import { PARK_DETAIL, PARK_EDIT, parkColumns, statusOptions, typeOptions } from './shared';

type Row = CallReply<typeof parkList>['row'][number];

const filters: FilterField[] = [
  { kind: 'custom', key: 'park_code', label: '停车场', render: () => <ParkPicker style={{ width: '100%' }} /> },
  { kind: 'select', key: 'status', label: '状态', options: statusOptions },
  { kind: 'custom', key: 'region', label: '所在地区', render: () => <AreaPicker changeOnSelect placeholder="省 / 市 / 区县" /> },
  { kind: 'select', key: 'type', label: '类型', options: typeOptions },
  { kind: 'remote', key: 'merchant', label: '所属商户', source: 'merchant-below', placeholder: '商户名称或商户号' },
];

/** 停车场: the parks of the partner's customers (the platform: all), searched by park, status, area, type and merchant. */
export default function ParkListPage() {
  const navigate = useNavigate();
  const open = (row: Row) => navigate(`${PARK_DETAIL}?park_code=${encodeURIComponent(row.park_code)}`);
  const actions: RowAction<Row>[] = [
    { key: 'detail', label: '详情', onClick: open },
    { key: 'edit', label: '编辑', permission: ['parking:partner:park:update'], onClick: (row) => navigate(`${PARK_EDIT}?park_code=${encodeURIComponent(row.park_code)}`) },
    // The park's merchant's 停车管理, on this park (docs/decisions.md, "The partner's and group's 停车管理").
    {
      key: 'manage',
      label: '停车管理',
      permission: ['parking:partner:manage:list'],
      onClick: (row) => navigate(manageAddress('partner', { id: row.merchant, name: row.merchant_name }, row.park_code)),
    },
  ];
  return <ListPage id="park-list" call={parkList} rowKey="park_code" filters={filters} columns={parkColumns(open)} actions={actions} />;
}
