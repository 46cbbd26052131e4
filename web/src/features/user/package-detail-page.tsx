import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, memberPackageDelete, memberPackageGet, memberPriceDelete, memberPrivilegeDelete, memberRightsDelete, memberTriggerDelete, memberTypeGet, type CallDefinition } from '@console/contract';
import { Button, Empty, Popconfirm, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';
import { DetailPage, type DetailField } from '../../widgets/resource/detail-page';
import { useChanged } from '../../widgets/resource/use-changed';
import { AuditTimeline } from '../../widgets/timeline/record-timeline';
import { packageSections, PriceText, sectionPath, typeDetail, TypeStatusTag, type PackageDetail, type PackageItem, type SectionName } from './shared';

const UPDATE = ['user:member:type:update'];

const fields: DetailField<PackageDetail>[] = [
  { key: 'type_name', label: '会员类型' },
  { key: 'uuid', label: '套餐 UUID', render: (p) => <Typography.Text copyable>{p.uuid}</Typography.Text> },
  { key: 'lowest_amount', label: '最低售价', render: (p) => (p.lowest_amount === null ? '未设价格' : <PriceText amount={p.lowest_amount} />) },
  { key: 'member_count', label: '生效中的会员', value: (p) => `${p.member_count} 人` },
  { key: 'update_time', label: '更新时间', value: (p) => formatDateTime(p.update_time) },
  { key: 'description', label: '套餐介绍', span: 'filled', value: (p) => p.description || '-' },
];

const columns: Record<SectionName, ColumnsType<PackageItem>> = {
  price: [
    { key: 'name', title: '周期', width: 160, render: (_, i) => i.name },
    { key: 'amount', title: '售价（原价）', width: 200, render: (_, i) => <PriceText amount={i.amount} original={i.original_amount} /> },
    { key: 'content', title: '说明', render: (_, i) => i.content || '-' },
  ],
  privilege: [
    { key: 'name', title: '特权', width: 180, render: (_, i) => i.name },
    { key: 'content', title: '特权说明', render: (_, i) => i.content || '-' },
  ],
  rights: [
    { key: 'name', title: '权益', width: 180, render: (_, i) => i.name },
    { key: 'quantity', title: '每期数量', width: 110, render: (_, i) => `${i.quantity} ${i.unit}` },
    { key: 'content', title: '使用说明', render: (_, i) => i.content || '-' },
  ],
  event: [
    { key: 'event', title: '触发事件', width: 140, render: (_, i) => i.event_name },
    { key: 'name', title: '执行动作', width: 180, render: (_, i) => i.name },
    { key: 'content', title: '动作说明', render: (_, i) => i.content || '-' },
  ],
};

const removals: Record<SectionName, CallDefinition> = { price: memberPriceDelete, privilege: memberPrivilegeDelete, rights: memberRightsDelete, event: memberTriggerDelete };

/** One section of the package: its rows with 编辑 and 删除 (asked first), and 添加. */
function Section({ pkg, section }: { pkg: PackageDetail; section: SectionName }) {
  const navigate = useNavigate();
  const gate = useGate();
  const changed = useChanged(memberPackageGet, memberTypeGet);
  const { title, list } = packageSections[section];
  const rows = pkg[list];
  const mayUpdate = gate({ permission: UPDATE });
  const full = section === 'price' && rows.length >= 4;
  return (
    <>
      {mayUpdate && (
        <Space style={{ marginBottom: 12 }}>
          <Button type="primary" icon={<PlusOutlined />} disabled={full} onClick={() => navigate(sectionPath(section, 'create', `uuid=${pkg.uuid}`))}>
            添加{title}
          </Button>
          {full && <Typography.Text type="secondary">每个周期（1、3、6、12 个月）已各有一个价格</Typography.Text>}
        </Space>
      )}
      <Table<PackageItem>
        rowKey="id"
        size="middle"
        dataSource={rows}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`还没有${title}`} /> }}
        columns={[
          ...columns[section],
          ...(mayUpdate
            ? [
                {
                  key: 'ops',
                  title: '操作',
                  width: 130,
                  render: (_: unknown, item: PackageItem) => (
                    <Space size={4}>
                      <Button type="link" size="small" onClick={() => navigate(sectionPath(section, 'edit', `uuid=${pkg.uuid}&id=${item.id}`))}>
                        编辑
                      </Button>
                      <Popconfirm
                        title={`删除${title}「${item.name}」？`}
                        okText="删除"
                        okButtonProps={{ danger: true }}
                        onConfirm={async () => {
                          await send(removals[section], { id: item.id });
                          await changed('已删除');
                        }}
                      >
                        <Button type="link" size="small" danger>
                          删除
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </>
  );
}

/** 套餐详情 (?uuid=): info, then the sections 价格, 特权, 权益, 触发事件, and 操作记录. */
export default function PackageDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const uuid = params.get('uuid') ?? '';
  return (
    <DetailPage<PackageDetail>
      loadKey={[memberPackageGet.path, uuid]}
      load={() => send(memberPackageGet, { uuid })}
      title={(p) => (
        <Space wrap>
          {p.type_name} · {p.name}
          <TypeStatusTag status={p.status} />
        </Space>
      )}
      fields={fields}
      actions={[
        { key: 'edit', label: '编辑信息', primary: true, permission: UPDATE, onClick: (p) => navigate(sectionPath('info', 'edit', `uuid=${p.uuid}`)) },
        { key: 'type', label: '返回会员类型', onClick: (p) => navigate(typeDetail(p.member_type)) },
        {
          key: 'delete',
          label: '删除',
          danger: true,
          permission: UPDATE,
          confirm: (p) => `删除套餐「${p.name}」及其价格、特权、权益和触发事件后不能恢复（开通过会员的套餐不能删除，请改为停用）。确定删除吗？`,
          onClick: async (p) => {
            await send(memberPackageDelete, { uuid: p.uuid });
            navigate(typeDetail(p.member_type));
          },
        },
      ]}
      tabs={[
        ...(Object.keys(packageSections) as SectionName[]).map((section) => ({
          key: section,
          label: packageSections[section].title,
          render: (p: PackageDetail) => <Section pkg={p} section={section} />,
        })),
        {
          key: 'timeline',
          label: '操作记录',
          render: (p) => <AuditTimeline type="member_package" id={p.id} />,
        },
      ]}
    />
  );
}
