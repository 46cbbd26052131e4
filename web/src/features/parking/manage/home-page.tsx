import { parkList, type CallReply } from '@console/contract';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ParkPicker } from '../../../widgets/park-picker';
import { ListPage } from '../../../widgets/resource/list-page';
import type { FilterField, RowAction } from '../../../widgets/resource/types';
import { parkColumns, statusOptions, typeOptions } from '../parks/shared';
import { MANAGE_PATHS, managePlatformOf } from './paths';

type Row = CallReply<typeof parkList>['row'][number];

const filters: FilterField[] = [
  { kind: 'custom', key: 'park_code', label: '停车场', render: () => <ParkPicker style={{ width: '100%' }} /> },
  { kind: 'select', key: 'status', label: '状态', options: statusOptions },
  { kind: 'select', key: 'type', label: '类型', options: typeOptions },
];

/**
 * 停车管理's first page: the parks of the merchant looked into. A park leads to its 临停订单, 异常放行 and 月卡 (the
 * group's pages keep the merchant; the park is the next page's filter).
 */
export default function ManageHomePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paths = MANAGE_PATHS[managePlatformOf(useLocation().pathname) ?? 'partner'];
  const to = (path: string) => (row: Row) => {
    const query = new URLSearchParams({ merchant: params.get('merchant') ?? String(row.merchant), merchant_name: params.get('merchant_name') ?? row.merchant_name, park_code: row.park_code });
    void navigate(`${path}?${query}`);
  };
  const actions: RowAction<Row>[] = [
    { key: 'orders', label: '临停订单', permission: ['parking:partner:trade:list', 'parking:group:trade:list'], onClick: to(paths.temporary) },
    { key: 'release', label: '异常放行', permission: ['parking:partner:parking:list', 'parking:group:parking:list'], onClick: to(paths.release) },
    { key: 'cars', label: '月卡', permission: ['parking:partner:manage:list', 'parking:group:vip:list'], onClick: to(paths.car) },
  ];
  return <ListPage id="parking-manage-parks" call={parkList} rowKey="park_code" filters={filters} columns={parkColumns(to(paths.temporary))} actions={actions} />;
}
