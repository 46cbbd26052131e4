import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { announcementCreate, announcementManageGet, announcementManageList, announcementUpdate } from '@console/contract';
import { Button, Card, Form, Input, Select, Space } from 'antd';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { NOTICE_LIST } from './notice-list-page';

const MAX_TAGS = 5;

/** Up to five tags, each a name and a colour. */
const TagsEditor = () => (
  <Form.List name="tags">
    {(items, { add, remove }) => (
      <Space direction="vertical" style={{ width: '100%' }}>
        {items.map((item) => (
          <Space key={item.key} align="baseline">
            <Form.Item name={[item.name, 'name']} rules={[{ required: true, whitespace: true, message: '请输入标签名称' }]} style={{ marginBottom: 0 }}>
              <Input placeholder="标签名称" maxLength={20} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name={[item.name, 'color']} initialValue={0} style={{ marginBottom: 0 }}>
              <Select style={{ width: 150 }} options={[{ label: '黄色（提示）', value: 0 }, { label: '红色（重要）', value: 1 }]} />
            </Form.Item>
            <MinusCircleOutlined aria-label="删除标签" onClick={() => remove(item.name)} />
          </Space>
        ))}
        {items.length < MAX_TAGS && (
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', color: 0 })}>
            添加标签
          </Button>
        )}
      </Space>
    )}
  </Form.List>
);

const fields: FormField[] = [
  { kind: 'text', key: 'title', label: '标题', required: true, maxLength: 100, rules: [{ whitespace: true, message: '请输入标题' }] },
  { kind: 'custom', key: 'tags', label: '标签', render: () => <TagsEditor />, extra: `最多 ${MAX_TAGS} 个，红色标签表示重要` },
  { kind: 'datetime', key: 'publish_time', label: '发布时间', extra: '不填则立即发布；填写将来的时间则到时发布' },
  { kind: 'richText', key: 'content', label: '内容', height: 360 },
];

/** 发布公告 and 编辑公告: one form; `?id=` makes it the edit form. */
export default function NoticeFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  return (
    <>
      <FormPage
        id={id ? 'announcement-edit' : 'announcement-add'}
        fields={fields}
        loadKey={id ? [announcementManageGet.path, id] : undefined}
        load={id ? () => send(announcementManageGet, { id }) : undefined}
        submit={(values) => {
          const body = { title: String(values.title), content: (values.content as string | undefined) ?? '', tags: (values.tags as { name: string; color: number }[] | undefined) ?? [], publish_time: values.publish_time as string | undefined };
          return id ? send(announcementUpdate, { id, ...body }) : send(announcementCreate, body);
        }}
        back={NOTICE_LIST}
        invalidate={[[announcementManageList.path], ['announcement']]}
        submitLabel={id ? '保存' : '发布'}
      />
      {id && (
        <Card title="操作记录" style={{ marginTop: 12, maxWidth: 880 }} data-testid="notice-timeline">
          <AuditTimeline type="announcement" id={id} />
        </Card>
      )}
    </>
  );
}
