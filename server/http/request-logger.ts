import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger.js';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** The server's logger is pino's, which can say whether a level is written. */
type Logger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger, made only when the request logs something at a level the
 * server writes: Fastify gives every request a child of the server's logger (pino
 * copies and serialises the request id into it), and most requests never log. At
 * `warn`, a quiet server's level and the bench's, only a failure writes; at `info`
 * Fastify's own two lines a request make the child at once. The child is made on the
 * first line that will be written, with the same bindings, so a line reads exactly as
 * before (docs/bench.md, issue 43: 1.6–2 µs of a two-letter search's ~110).
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made().level = level;
  }

  isLevelEnabled(level: string): boolean {
    // A route's own level (`logLevel`) is the child's to tell.
    if (this.#child || this.options.level) return (this.made() as Logger).isLevelEnabled(level);
    return (this.parent as Logger).isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }

  fatal(...line: unknown[]) {
    this.write('fatal', line);
  }
  error(...line: unknown[]) {
    this.write('error', line);
  }
  warn(...line: unknown[]) {
    this.write('warn', line);
  }
  info(...line: unknown[]) {
    this.write('info', line);
  }
  debug(...line: unknown[]) {
    this.write('debug', line);
  }
  trace(...line: unknown[]) {
    this.write('trace', line);
  }
  silent() {}

  private write(level: Level, line: unknown[]) {
    if (!this.isLevelEnabled(level)) return;
    (this.made()[level] as (...line: unknown[]) => void)(...line);
  }

  private made(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }
}

/** Fastify's `childLoggerFactory`: each request's logger made on its first written line. */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  parent,
  bindings,
  options,
) => new RequestLogger(parent, bindings, options) as unknown as FastifyBaseLogger;

/**
 * Fastify's own two lines a request ("incoming request", "request completed"), asked
 * for only when `info` is written: below it each request still built both lines'
 * objects and timed itself for nothing. A request that ended in an error is
 * reported at every level, as before.
 */
export class RequestLines extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if ((request.log as Logger).isLevelEnabled('info')) super.incomingRequest(request, reply);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error || (reply.log as Logger).isLevelEnabled('info'))
      super.requestCompleted(error, request, reply);
  }
}
