import { useEffect, useState } from 'react';
import { CheckOutlined, StepForwardOutlined, StopOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import type { ReleaseHealth, RemoteName, Rollout } from '@pasteleria/shared/federation';
import { ConfirmButton } from '../components/confirm-button';
import { count, DateTime, duration, millis, ratePercent, remoteLabel, sharePercent, stagePlan } from './release-words';
import { useChangeRollout } from './use-rollouts';

/** The id of a remote's rollout heading, where focus goes once a rollout started, moved or ended. */
function rolloutHeadingId(remote: RemoteName): string {
  return `versiones-${remote}-gradual`;
}

const rolloutHeading = (remote: RemoteName) => () => document.getElementById(rolloutHeadingId(remote));

/** How long focus waits for the rollout's heading: the API's answer, then the rollout's reload. */
const FOCUS_WAIT_MS = 5_000;

/** Takes focus to a remote's rollout heading once it is on the page (within FOCUS_WAIT_MS). */
export function focusRolloutWhenShown(remote: RemoteName): void {
  const until = performance.now() + FOCUS_WAIT_MS;
  requestAnimationFrame(function focusWhenShown() {
    const heading = rolloutHeading(remote)();
    if (heading) heading.focus();
    else if (performance.now() < until) requestAnimationFrame(focusWhenShown);
  });
}

/** The release visitors keep while a rollout runs, by its version. */
function stableVersion(rollout: Rollout): string {
  return rollout.from?.version ?? 'la versión incluida en el sitio';
}

/** A remote's rollout: the running one, its figures and its steps; or how the last one ended. */
export function RolloutPanel({ rollout }: { rollout: Rollout }) {
  const running = rollout.status === 'running';
  return (
    <section className="admin-release-rollout" aria-labelledby={rolloutHeadingId(rollout.remote)}>
      <Typography.Title level={3} id={rolloutHeadingId(rollout.remote)} tabIndex={-1}>
        {running ? 'Despliegue gradual en curso' : 'Último despliegue gradual'}
      </Typography.Title>
      {running ? <RunningRollout rollout={rollout} /> : <RolloutOutcome rollout={rollout} />}
    </section>
  );
}

function RunningRollout({ rollout }: { rollout: Rollout }) {
  const { release, stage, stages } = rollout;
  return (
    <>
      <Typography.Paragraph>
        {`La versión ${release.version} llega al ${sharePercent(rollout.share)} de los visitantes; los demás siguen con ${stableVersion(rollout)}. Se detiene y revierte sola si le va claramente peor que a la estable.`}
      </Typography.Paragraph>
      <dl className="admin-release-facts">
        <div>
          <dt>Etapa</dt>
          <dd>{`${stage + 1} de ${stages.length}: ${sharePercent(rollout.share)} de los visitantes`}</dd>
        </div>
        <div>
          <dt>Tiempo restante de la etapa</dt>
          <dd>
            <TimeLeft rollout={rollout} />
          </dd>
        </div>
        <div>
          <dt>Etapas</dt>
          <dd>{stagePlan(stages)}</dd>
        </div>
        <div>
          <dt>Iniciado por</dt>
          <dd>{rollout.startedBy}</dd>
        </div>
        <div>
          <dt>Inicio</dt>
          <dd>
            <DateTime iso={rollout.startedAt} />
          </dd>
        </div>
      </dl>
      <ReleasesSideBySide rollout={rollout} />
      <RolloutSteps rollout={rollout} />
    </>
  );
}

/** Now, again every second, for what counts down. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * What the stage still waits for: its time (its seconds since it started), and the least visits of
 * the new release before it may advance on its own.
 */
function TimeLeft({ rollout }: { rollout: Rollout }) {
  const now = useNow();
  const { seconds } = rollout.stages[rollout.stage] ?? {};
  const visits = rollout.canary.visits;
  const waiting = visits < rollout.minVisits;
  // A stage never started in the future: the server's clock may be a little ahead of this one.
  const elapsed = Math.max(0, now - Date.parse(rollout.stageStartedAt)) / 1000;
  const left = seconds ? seconds - elapsed : null;
  const time =
    left === null || Number.isNaN(left)
      ? 'Sin límite de tiempo'
      : left > 0
        ? duration(left)
        : waiting
          ? 'Cumplido'
          : 'Cumplido: avanza en el próximo análisis (cada minuto)';
  return (
    <>
      {time}
      {waiting && (
        <span className="admin-release-rollout__wait">
          {`Espera visitas: ${count(visits)} de ${count(rollout.minVisits)} para avanzar sola.`}
        </span>
      )}
    </>
  );
}

const HEALTH_ROWS: ReadonlyArray<{ key: string; label: string; show: (health: ReleaseHealth) => string }> = [
  { key: 'visits', label: 'Visitas', show: (h) => count(h.visits) },
  {
    key: 'errors',
    label: 'Visitas con algún error',
    show: (h) => `${ratePercent(h.errorRate)} (${count(h.errorVisits)})`,
  },
  { key: 'load', label: 'Visitas en que no cargaron sus archivos', show: (h) => count(h.loadErrorVisits) },
  { key: 'lcp', label: 'Carga: LCP p75', show: (h) => millis(h.lcpP75) },
  { key: 'inp', label: 'Respuesta: INP p75', show: (h) => millis(h.inpP75) },
];

/** The new and the stable release, side by side: their figures, then their most frequent errors. */
function ReleasesSideBySide({ rollout }: { rollout: Rollout }) {
  const sides = [
    { key: 'canary', name: 'Nueva', version: rollout.release.version, health: rollout.canary },
    {
      key: 'stable',
      name: 'Estable',
      version: rollout.from?.version ?? 'incluida en el sitio',
      health: rollout.stable,
    },
  ];
  return (
    <>
      <div className="admin-release-health-wrap">
        <table className="admin-release-health">
          <caption>Lo que reportan los navegadores de los visitantes en este despliegue</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Medida</span>
              </th>
              {sides.map((side) => (
                <th scope="col" key={side.key} className="admin-release-health__side">
                  {`${side.name} (${side.version})`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {HEALTH_ROWS.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {sides.map((side) => (
                  <td key={side.key}>{row.show(side.health)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="admin-release-rollout__errors">
        {sides.map((side) => (
          <div key={side.key}>
            <Typography.Title
              level={4}
            >{`Errores más frecuentes de la ${side.name.toLowerCase()} (${side.version})`}</Typography.Title>
            {side.health.topErrors.length ? (
              <ol>
                {side.health.topErrors.map((error) => (
                  <li key={error.message}>
                    <span className="admin-release-rollout__message">{error.message}</span>
                    {` (${count(error.count)} ${error.count === 1 ? 'visita' : 'visitas'})`}
                  </li>
                ))}
              </ol>
            ) : (
              <Typography.Paragraph>Ningún error reportado.</Typography.Paragraph>
            )}
          </div>
        ))}
      </div>
    </>
  );
}

/** 'Avanzar' (while a stage follows), 'Completar' and 'Detener y revertir', each after a confirmation. */
function RolloutSteps({ rollout }: { rollout: Rollout }) {
  const change = useChangeRollout(rollout.remote);
  const remote = remoteLabel(rollout.remote);
  const { version } = rollout.release;
  const next = rollout.stages[rollout.stage + 1];
  const common = {
    size: 'small',
    loading: change.isPending,
    focusAfter: rolloutHeading(rollout.remote),
  } as const;
  return (
    <Space wrap>
      {next && (
        <ConfirmButton
          {...common}
          question={`¿Avanzar el despliegue de ${version} al ${sharePercent(next.share)} de los visitantes?`}
          description="Sin esperar a que se cumplan el tiempo ni las visitas de esta etapa."
          confirmText="Avanzar"
          danger={false}
          icon={<StepForwardOutlined aria-hidden="true" />}
          onConfirm={() => change.mutateAsync('advance')}
          aria-label={`Avanzar el despliegue de ${remote}`}
        >
          Avanzar
        </ConfirmButton>
      )}
      <ConfirmButton
        {...common}
        question={`¿Completar el despliegue de ${version}?`}
        description="Todos los visitantes la recibirán desde su próxima visita."
        confirmText="Completar"
        danger={false}
        type="primary"
        icon={<CheckOutlined aria-hidden="true" />}
        onConfirm={() => change.mutateAsync('complete')}
        aria-label={`Completar el despliegue de ${remote}`}
      >
        Completar
      </ConfirmButton>
      <ConfirmButton
        {...common}
        question={`¿Detener el despliegue de ${version} y volver a ${stableVersion(rollout)}?`}
        description="Todos los visitantes recibirán la versión estable desde su próxima visita."
        confirmText="Detener y revertir"
        icon={<StopOutlined aria-hidden="true" />}
        onConfirm={() => change.mutateAsync('abort')}
        aria-label={`Detener y revertir el despliegue de ${remote}`}
      >
        Detener y revertir
      </ConfirmButton>
    </Space>
  );
}

/** How the last rollout ended, when and why. */
function RolloutOutcome({ rollout }: { rollout: Rollout }) {
  const completed = rollout.status === 'completed';
  return (
    <dl className="admin-release-facts">
      <div>
        <dt>Versión</dt>
        <dd>
          <span className="admin-release-version">{rollout.release.version}</span>
        </dd>
      </div>
      <div>
        <dt>Resultado</dt>
        <dd>
          {completed
            ? 'Completado: la reciben todos los visitantes'
            : `Detenido y revertido a ${stableVersion(rollout)}`}
        </dd>
      </div>
      {rollout.reason && (
        <div>
          <dt>Motivo</dt>
          <dd>{rollout.reason}</dd>
        </div>
      )}
      <div>
        <dt>Terminó</dt>
        <dd>{rollout.endedAt ? <DateTime iso={rollout.endedAt} /> : 'Sin fecha'}</dd>
      </div>
    </dl>
  );
}
