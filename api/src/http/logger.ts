import type { FastifyServerOptions } from 'fastify';
import type { LogFormat } from '../config.js';

/**
 * The server's log: JSON lines (pino) for a log collector, or readable lines (pino-pretty, written
 * in this process) for a person: when stdout is a terminal (`npm start`), or with LOG_FORMAT=pretty
 * (`npm run dev`, whose terminal the API's lines reach through a pipe); LOG_FORMAT=json keeps JSON
 * lines on a terminal too. Readable lines are coloured on a terminal, or as FORCE_COLOR says.
 * LOG_LEVEL=silent turns it off.
 */
export async function loggerOptions(
  level: string,
  format: LogFormat | undefined,
  terminal = process.stdout.isTTY,
): Promise<FastifyServerOptions['logger']> {
  if (level === 'silent') return false;
  if ((format ?? (terminal ? 'pretty' : 'json')) === 'json') return { level };
  const { default: pretty } = await import('pino-pretty');
  const force = process.env.FORCE_COLOR;
  const stream = pretty({
    colorize: force ? force !== '0' : terminal,
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    // One line per request: its message already says method, URL, status and time.
    ignore: 'pid,hostname,reqId,req,res,responseTime',
  });
  return { level, stream };
}
