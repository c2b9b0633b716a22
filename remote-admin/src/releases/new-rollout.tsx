import { useState } from 'react';
import { DeleteOutlined, PlusOutlined, RiseOutlined } from '@ant-design/icons';
import { Alert, Button, Form, InputNumber, Modal, Space, Typography } from 'antd';
import type { FormListFieldData } from 'antd';
import {
  DEFAULT_ROLLOUT_MIN_VISITS,
  DEFAULT_ROLLOUT_STAGES,
  ROLLOUT_MIN_VISITS_MAX,
  ROLLOUT_STAGE_SECONDS_MAX,
  ROLLOUT_STAGES_MAX,
  type Release,
  type RolloutStage,
} from '@pasteleria/shared/federation';
import { readServerFailure, refusalMessage } from '../data/server-errors';
import { focusRolloutWhenShown } from './rollout';
import { count, remoteLabel } from './release-words';
import { useStartRollout } from './use-rollouts';

/** A stage before the last, as the form holds it: its share of visitors and its minutes. */
interface StageFields {
  share?: number | null;
  minutes?: number | null;
}

interface RolloutFields {
  stages: StageFields[];
  minVisits?: number | null;
}

const MINUTES_MAX = ROLLOUT_STAGE_SECONDS_MAX / 60;

const INITIAL: RolloutFields = {
  stages: DEFAULT_ROLLOUT_STAGES.filter((stage) => stage.seconds).map((stage) => ({
    share: stage.share,
    minutes: (stage.seconds ?? 0) / 60,
  })),
  minVisits: DEFAULT_ROLLOUT_MIN_VISITS,
};

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** The stages as the API takes them: the form's, then everyone (100%, no time). */
function stagesOf(fields: StageFields[]): RolloutStage[] {
  return [
    ...fields.map((stage) => ({ share: stage.share ?? 0, seconds: Math.round((stage.minutes ?? 0) * 60) })),
    { share: 100 },
  ];
}

/**
 * 'Iniciar despliegue gradual', beside 'Publicar': a dialog with the stages (each one's share of
 * visitors and minutes; the last, 100%, is everyone) and the least visits a stage needs to advance
 * on its own. A refusal shows in the dialog, in the API's words, with the values kept.
 */
