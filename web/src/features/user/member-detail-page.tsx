import { formatDateTime, formatMoney, memberGet, type CallReply } from '@console/contract';
import { Space } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { DetailPage, type DetailField } from '../../widgets/resource/detail-page';
import { MEMBER_LIST, MemberStateTag, packageDetail, userDetail } from './shared';

type Member = CallReply<typeof memberGet>;

const fields: DetailField<Member>[] = [
  { key: 'user', label: '用户', render: (m) => <Link to={userDetail(m.user)}>{m.nickname || '-'}（{m.mobile}）</Link> },
  { key: 'type_name', label: '会员类型' },
  { key: 'package_name', label: '套餐', render: (m) => <Link to={packageDetail(m.package_uuid)}>{m.package_name}</Link> },
  { key: 'start_time', label: '开始时间', value: (m) => formatDateTime(m.start_time) },
  { key: 'end_time', label: '到期时间', value: (m) => formatDateTime(m.end_time) },
  { key: 'paid_amount', label: '累计实付', value: (m) => formatMoney(m.paid_amount, { symbol: true }) },
  { key: 'create_time', label: '开通时间', value: (m) => formatDateTime(m.create_time) },
];

/** 会员详情 (?id=): the membership with its user, type, package and period. */
export default function MemberDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <DetailPage<Member>
      loadKey={[memberGet.path, id]}
      load={() => send(memberGet, { id })}
      title={(m) => (
        <Space wrap>
          会员 {m.member_no}
          <MemberStateTag state={m.state} />
        </Space>
      )}
      back={MEMBER_LIST}
      fields={fields}
    />
  );
}
