import type { Attributes } from '@opentelemetry/api';
import type { FastifyPluginCallback } from 'fastify';
import type { LogEvent } from 'kysely';

/**
 * Traces by OTLP, on request: with OTEL_EXPORTER_OTLP_ENDPOINT set (config.ts's `tracing`) the
 * OpenTelemetry Node SDK starts with its OTLP trace exporter, set up by the OTEL_* variables as
 * every OpenTelemetry SDK is (protocol, headers, sampler; the service is `pasteleria` unless
 * OTEL_SERVICE_NAME names it), and @fastify/otel makes a span of each request named by its route,
 * with its hooks and handler inside. Added here: a span per database statement, on both engines,
 * from Kysely's log (which tells each statement once it has ended, in its request's context: its
 * start is its end less its duration), and the spans the server times itself (`span`: a page's
 * render, around its request to the render process, whose own code is never instrumented).
 * Traces only: the metrics are Prometheus's (metrics/), the logs pino's.
 *
 * Nothing of OpenTelemetry is loaded unless tracing is on: these packages are imported here alone,
 * and only as `import()` or `import type` (ESLint refuses any other import of them).
 */
export interface Tracing {
  /** @fastify/otel's plugin: registered before every route, which it wraps as it is added. */
  plugin: FastifyPluginCallback;
  /** Kysely's log event of a statement, as a span of the request that sent it. */
  statement: (event: LogEvent) => void;
  /** Starts a span within the current one; answers what ends it, with what was learnt meanwhile. */
  span: (name: string, attributes: Attributes) => (attributes: Attributes, failed: boolean) => void;
  /** Sends the spans still waiting and stops. */
  shutdown: () => Promise<void>;
}

/** `SELECT`, `INSERT`…: a statement's span is named by what it does (its text is an attribute). */
const operationOf = (sql: string) => /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';

export async function startTracing(): Promise<Tracing> {
  const [{ NodeSDK }, { FastifyOtelInstrumentation }, { trace, SpanKind, SpanStatusCode }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@fastify/otel'),
    import('@opentelemetry/api'),
  ]);
  const requests = new FastifyOtelInstrumentation();
  const sdk = new NodeSDK({
    ...(process.env.OTEL_SERVICE_NAME ? {} : { serviceName: 'pasteleria' }),
    instrumentations: [requests],
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  const tracer = trace.getTracer('pasteleria');
  return {
    plugin: requests.plugin(),
    statement(event) {
      const sql = event.query.sql;
      const operation = operationOf(sql);
      const span = tracer.startSpan(operation, {
        kind: SpanKind.CLIENT,
        startTime: performance.timeOrigin + performance.now() - event.queryDurationMillis,
        attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': sql },
      });
      if (event.level === 'error')
        span.setStatus({
          code: SpanStatusCode.ERROR,
          message: event.error instanceof Error ? event.error.message : String(event.error),
        });
      span.end();
    },
    span(name, attributes) {
      const span = tracer.startSpan(name, { attributes });
      return (learnt, failed) => {
        span.setAttributes(learnt);
        if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      };
    },
    shutdown: () => sdk.shutdown(),
  };
}
