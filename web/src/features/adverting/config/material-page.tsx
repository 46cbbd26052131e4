import { PlusOutlined } from '@ant-design/icons';
import {
  AD_MATERIAL_NAMESPACE,
  adMaterialCreate,
  adMaterialDelete,
  adMaterialList,
  adMaterialStatus,
  adMaterialTypeNames,
  AdMaterialType,
  adMaterialUpdate,
  AdvertStatus,
  formatDateTime,
  type CallReply,
} from '@console/contract';
import { Button, Form, Input, InputNumber, Radio, Space, type FormInstance } from 'antd';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { EnabledTag } from '../../../widgets/status-tag/enabled-tag';
import { FileUpload } from '../../../widgets/upload/file-upload';
import { ImageUpload } from '../../../widgets/upload/image-upload';
import { MaterialPreview } from '../operation/plan-detail';
import { materialReads, optionsOf, statusOptions } from './shared';

type Row = CallReply<typeof adMaterialList>['row'][number];
interface Values {
  name: string;
  type: number;
  link?: string;
  video?: { name: string; link: string }[];
  width: number;
  height: number;
  duration?: number;
  category?: number;
  remark?: string;
}

/** Images of the advertising space: png, jpg, gif, webp up to 2 MB (larger ones are shrunk); videos: mp4 up to 20 MB. */
const IMAGE_ACCEPT = ['.png', '.jpg', '.jpeg', '.gif', '.webp'] as const;
const IMAGE_MAX = 2_000_000;
const VIDEO_MAX = 20_000_000;

const typeOptions = optionsOf(adMaterialTypeNames);
const filters: FilterField[] = [
  { kind: 'text', key: 'name', label: '素材名称', maxLength: 40 },
  { kind: 'select', key: 'type', label: '素材类型', options: typeOptions },
  { kind: 'select', key: 'status', label: '状态', options: statusOptions },
];

const columns: Column<Row>[] = [
  { key: 'preview', title: '预览', width: 120, render: (r) => <MaterialPreview type={r.type} link={r.link} name={r.name} width={88} /> },
  { key: 'name', title: '素材名称', width: 200 },
  { key: 'type', title: '类型与规格', width: 190, value: (r) => `${adMaterialTypeNames[r.type] ?? r.type} ${r.width}×${r.height}${r.type === AdMaterialType.video ? ` · ${r.duration} 秒` : ''}` },
  { key: 'category_name', title: '广告分类', width: 120, value: (r) => r.category_name || '未分类' },
  { key: 'plan_count', title: '投放计划', width: 100, value: (r) => `${r.plan_count} 个` },
  { key: 'status', title: '状态', width: 90, render: (r) => <EnabledTag enabled={r.status === AdvertStatus.enabled} /> },
  { key: 'remark', title: '备注', width: 180, ellipsis: true, value: (r) => r.remark || '-', defaultHidden: true },
  { key: 'update_time', title: '更新时间', width: 170, value: (r) => formatDateTime(r.update_time) },
];

/** Reads an uploaded file's pixels (and a video's length) so that the size fields fill themselves. */
function probe(link: string, video: boolean): Promise<{ width: number; height: number; duration?: number } | undefined> {
  return new Promise((resolve) => {
    if (video) {
      const element = document.createElement('video');
      element.preload = 'metadata';
      element.onloadedmetadata = () => resolve({ width: element.videoWidth, height: element.videoHeight, duration: Math.max(1, Math.round(element.duration)) });
      element.onerror = () => resolve(undefined);
      element.src = link;
    } else {
      const image = new Image();
      image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => resolve(undefined);
      image.src = link;
    }
  });
}

const fill = (form: FormInstance<Values>, link: string | undefined, video: boolean) => {
  if (!link) return;
  void probe(link, video).then((size) => {
    if (!size || !size.width) return;
    form.setFieldsValue({ width: size.width, height: size.height, ...(video ? { duration: Math.min(300, size.duration ?? 0) || undefined } : {}) });
  });
};

