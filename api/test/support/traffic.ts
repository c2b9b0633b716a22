import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Steady requests over real HTTP while a test changes what is behind them (a database stopped and
 * started): one loop per kind of request, each answer labelled with the phase the test was in
 * when it was asked and when it was answered.
 */
export interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
}

/** A request to `${base}/api/v1${url}`, JSON in and out; status 0 when no answer came at all. */
export async function call(base: string, method: string, url: string, body?: unknown, token?: string): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${base}/api/v1${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    return { status: 0, headers: new Headers(), body: String((error as Error).cause ?? error) };
  }
  const text = await response.text();
  try {
    return { status: response.status, headers: response.headers, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, headers: response.headers, body: text };
  }
}

export interface Outcome<Kind extends string, Phase extends string> {
  kind: Kind;
  /** The phase throughout, or 'changing' when it changed while the request was under way. */
  phase: Phase | 'changing';
  status: number;
  retryAfter: string | null;
  message: unknown;
}

export class Traffic<Kind extends string, Phase extends string> {
  readonly outcomes: Array<Outcome<Kind, Phase>> = [];
  #running = true;
  readonly #loops: Array<Promise<void>>;

  constructor(
    /** What the test is doing now: each answer is labelled with it. */
    public phase: Phase,
    /** One request of each kind; `n` counts that kind's requests. */
    requests: Record<Kind, (n: number) => Promise<Reply>>,
    pauseMs = 15,
  ) {
    this.#loops = (Object.keys(requests) as Kind[]).map(async (kind) => {
      for (let n = 0; this.#running; n += 1) {
        const asked = this.phase;
        const answer = await requests[kind](n);
        this.outcomes.push({
          kind,
          phase: asked === this.phase ? asked : 'changing',
          status: answer.status,
          retryAfter: answer.headers.get('retry-after'),
          message: (answer.body as { message?: unknown } | null)?.message,
        });
        await sleep(pauseMs);
      }
    });
  }

  /** The answers of `kind` asked and answered in `phase`. */
  of(kind: Kind, phase: Phase): Array<Outcome<Kind, Phase>> {
    return this.outcomes.filter((outcome) => outcome.kind === kind && outcome.phase === phase);
  }

  /** How many answers of each phase, kind and status: what a failed assertion shows. */
  summary(): string {
    const counts: Record<string, number> = {};
    for (const { phase, kind, status } of this.outcomes) {
      const key = `${phase} ${kind} ${status}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return JSON.stringify(counts);
  }

  /** Ends every loop once its request under way is answered. */
  async stop(): Promise<void> {
    this.#running = false;
    await Promise.all(this.#loops);
  }
}
