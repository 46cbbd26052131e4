import { App, Button, DatePicker, Form, Input, Select, Skeleton, Space, Typography } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import { loggingTimeline, validationRules, type ValidationRuleName } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useOnChange } from '../../lib/use-on-change';
import { ErrorPanel } from '../../shell/layout/error-panel';
import { RichTextEditor } from '../rich-text/rich-text-editor';
import { useGate } from '../../shell/session/gate';
import type { Gate, OptionItem } from './types';

/** A form field; `datetime` values travel as ISO strings. */
export type FormField = Gate & {
  key: string;
  label: string;
  required?: boolean;
  rules?: FormRule[];
  /** Validators of document 1 §5 by name (the server checks the same through the call's `format`). */
  validate?: readonly ValidationRuleName[];
  extra?: ReactNode;
  /** Hidden while this holds for the values typed (e.g. a switch's dependent fields while it is off); still sent. */
  hiddenWhen?: (values: Values) => boolean;
} & (
    | { kind: 'text'; maxLength?: number; placeholder?: string }
    | { kind: 'textarea'; maxLength?: number; rows?: number; placeholder?: string }
    | { kind: 'select'; options: readonly OptionItem[]; multiple?: boolean }
    | { kind: 'datetime'; placeholder?: string }
    | { kind: 'richText'; height?: number; namespace?: string }
    | { kind: 'custom'; render: (form: FormInstance) => ReactNode }
    /** A heading that groups the fields after it (long forms: 基本信息, 主体信息…); `label` is its text. */
    | { kind: 'section' }
  );

type Values = Record<string, unknown>;

/** A contract validator as an antd rule: empty values pass (`required` says whether one is needed). */
export const formRule = (name: ValidationRuleName): FormRule => ({
  validator: (_rule, value: unknown) =>
    value === undefined || value === null || value === '' || validationRules[name].test(String(value)) ? Promise.resolve() : Promise.reject(new Error(validationRules[name].message)),
});

const toForm = (fields: readonly FormField[], values: Values): Values =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, fields.find((f) => f.key === key)?.kind === 'datetime' && value ? dayjs(String(value)) : value]));

const fromForm = (fields: readonly FormField[], values: Values): Values =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const field = fields.find((f) => f.key === key);
      if (field?.kind === 'datetime') return [key, value ? (value as Dayjs).toISOString() : undefined];
      if (typeof value === 'string') return [key, value.trim()];
      return [key, value];
    }),
  );

export interface FormPageProps {
  /** Names the form: its inputs' ids are unique even while other kept-alive pages hold the same fields. */
  id: string;
  /** Names the loaded record in the query cache (edit forms). */
  loadKey?: readonly unknown[];
  /** The record being edited; absent for a create form. */
  load?: () => Promise<Values>;
  fields: readonly FormField[];
  /** Defaults of a create form. */
  initialValues?: Values;
  /** Sends the values; a text it answers is the success message (else 保存成功). */
  submit: (values: Values) => Promise<unknown>;
  /** Where 保存 and 取消 return to; list queries under these keys are refreshed after saving. */
  back: string;
  invalidate?: readonly (readonly unknown[])[];
  submitLabel?: string;
}


/**
 * The label column fits the longest label on one line (14 px a character, with the required mark and the colon),
 * from 120 px up to 220 px; a longer label wraps rather than being cut.
 */
const labelWidth = (fields: readonly FormField[]) =>
  Math.min(220, Math.max(120, 14 * Math.max(0, ...fields.filter((f) => f.kind !== 'section').map((f) => f.label.length)) + 30));

/**
 * A resource's create or edit screen: the fields with their rules, 保存 (Enter submits) and 取消 (asking
 * first when something was changed), the record loaded for editing with loading and error states.
 */