/** 上传素材 / 编辑素材: the file of its type, its size (filled from the file), a video's length, category and remark. */
function MaterialDialog({ editing, open, onClose }: { editing: Row | null; open: boolean; onClose: () => void }) {
  const initial: Partial<Values> = editing
    ? {
        ...editing,
        category: editing.category || undefined,
        duration: editing.duration || undefined,
        ...(editing.type === AdMaterialType.video ? { video: [{ name: editing.name, link: editing.link }], link: undefined } : {}),
      }
    : { type: AdMaterialType.image };
  return (
    <FormDialog<Values>
      open={open}
      title={editing ? '编辑素材' : '上传素材'}
      name="adverting-material"
      width={640}
      initialValues={initial}
      changes={materialReads}
      onClose={onClose}
      onSubmit={async (v) => {
        const video = v.type === AdMaterialType.video;
        const body = {
          name: v.name.trim(),
          type: v.type,
          link: (video ? v.video?.[0]?.link : v.link) ?? '',
          width: v.width,
          height: v.height,
          duration: video ? v.duration : undefined,
          category: v.category || undefined,
          remark: v.remark?.trim() || undefined,
        };
        if (editing) {
          await send(adMaterialUpdate, { id: editing.id, ...body });
          return '已保存';
        }
        await send(adMaterialCreate, body);
        return '已上传素材';
      }}
    >
      {(form) => (
        <>
          <Form.Item name="name" label="素材名称" rules={[{ required: true, whitespace: true, message: '请输入素材名称' }]}>
            <Input maxLength={40} showCount placeholder="如：新能源车试驾开屏" />
          </Form.Item>
          <Form.Item name="type" label="素材类型" rules={[{ required: true, message: '请选择素材类型' }]}>
            <Radio.Group options={typeOptions} disabled={!!editing} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.type !== b.type}>
            {({ getFieldValue }) =>
              getFieldValue('type') === AdMaterialType.video ? (
                <Form.Item name="video" label="视频文件" rules={[{ required: true, message: '请上传视频文件' }]} extra="mp4，不超过 20 MB">
                  <FileUpload
                    namespace={AD_MATERIAL_NAMESPACE}
                    accept={['.mp4']}
                    maxBytes={VIDEO_MAX}
                    onChange={(files) => {
                      form.setFieldsValue({ video: files });
                      fill(form, files[0]?.link, true);
                    }}
                  />
                </Form.Item>
              ) : (
                <Form.Item name="link" label="图片" rules={[{ required: true, message: '请上传图片' }]} extra="png、jpg、gif 或 webp，不超过 2 MB（较大的图片会先压缩）">
                  <ImageUpload
                    aria-label="图片"
                    namespace={AD_MATERIAL_NAMESPACE}
                    accept={IMAGE_ACCEPT}
                    maxBytes={IMAGE_MAX}
                    gifMaxBytes={IMAGE_MAX}
                    onChange={(link) => {
                      form.setFieldsValue({ link });
                      fill(form, link, false);
                    }}
                  />
                </Form.Item>
              )
            }
          </Form.Item>
          <Form.Item label="尺寸" required extra="上传后按文件自动填写，可修改">
            <Space>
              <Form.Item name="width" noStyle rules={[{ required: true, message: '请填写宽' }]}>
                <InputNumber aria-label="宽" min={1} max={10000} precision={0} suffix="px" style={{ width: 130 }} />
              </Form.Item>
              <span>×</span>
              <Form.Item name="height" noStyle rules={[{ required: true, message: '请填写高' }]}>
                <InputNumber aria-label="高" min={1} max={10000} precision={0} suffix="px" style={{ width: 130 }} />
              </Form.Item>
            </Space>
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.type !== b.type}>
            {({ getFieldValue }) =>
              getFieldValue('type') === AdMaterialType.video && (
                <Form.Item name="duration" label="视频时长" rules={[{ required: true, message: '请填写视频时长' }]}>
                  <InputNumber aria-label="视频时长" min={1} max={300} precision={0} suffix="秒" style={{ width: 130 }} />
                </Form.Item>
              )
            }
          </Form.Item>
          <Form.Item name="category" label="广告分类" extra="不选为未分类；只能选择启用的分类">
            <RemoteSelect aria-label="广告分类" source="adverting-category" placeholder="选择广告分类（选填）" />
          </Form.Item>
          <Form.Item name="remark" label="备注">
            <Input.TextArea maxLength={200} rows={2} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}

/** 素材: the creatives plans show (upload, edit, 停用, 删除 when no plan uses one). */
export default function MaterialPage() {
  const gate = useGate();
  const changed = useChanged(...materialReads);
  const [dialog, setDialog] = useState<{ editing: Row | null } | null>(null);
  const setStatus = async (row: Row, status: number) => {
    await send(adMaterialStatus, { id: row.id, status });
    await changed(status === AdvertStatus.enabled ? '已启用' : '已停用，新的投放计划不能再选用');
  };
  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '编辑', permission: ['adverting:config:material:update'], onClick: (r) => setDialog({ editing: r }) },
    {
      key: 'disable',
      label: '停用',
      permission: ['adverting:config:material:update'],
      when: (r) => r.status === AdvertStatus.enabled,
      confirm: (r) => `停用「${r.name}」后，新的投放计划不能再选用它（已在投放的计划不受影响）。确定停用吗？`,
      onClick: (r) => setStatus(r, AdvertStatus.disabled),
    },
    { key: 'enable', label: '启用', permission: ['adverting:config:material:update'], when: (r) => r.status === AdvertStatus.disabled, onClick: (r) => setStatus(r, AdvertStatus.enabled) },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: ['adverting:config:material:delete'],
      when: (r) => r.plan_count === 0,
      confirm: (r) => `删除素材「${r.name}」后不能恢复（操作日志保留）。确定删除吗？`,
      onClick: async (r) => {
        await send(adMaterialDelete, { id: r.id });
        await changed('已删除');
      },
    },
  ];
  return (
    <>
      <ListPage
        id="adverting-material"
        call={adMaterialList}
        rowKey="id"
        filters={filters}
        columns={columns}
        actions={actions}
        toolbar={() =>
          gate({ permission: ['adverting:config:material:create'] }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>
              上传素材
            </Button>
          )
        }
      />
      <MaterialDialog open={dialog !== null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
