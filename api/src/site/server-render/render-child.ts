import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RenderMessage, RenderRequest, RenderSet } from './protocol.js';

/**
 * The API's side of one render process (./render-process.ts): started with the permission model
 * reading only the given folders, an empty environment, a bounded heap and no inspector; fed one
 * render at a time (the process draws synchronously: a queue here costs nothing and lets each
 * render have its own time limit). A render past its limit kills the process; so do a crash and an
 * exhausted heap. A request still queued once its page has stopped waiting is dropped.
 */
const SCRIPT = fileURLToPath(new URL('./render-process.js', import.meta.url));
/** How long a new process may take to load the host's renderer. */
const START_MS = 10_000;
/** How much of the process's standard error is kept, for a crash's message. */
const STDERR_KEPT = 4096;
/** What V8 writes when a heap reaches its limit. */
const OUT_OF_MEMORY = /heap out of memory|Reached heap limit/i;

/** Why a render gave nothing: its renderer threw, it took too long, its process ran out of memory, crashed, or never started. */
export const FAILURE_KINDS = ['throw', 'timeout', 'memory', 'crash', 'start'] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

export interface Failure {
  kind: FailureKind;
  message: string;
}

/** A render's outcome: the first view's HTML, a failure, or nothing (its page stopped waiting, or the process was stopped). */
export type Outcome = { html: string } | { failure: Failure } | null;

export interface ChildLimits {
  timeoutMs: number;
  memoryMb: number;
}

interface Queued {
  request: Omit<RenderRequest, 'id'>;
  /** Past it, the page has been sent without this render. */
  until: number;
  resolve: (outcome: Outcome) => void;
}

/** The line of a process's standard error that says what went wrong: its first error's, else its last. */
function whatWentWrong(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.find((line) => /^[\w.]*Error\b/.test(line)) ?? lines.at(-1) ?? '';
}

export class RenderChild {
  readonly #process: ChildProcess;
  readonly #queue: Queued[] = [];
  #current: (Queued & { id: number; timer: NodeJS.Timeout }) | undefined;
  #ready = false;
  #stopping = false;
  #ended = false;
  #stderr = '';
  #lastId = 0;
  readonly #startTimer: NodeJS.Timeout;
  readonly #exit = Promise.withResolvers<void>();

  /** Told once, when the process has ended, whatever ended it. */
  onEnd: () => void = () => undefined;

  constructor(
    set: RenderSet,
    /** The folders (and files) the process may read besides its own script. */
    readable: readonly string[],
    private readonly limits: ChildLimits,
  ) {
    this.#process = fork(SCRIPT, [JSON.stringify(set)], {
      execArgv: [
        '--permission',
        ...[SCRIPT, ...readable].map((allowed) => `--allow-fs-read=${allowed}`),
        `--max-old-space-size=${limits.memoryMb}`,
      ],
      env: {},
      cwd: path.dirname(set.host),
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'json',
    });
    this.#process.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      this.#stderr = (this.#stderr + chunk).slice(-STDERR_KEPT);
    });
    this.#process.on('message', (message: RenderMessage) => this.#received(message));
    this.#process.on('close', (code, signal) => this.#finish(code, signal));
    this.#process.on('error', (error) => {
      this.#process.kill('SIGKILL');
      this.#finish(null, null, error);
    });
    this.#startTimer = setTimeout(() => this.#kill(), START_MS).unref();
    (this.#process.stderr as { unref?: () => void } | null)?.unref?.();
    this.#hold();
  }

  /** The process's id (tests look for it). */
  get pid(): number | undefined {
    return this.#process.pid;
  }

  /** Whether it has ended or is stopping: it takes no new render. */
  get done(): boolean {
    return this.#ended || this.#stopping;
  }

  /** Resolves once the process has ended. */
  get ended(): Promise<void> {
    return this.#exit.promise;
  }

  /** Draws `request` once the renders before it are done; the page waits for it until `until`. */
  render(request: Omit<RenderRequest, 'id'>, until: number): Promise<Outcome> {
    if (this.done) return Promise.resolve(null);
    const { promise, resolve } = Promise.withResolvers<Outcome>();
    this.#queue.push({ request, until, resolve });
    this.#next();
    return promise;
  }

  /** Stops it: at once, or after the render it is drawing, within `graceMs`. Queued renders are dropped. */
  stop(graceMs = 0): void {
    if (this.#stopping || this.#ended) return;
    this.#stopping = true;
    this.#hold();
    this.#drop();
    if (!this.#current || graceMs === 0) this.#kill();
    else setTimeout(() => this.#kill(), graceMs).unref();
  }

  #next(): void {
    this.#take();
    this.#hold();
  }

  /** Sends the next render still awaited, once the process is ready and idle. */
  #take(): void {
    if (!this.#ready || this.#current || this.#ended) return;
    if (this.#stopping) return this.#kill();
    const now = Date.now();
    let queued = this.#queue.shift();
    while (queued && queued.until <= now) {
      queued.resolve(null);
      queued = this.#queue.shift();
    }
    if (!queued) return;
    const id = ++this.#lastId;
    const timer = setTimeout(() => {
      this.#settle({ failure: { kind: 'timeout', message: `no first view after ${this.limits.timeoutMs} ms` } });
      this.#kill();
    }, this.limits.timeoutMs);
    this.#current = { ...queued, id, timer };
    this.#process.send({ id, ...queued.request } satisfies RenderRequest);
  }

  #received(message: RenderMessage): void {
    if ('ready' in message) {
      clearTimeout(this.#startTimer);
      this.#ready = true;
    } else if (message.id === this.#current?.id) {
      this.#settle('html' in message ? { html: message.html } : { failure: { kind: 'throw', message: message.error } });
    }
    this.#next();
  }

  /** A render process keeps the API running only while it has renders to draw, or is being stopped. */
  #hold(): void {
    const busy = this.#current !== undefined || this.#queue.length > 0 || this.#stopping;
    for (const handle of [this.#process, this.#process.channel]) {
      if (busy) handle?.ref();
      else handle?.unref();
    }
  }

  /** Answers the render being drawn. */
  #settle(outcome: Outcome): void {
    const current = this.#current;
    if (!current) return;
    this.#current = undefined;
    clearTimeout(current.timer);
    current.resolve(outcome);
  }

  #drop(): void {
    for (const queued of this.#queue.splice(0)) queued.resolve(null);
  }

  #kill(): void {
    if (!this.#ended) this.#process.kill('SIGKILL');
  }

  #finish(code: number | null, signal: NodeJS.Signals | null, error?: Error): void {
    if (this.#ended) return;
    this.#ended = true;
    clearTimeout(this.#startTimer);
    const memory = OUT_OF_MEMORY.test(this.#stderr);
    const kind = !this.#ready ? 'start' : memory ? 'memory' : 'crash';
    const said = whatWentWrong(this.#stderr);
    const how = memory
      ? `its heap of ${this.limits.memoryMb} MB ran out`
      : (error?.message ?? `exited with ${signal ?? `code ${code}`}${said ? `: ${said}` : ''}`);
    // A process stopped by the API ends no render as a failure; one that started nothing fails its first page.
    if (this.#stopping) this.#settle(null);
    else if (!this.#ready) this.#queue.shift()?.resolve({ failure: { kind, message: how } });
    else this.#settle({ failure: { kind, message: how } });
    this.#drop();
    this.#exit.resolve();
    this.onEnd();
  }
}