export function FormPage({ id, loadKey, load, fields, initialValues, submit, back, invalidate = [], submitLabel = '保存' }: FormPageProps) {
  const gate = useGate();
  const shown = useMemo(() => fields.filter(gate), [fields, gate]);
  const [form] = Form.useForm<Values>();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  // The form's own entry under the record's key: a detail page caches the record as the call answers it under the same
  // key, while `load` shapes it for the form (dates, a map point); a save still refreshes both (same key prefix).
  const record = useQuery({ queryKey: loadKey ? [...loadKey, 'form'] : ['form', 'new'], queryFn: () => load!(), enabled: !!load, gcTime: 0, staleTime: Infinity });
  // The keys of the fields hidden by what is typed now, as one string: the page renders again only when they change.
  const hiddenKeys = Form.useWatch((values: Values) => shown.filter((f) => f.hiddenWhen?.(values ?? {})).map((f) => f.key).join(' '), form) ?? '';
  const hidden = (field: FormField) => !!field.hiddenWhen && hiddenKeys.split(' ').includes(field.key);

  // Filled when the record arrives or changes (not when the page is shown again: what was typed stays).
  useOnChange(() => {
    if (record.data) form.setFieldsValue(toForm(shown, record.data));
  }, [form, record.data, shown]);

  if (load && record.isLoading) return <Skeleton active paragraph={{ rows: 6 }} style={{ background: '#fff', padding: 24, borderRadius: 8 }} />;
  if (load && record.error) return <ErrorPanel error={record.error} onRetry={() => void record.refetch()} />;

  // The page stays mounted behind keep-alive: what was saved or given up must not greet the next visit (a create
  // form starts empty again; an edit form is filled from its record again when it is shown).
  const done = () => {
    form.resetFields();
    navigate(back);
  };

  const leave = () => {
    if (!form.isFieldsTouched()) return navigate(back);
    modal.confirm({ title: '放弃未保存的修改？', content: '离开后，本页填写的内容不会保存。', okText: '放弃修改', okButtonProps: { danger: true }, cancelText: '继续编辑', onOk: done });
  };

  const control = (field: FormField) => {
    switch (field.kind) {
      case 'text':
        return <Input maxLength={field.maxLength} showCount={!!field.maxLength} placeholder={field.placeholder ?? `请输入${field.label}`} />;
      case 'textarea':
        return <Input.TextArea maxLength={field.maxLength} showCount={!!field.maxLength} rows={field.rows ?? 4} placeholder={field.placeholder ?? `请输入${field.label}`} />;
      case 'select':
        return <Select mode={field.multiple ? 'multiple' : undefined} placeholder={`请选择${field.label}`} options={field.options.map((o) => ({ label: o.label, value: o.value }))} />;
      case 'datetime':
        return <DatePicker showTime style={{ width: '100%' }} placeholder={field.placeholder ?? `请选择${field.label}`} />;
      case 'richText':
        return <RichTextEditor height={field.height} namespace={field.namespace} placeholder={`请输入${field.label}`} label={field.label} />;
      case 'custom':
        return field.render(form);
      case 'section':
        return null;
    }
  };

  return (
    <Form
      form={form}
      name={id}
      layout="horizontal"
      labelCol={{ flex: `${labelWidth(shown)}px` }}
      labelWrap
      wrapperCol={{ flex: '1 1 0', style: { minWidth: 0 } }}
      initialValues={initialValues ? toForm(shown, initialValues) : undefined}
      style={{ background: '#fff', padding: 24, borderRadius: 8, maxWidth: 880 }}
      scrollToFirstError
      onFinish={async (values) => {
        setSaving(true);
        try {
          const said = await submit(fromForm(shown, values));
          message.success(typeof said === 'string' ? said : '保存成功');
          // Every change is audited: record timelines on screen are stale too.
          await Promise.all([...invalidate, [loggingTimeline.path]].map((queryKey) => client.invalidateQueries({ queryKey })));
          done();
        } catch {
          // The request layer has shown why; the form keeps what was typed.
        } finally {
          setSaving(false);
        }
      }}
    >
      {shown.map((field) =>
        field.kind === 'section' ? (
          <Typography.Title key={field.key} level={5} style={{ margin: '8px 0 20px', paddingBottom: 8, borderBottom: '1px solid #f0f0f0' }}>
            {field.label}
          </Typography.Title>
        ) : field.kind === 'custom' ? (
          <Form.Item key={field.key} label={field.label} required={field.required} extra={field.extra} hidden={hidden(field)}>
            {control(field)}
          </Form.Item>
        ) : (
          <Form.Item
            key={field.key}
            name={field.key}
            label={field.label}
            extra={field.extra}
            hidden={hidden(field)}
            rules={[
              ...(field.required ? [{ required: true, message: `${field.kind === 'select' || field.kind === 'datetime' ? '请选择' : '请输入'}${field.label}` }] : []),
              ...(field.validate ?? []).map(formRule),
              ...(field.rules ?? []),
            ]}
          >
            {control(field)}
          </Form.Item>
        ),
      )}
      <Form.Item label=" " colon={false}>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {submitLabel}
          </Button>
          <Button onClick={leave}>取消</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
