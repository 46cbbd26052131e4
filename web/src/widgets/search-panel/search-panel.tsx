import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useOnChange } from '../../lib/use-on-change';
import { useGate } from '../../shell/session/gate';
import { RemoteSelect } from '../remote-select/remote-select';
import type { FilterField } from '../resource/types';
import { datePresets, isFutureDay } from './date-presets';
import type { FilterValues } from './url-filters';

const DAY = 'YYYY-MM-DD';

export interface SearchPanelProps {
  /** Names the form: its inputs' ids are unique even while other kept-alive pages hold the same fields. */
  id: string;
  fields: readonly FilterField[];
  /** The applied filters (from the page's query). */
  values: FilterValues;
  onSearch: (values: FilterValues) => void;
  /** How many fields show before 更多条件 (DECISIONS.md: 3). */
  visibleCount?: number;
  loading?: boolean;
}

type FormValues = Record<string, string | string[] | Dayjs | [Dayjs | null, Dayjs | null] | null | undefined>;

const toForm = (fields: readonly FilterField[], values: FilterValues): FormValues =>
  Object.fromEntries(
    fields.map((field) => {
      if (field.kind === 'dateRange') {
        const [from, to] = field.keys.map((key) => values[key]);
        return [field.key, from || to ? [from ? dayjs(String(from)) : null, to ? dayjs(String(to)) : null] : undefined];
      }
      const value = values[field.key];
      if (field.kind === 'date') return [field.key, value ? dayjs(String(value)) : undefined];
      if (field.kind === 'select' && !field.multiple && value !== undefined) {
        // Keep the option's own type (numbers stay numbers) so the select shows its label.
        return [field.key, field.options.find((o) => String(o.value) === String(value))?.value ?? value];
      }
      return [field.key, value];
    }),
  );

const fromForm = (fields: readonly FilterField[], form: FormValues): FilterValues => {
  const values: FilterValues = {};
  for (const field of fields) {
    const value = form[field.key];
    if (value === undefined || value === null || value === '') continue;
    if (field.kind === 'dateRange') {
      const [from, to] = value as [Dayjs | null, Dayjs | null];
      if (from) values[field.keys[0]] = from.format(DAY);
      if (to) values[field.keys[1]] = to.format(DAY);
    } else if (field.kind === 'date') values[field.key] = (value as Dayjs).format(DAY);
    else if (Array.isArray(value)) values[field.key] = (value as (string | number)[]).map(String);
    else values[field.key] = String(value).trim();
  }
  return values;
};

/**
 * The search panel of every list (document 1 §2): the first fields, the rest behind 更多条件, 查询 and 重置.
 * Text is trimmed on blur; date ranges offer the six shortcuts and no future days.
 */
export function SearchPanel({ id, fields, values, onSearch, visibleCount = 3, loading }: SearchPanelProps) {
  const gate = useGate();
  const shown = useMemo(() => fields.filter(gate), [fields, gate]);
  const [form] = Form.useForm<FormValues>();
  const hiddenHaveValues = shown.slice(visibleCount).some((field) => toForm([field], values)[field.key] !== undefined);
  const [expanded, setExpanded] = useState(hiddenHaveValues);
  const presets = useMemo(() => datePresets(), []);

  // The query is the truth: back/forward and links fill the form (not a page shown again, which keeps what was typed).
  useOnChange(() => {
    form.resetFields();
    form.setFieldsValue(toForm(shown, values));
  }, [form, shown, values]);

  if (shown.length === 0) return null;
  const folded = shown.length > visibleCount;

  const control = (field: FilterField) => {
    switch (field.kind) {
      case 'text':
        return (
          <Input
            allowClear
            placeholder={field.placeholder ?? `请输入${field.label}`}
            maxLength={field.maxLength ?? 50}
            onBlur={(event) => form.setFieldValue(field.key, event.target.value.trim())}
          />
        );
      case 'select':
        return (
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            mode={field.multiple ? 'multiple' : undefined}
            placeholder={`请选择${field.label}`}
            options={field.options.map((o) => ({ label: o.label, value: o.value }))}
          />
        );
      case 'date':
        return <DatePicker style={{ width: '100%' }} disabledDate={(day) => isFutureDay(day)} />;
      case 'dateRange':
        return <DatePicker.RangePicker style={{ width: '100%' }} presets={presets} disabledDate={(day) => isFutureDay(day)} allowEmpty={[true, true]} />;
      case 'remote':
        return <RemoteSelect source={field.source} placeholder={field.placeholder ?? `请选择${field.label}`} style={{ width: '100%' }} />;
      case 'custom':
        return field.render();
    }
  };

  return (
    <Form
      form={form}
      name={`search-${id}`}
      layout="inline"
      className="search-panel"
      data-testid="search-panel"
      onFinish={(formValues) => onSearch(fromForm(shown, formValues))}
      style={{ background: '#fff', padding: '16px 16px 0', borderRadius: 8, marginBottom: 12 }}
    >
      <Row gutter={[16, 16]} style={{ width: '100%' }}>
        {shown.map((field, index) => (
          <Col key={field.key} className="search-field" xs={24} sm={12} lg={8} xl={6} style={folded && !expanded && index >= visibleCount ? { display: 'none' } : undefined}>
            <Form.Item name={field.key} label={field.label} style={{ marginInlineEnd: 0, marginBottom: 16 }} wrapperCol={{ flex: '1 1 0', style: { minWidth: 0 } }}>
              {control(field)}
            </Form.Item>
          </Col>
        ))}
        <Col flex="auto" style={{ textAlign: 'right', marginBottom: 16 }}>
          <Space>
            <Button type="primary" htmlType="submit" loading={loading}>
              查询
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                form.setFieldsValue(Object.fromEntries(shown.map((f) => [f.key, undefined])));
                onSearch({});
              }}
            >
              重置
            </Button>
            {folded && (
              <Button type="link" onClick={() => setExpanded((v) => !v)} icon={expanded ? <UpOutlined /> : <DownOutlined />} iconPosition="end">
                {expanded ? '收起' : '更多条件'}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