export function StartRolloutButton({ release, hidden = false }: { release: Release; hidden?: boolean }) {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const remote = remoteLabel(release.remote);
  const title = `Despliegue gradual de ${release.version} de ${remote}`;
  return (
    <>
      {!hidden && (
        <Button
          size="small"
          icon={<RiseOutlined aria-hidden="true" />}
          onClick={() => setOpen(true)}
          aria-label={`Iniciar despliegue gradual de ${release.version} de ${remote}`}
        >
          Iniciar despliegue gradual
        </Button>
      )}
      <Modal
        open={open}
        title={title}
        footer={null}
        onCancel={() => setOpen(false)}
        // Once started, this button is gone (one rollout at a time): when the dialog has closed,
        // focus goes to the rollout instead of back to the button.
        focusTriggerAfterClose={!started}
        afterClose={() => {
          if (started) focusRolloutWhenShown(release.remote);
          setStarted(false);
        }}
      >
        <RolloutForm
          release={release}
          onStarted={() => {
            setStarted(true);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      </Modal>
    </>
  );
}

function RolloutForm({
  release,
  onStarted,
  onCancel,
}: {
  release: Release;
  onStarted: () => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<RolloutFields>();
  const start = useStartRollout(release.remote);
  const [refusal, setRefusal] = useState<{ title: string; details: string[] } | null>(null);

  const submit = ({ stages, minVisits }: RolloutFields) => {
    setRefusal(null);
    start.mutate(
      { id: release.id, stages: stagesOf(stages), minVisits: minVisits ?? DEFAULT_ROLLOUT_MIN_VISITS },
      {
        onSuccess: () => {
          form.resetFields();
          onStarted();
        },
        onError: (error) => {
          setRefusal({
            title: refusalMessage(error) ?? 'No se pudo iniciar el despliegue gradual. Intenta de nuevo.',
            details: Object.values(readServerFailure(error).fields),
          });
        },
      },
    );
  };

  return (
    <Form<RolloutFields>
      form={form}
      name={`despliegue-${release.id}`}
      layout="vertical"
      className="admin-rollout-form"
      initialValues={INITIAL}
      onFinish={submit}
      noValidate
    >
      <Typography.Paragraph>
        La nueva versión llega a una parte de los visitantes en cada etapa. Si le va claramente peor que a la publicada,
        se detiene y se revierte sola; si no, pasa a la etapa siguiente cuando se cumplen su tiempo y las visitas
        mínimas.
      </Typography.Paragraph>
      {refusal && (
        <Alert
          type="error"
          showIcon
          className="admin-rollout-form__alert"
          title={refusal.title}
          description={refusal.details.length ? refusal.details.join(' ') : undefined}
        />
      )}
      <Form.List name="stages">
        {(fields, { add, remove }) => (
          <>
            <ol className="admin-rollout-form__stages">
              {fields.map((field, index) => (
                <StageRow
                  key={field.key}
                  field={field}
                  index={index}
                  onRemove={fields.length > 1 ? () => remove(field.name) : undefined}
                />
              ))}
              <li>
                <Typography.Text>{`Etapa ${fields.length + 1}: 100% de los visitantes (se completa).`}</Typography.Text>
              </li>
            </ol>
            {fields.length < ROLLOUT_STAGES_MAX - 1 && (
              <Button
                icon={<PlusOutlined aria-hidden="true" />}
                onClick={() => {
                  const last = (form.getFieldValue(['stages', fields.length - 1, 'share']) as number | null) ?? 0;
                  add({ share: Math.min(99, last + 10), minutes: 10 });
                }}
              >
                Añadir etapa
              </Button>
            )}
          </>
        )}
      </Form.List>
      <Form.Item
        name="minVisits"
        label="Visitas mínimas por etapa"
        extra="Las que necesita la nueva versión para avanzar sola de etapa."
        required
        rules={[
          {
            validator: (_, value: unknown) =>
              isWhole(value) && value >= 0 && value <= ROLLOUT_MIN_VISITS_MAX
                ? Promise.resolve()
                : Promise.reject(
                    new Error(`Escribe un número entero de visitas, de 0 a ${count(ROLLOUT_MIN_VISITS_MAX)}.`),
                  ),
          },
        ]}
      >
        <InputNumber className="admin-rollout-form__number" />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={start.isPending}>
          Iniciar despliegue gradual
        </Button>
        <Button onClick={onCancel}>Cancelar</Button>
      </Space>
    </Form>
  );
}

/** One stage before the last: its share (above the one before, below 100) and its minutes. */
function StageRow({ field, index, onRemove }: { field: FormListFieldData; index: number; onRemove?: () => void }) {
  const n = index + 1;
  return (
    <li className="admin-rollout-form__stage">
      <Form.Item
        name={[field.name, 'share']}
        label={`Etapa ${n}: % de visitantes`}
        required
        dependencies={index > 0 ? [['stages', index - 1, 'share']] : []}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: unknown) => {
              if (value === null || value === undefined)
                return Promise.reject(new Error(`Escribe el porcentaje de la etapa ${n}.`));
              if (!isWhole(value) || value < 1 || value > 99)
                return Promise.reject(new Error('Escribe un número entero de 1 a 99: la última etapa ya es el 100%.'));
              const before = index > 0 ? (getFieldValue(['stages', index - 1, 'share']) as unknown) : null;
              if (typeof before === 'number' && value <= before)
                return Promise.reject(new Error(`Debe ser mayor que el de la etapa ${index} (${before}%).`));
              return Promise.resolve();
            },
          }),
        ]}
      >
        <InputNumber className="admin-rollout-form__number" suffix="%" />
      </Form.Item>
      <Form.Item
        name={[field.name, 'minutes']}
        label={`Etapa ${n}: minutos`}
        required
        rules={[
          {
            validator: (_, value: unknown) => {
              if (value === null || value === undefined)
                return Promise.reject(new Error(`Escribe cuántos minutos dura la etapa ${n}.`));
              if (!isWhole(value) || value <= 0)
                return Promise.reject(new Error('Escribe un número entero de minutos mayor que 0.'));
              if (value > MINUTES_MAX)
                return Promise.reject(new Error(`Una etapa dura como mucho 7 días (${count(MINUTES_MAX)} minutos).`));
              return Promise.resolve();
            },
          },
        ]}
      >
        <InputNumber className="admin-rollout-form__number" />
      </Form.Item>
      {onRemove && (
        <Button
          className="admin-rollout-form__remove"
          icon={<DeleteOutlined aria-hidden="true" />}
          onClick={onRemove}
          aria-label={`Quitar la etapa ${n}`}
        >
          Quitar
        </Button>
      )}
    </li>
  );
}
