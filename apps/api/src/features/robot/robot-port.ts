/**
 * The port to a restaurant's robot controller (SPEC §1 dish-collector robot, issue 16). The
 * product only says "go to this table": one HTTP POST of a small JSON task to the endpoint the
 * restaurant configured, with its secret header, under a timeout (decision 027). Anything but a
 * 2xx answer in time means the robot service is unavailable.
 */

export interface RobotEndpoint {
  url: string;
  /** header name and value the controller expects, when it expects one */
  secretHeader: string | null;
  secret: string | null;
}

export interface RobotTask {
  callId: number;
  restaurant: { id: number; slug: string };
  table: { id: number; name: string; area: string | null };
  /** ISO instant of the guest's request */
  requestedAt: string;
}

export class RobotUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`robot service unavailable: ${reason}`, options);
    this.name = 'RobotUnavailableError';
  }
}

export interface RobotPort {
  /** resolves once the controller accepted the task; RobotUnavailableError otherwise */
  dispatch(endpoint: RobotEndpoint, task: RobotTask): Promise<void>;
}

export function createRobotPort(options: { timeoutMs: number }): RobotPort {
  return {
    async dispatch(endpoint, task) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (endpoint.secretHeader && endpoint.secret) headers[endpoint.secretHeader] = endpoint.secret;
      let response: Response;
      try {
        response = await fetch(endpoint.url, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            task: 'go_to_table',
            call_id: task.callId,
            restaurant: task.restaurant,
            table: task.table,
            requested_at: task.requestedAt,
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        // refused, unreachable, or no answer within the timeout
        throw new RobotUnavailableError((error as Error).name, { cause: error });
      }
      // the body is not needed; reading it frees the connection
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new RobotUnavailableError(`HTTP ${response.status}`);
    },
  };
}
