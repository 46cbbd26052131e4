import { okrObjectiveCreate, okrObjectiveGet, okrObjectiveList, okrObjectiveUpdate } from '@console/contract';
import { Form } from 'antd';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { useSession } from '../../../shell/session/store';
import { cycleOptions, OBJECTIVE_LIST, objectiveDetail } from './shared';

const fields: FormField[] = [
  { key: 'title', label: '目标', kind: 'text', required: true, maxLength: 100, placeholder: '如：提升车场月卡续费率与服务口碑', rules: [{ min: 2, message: '目标至少 2 个字' }] },
  { key: 'cycle', label: '周期', kind: 'select', required: true, options: cycleOptions() },
  {
    key: 'owner',
    label: '负责人',
    kind: 'custom',
    required: true,
    render: () => (
      <Form.Item name="owner" noStyle rules={[{ required: true, message: '请选择负责人' }]}>
        <RemoteSelect source="okr-owner" aria-label="负责人" placeholder="本商户的账号" />
      </Form.Item>
    ),
  },
  {
    key: 'project',
    label: '所属项目',
    kind: 'custom',
    extra: '本商户启用中的项目，不属于项目可不选',
    render: () => (
      <Form.Item name="project" noStyle>
        <RemoteSelect source="okr-project" aria-label="所属项目" placeholder="选择项目" />
      </Form.Item>
    ),
  },
  { key: 'description', label: '描述', kind: 'textarea', maxLength: 500, rows: 3 },
];

const currentCycle = () => {
  const now = new Date();
  return `${now.getFullYear()}-Q${Math.floor(now.getMonth() / 3) + 1}`;
};

/** 新建目标 and 编辑目标 (?id=): title, quarter, owner (an account of the merchant), optional project, description. */
export default function ObjectiveFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const me = useSession((s) => s.user?.manager_id);
  const body = (v: Record<string, unknown>) => ({
    title: String(v.title ?? '').trim(),
    cycle: String(v.cycle),
    owner: Number(v.owner),
    project: v.project ? Number(v.project) : undefined,
    description: (v.description as string | undefined)?.trim() || undefined,
  });
  return (
    <FormPage
      id={id ? 'okr-objective-edit' : 'okr-objective-add'}
      fields={fields}
      initialValues={{ cycle: currentCycle(), ...(me ? { owner: me } : {}) }}
      loadKey={id ? [okrObjectiveGet.path, id] : undefined}
      load={id ? () => send(okrObjectiveGet, { id }) : undefined}
      submitLabel={id ? '保存' : '创建目标'}
      submit={(values) => (id ? send(okrObjectiveUpdate, { id, ...body(values) }) : send(okrObjectiveCreate, body(values)))}
      back={id ? objectiveDetail(id) : OBJECTIVE_LIST}
      invalidate={[[okrObjectiveList.path], [okrObjectiveGet.path]]}
    />
  );
}
