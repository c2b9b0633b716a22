import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { readField, type Field } from '@pasteleria/shared/entities';
import { nameOf, refTarget } from '../resources';
import { useRows } from '../data/resource-queries';
import { RichTextField } from './rich-text-field';

/** The form value of an empty reference ('-- Selecciona una categoría --'). */
export const NO_REF = 0;

/** The declaration's own rule, so the form says exactly what the API would (Spanish messages). */
function declaredRule(field: Field): Rule {
  return {
    validator: (_rule, value) => {
      const result = readField(field, value === NO_REF && field.kind === 'ref' ? null : value);
      return 'error' in result ? Promise.reject(new Error(result.error)) : Promise.resolve();
    },
  };
}

/** True for fields that take a whole row of the form (long texts, rich HTML). */
function isWide(field: Field): boolean {
  return field.kind === 'html' || (field.kind === 'text' && Boolean(field.multiline));
}

const TEXT_TYPE = { email: 'email', url: 'url', phone: 'tel', link: 'text' } as const;

function RefSelect({
  field,
  ...props
}: {
  field: Extract<Field, { kind: 'ref' }>;
  value?: number;
  onChange?: (v: number) => void;
  id?: string;
}) {
  const target = refTarget(field.entity);
  const rows = useRows(target);
  const options = [
    { value: NO_REF, label: field.emptyOption },
    ...(rows.data ?? []).map((row) => ({ value: row.id, label: nameOf(target, row) ?? String(row.id) })),
  ];
  return <Select {...props} options={options} loading={rows.isPending} showSearch={{ optionFilterProp: 'label' }} />;
}

/** The input of one declared field, by its kind. */
function FieldControl({
  field,
  label,
  ...props
}: {
  field: Field;
  label: string;
  id?: string;
  value?: unknown;
  onChange?: (v: unknown) => void;
}) {
  switch (field.kind) {
    case 'text': {
      const common = { ...props, value: (props.value as string | null) ?? '', maxLength: field.max };
      if (field.multiline) return <Input.TextArea {...common} autoSize={{ minRows: 3, maxRows: 10 }} showCount />;
      const format = field.format;
      return (
        <Input
          {...common}
          type={format ? TEXT_TYPE[format] : 'text'}
          inputMode={format === 'link' ? 'url' : undefined}
        />
      );
    }
    case 'html':
      return (
        <RichTextField {...(props as { value?: string; onChange?: (v: string) => void; id?: string })} label={label} />
      );
    case 'int':
      return (
        <InputNumber
          {...props}
          value={props.value as number}
          min={field.min}
          max={field.max}
          step={1}
          precision={0}
          className="admin-number"
        />
      );
    case 'decimal':
      return (
        <InputNumber
          {...props}
          value={props.value as number}
          min={field.min}
          max={field.max}
          step={field.step}
          precision={2}
          prefix="$"
          className="admin-number"
        />
      );
    case 'float':
      return (
        <InputNumber
          {...props}
          value={props.value as number}
          min={field.min}
          max={field.max}
          step={0.000001}
          className="admin-number"
        />
      );
    case 'bool':
      return <Switch {...(props as object)} checkedChildren="Sí" unCheckedChildren="No" />;
    case 'ref':
      return <RefSelect field={field} {...(props as { value?: number; onChange?: (v: number) => void })} />;
    case 'choice':
      return (
        <Select
          {...(props as object)}
          options={field.options.map((option) => ({ value: option, label: field.optionLabels[option] }))}
        />
      );
  }
}

/** One declared field in a form: its label, required marker, the declaration's rule and its input. */
export function DeclaredField({ name, field }: { name: string; field: Field }) {
  return (
    <Form.Item
      name={name}
      label={field.label}
      required={Boolean(field.required)}
      rules={[declaredRule(field)]}
      valuePropName={field.kind === 'bool' ? 'checked' : 'value'}
      className={isWide(field) ? 'admin-form__wide' : undefined}
    >
      <FieldControl field={field} label={field.label} />
    </Form.Item>
  );
}
