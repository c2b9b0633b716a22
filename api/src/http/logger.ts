import type { FastifyServerOptions } from 'fastify';

/**
 * The server's log: JSON lines (pino) for a log collector, or readable coloured lines
 * (pino-pretty, written in this process) when stdout is a terminal, that is when a person runs
 * `npm start` and reads it. LOG_LEVEL=silent turns it off.
 */
export async function loggerOptions(
  level: string,
  terminal = process.stdout.isTTY,
): Promise<FastifyServerOptions['logger']> {
  if (level === 'silent') return false;
  if (!terminal) return { level };
  const { default: pretty } = await import('pino-pretty');
  const stream = pretty({
    colorize: true,
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    // One line per request: its message already says method, URL, status and time.
    ignore: 'pid,hostname,reqId,req,res,responseTime',
  });
  return { level, stream };
}
