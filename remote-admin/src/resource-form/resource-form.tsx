import { memo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { App, Button, Form, Space, Typography } from 'antd';
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { PageTitle } from '@pasteleria/shared';
import type { Resource, Row } from '../resources';
import { useSaveRow } from '../data/resource-queries';
import { readServerFailure } from '../data/server-errors';
import { DeclaredField } from '../fields/declared-field';
import { ImageField } from '../fields/image-field';
import { formFieldOf, formFields, initialValues, NEW_IMAGE, toInput, type FormAction } from './form-values';
import { useLeaveGuard } from './use-leave-guard';
import { SeoPreview } from '../seo-preview/seo-preview';
import './resource-form.css';

const IMAGE_LABEL = 'Imagen';
export const IMAGE_REQUIRED = 'La imagen es obligatoria.';

/** Where the list was (its search, sort and page), handed over by the list's links. */
export interface FromList {
  from?: string;
}

export interface ResourceFormProps {
  resource: Resource;
  action: FormAction;
  /** The row being edited. */
  row?: Row;
}

interface FormFieldsProps {
  resource: Resource;
  action: FormAction;
  row?: Row;
  onImageBusyChange: (busy: boolean) => void;
}

/**
 * The declared fields and the picture. Memoized: the form around them re-renders when it turns
 * dirty or saves, and a keystroke re-renders only its own field (antd's Form.Item subscribes
 * each field to its own value).
 */
const FormFields = memo(function FormFields({ resource, action, row, onImageBusyChange }: FormFieldsProps) {
  const image = resource.declaration.image;
  return (
    <div className="admin-form__grid">
      {formFields(resource).map(([name, field]) => (
        <DeclaredField key={name} name={name} field={field} />
      ))}
      {image && (
        <Form.Item
          name={NEW_IMAGE}
          label={IMAGE_LABEL}
          className="admin-form__wide"
          required={image.required === 'create' && action === 'create'}
          rules={
            image.required === 'create' && action === 'create' ? [{ required: true, message: IMAGE_REQUIRED }] : []
          }
        >
          <ImageField
            entity={resource.name}
            current={(row?.[image.column] as string | null | undefined) ?? null}
            onBusyChange={onImageBusyChange}
          />
        </Form.Item>
      )}
    </div>
  );
});

/**
 * Create and edit of every entity, in the manner of finefoods' `StoreForm action=`: the declared
 * fields, the picture, the client rules of the declaration, server field errors under their
 * fields, a Spanish message for every outcome, Back, and the list after a successful save.
 */
export function ResourceForm({ resource, action, row }: ResourceFormProps) {
  const { texts } = resource;
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm();
  const saveButton = useRef<HTMLButtonElement>(null);
  const [dirty, setDirty] = useState(false);
  const [preparingImage, setPreparingImage] = useState(false);
  const [confirmLeave, leaveQuestion] = useLeaveGuard(dirty);
  const save = useSaveRow(resource, row?.id);
  const fromList = (location.state as FromList | null)?.from;
  const listUrl = fromList ?? resource.path;
  const title = action === 'create' ? texts.createTitle : texts.editTitle;

  const back = () =>
    confirmLeave(() => {
      // The previous screen when there is one in this tab, else the list.
      if (location.key !== 'default') void navigate(-1);
      else void navigate(listUrl);
    });

  const submit = () => {
    const input = toInput(resource, form.getFieldsValue(true) as Record<string, unknown>);
    save.mutate(input, {
      onSuccess: () => {
        void message.success(action === 'create' ? texts.created : texts.updated);
        setDirty(false);
        // Opened from the list: step back to it (its search, sort and page), leaving no saved form
        // behind in the history. Otherwise go to the list.
        if (fromList && location.key !== 'default') void navigate(-1);
        else void navigate(listUrl);
      },
      onError: (error) => {
        const failure = readServerFailure(error);
        const unplaced: string[] = [];
        const fields = Object.entries(failure.fields).flatMap(([serverField, text]) => {
          const name = formFieldOf(resource, serverField);
          if (!name) unplaced.push(text);
          return name ? [{ name, errors: [text] }] : [];
        });
        form.setFields(fields);
        const failed = action === 'create' ? texts.createFailed : texts.updateFailed;
        const detail = unplaced[0] ?? (fields.length ? undefined : failure.message);
        void message.error(detail && failure.status !== 500 ? `${failed} ${detail}` : failed, 6);
        // The form was disabled while saving, which took the keyboard's focus away: give it back
        // at the first field the server refused, else at 'Guardar'.
        if (fields[0]) form.scrollToField(fields[0].name, { focus: true });
        else requestAnimationFrame(() => saveButton.current?.focus());
      },
    });
  };

  return (
    <>
      <PageTitle text={title} />
      {leaveQuestion}
      <div className="admin-form__header">
        <Button icon={<ArrowLeftOutlined aria-hidden="true" />} onClick={back}>
          Volver
        </Button>
        <Typography.Title level={1} className="admin-form__title">
          {title}
        </Typography.Title>
      </div>
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues(resource, row)}
        onValuesChange={() => setDirty(true)}
        onFinish={submit}
        onFinishFailed={() => void message.warning('Revisa los campos marcados.')}
        scrollToFirstError={{ focus: true }}
        noValidate
        className={resource.seo ? 'admin-form admin-form--preview' : 'admin-form'}
        disabled={save.isPending}
      >
        <FormFields resource={resource} action={action} row={row} onImageBusyChange={setPreparingImage} />
        {/* The registry says which forms have a public page to preview (resources.ts). */}
        {resource.seo && (
          <SeoPreview resource={resource} seo={resource.seo} form={form} row={row} className="admin-form__preview" />
        )}
        <Space className="admin-form__actions">
          {/* Not while a chosen picture is still being shrunk: the save would go without it. */}
          <Button
            ref={saveButton}
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined aria-hidden="true" />}
            loading={save.isPending}
            disabled={preparingImage}
          >
            Guardar
          </Button>
          <Button onClick={back} disabled={false}>
            Cancelar
          </Button>
        </Space>
      </Form>
    </>
  );
}
