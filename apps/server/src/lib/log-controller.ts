// One log line per request, written when it completes, with the method, address, status and time
// together (Fastify's default writes a second line as each request arrives, linked only by id).
import { LogController } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The level of the route's "request completed" line (health probes: debug); info if unset. */
    logLevelOfCompletion?: "debug" | "info";
  }
}

export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    ...[error, request, reply]: Parameters<LogController["requestCompleted"]>
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else
      reply.log[request.routeOptions.config?.logLevelOfCompletion ?? "info"](
        line,
        "request completed",
      );
  }
}
