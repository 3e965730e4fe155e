// The routes of the mock as data: the method and path template of each, in the order the modules register them.
import { type RouteHandler, Router } from '../../../src/mock/http/router.js';
import { type RouteModule, registerRoutes, routeModules } from '../../../src/mock/routes.js';

/** A route as registered: its method and path template. */
export interface ListedRoute {
  method: string;
  path: string;
}

/** A router that also keeps the method and path of every route registered on it. */
export class RecordingRouter extends Router {
  readonly routes: ListedRoute[] = [];

  override on(method: string, path: string, handler: RouteHandler): this {
    this.routes.push({ method, path });
    return super.on(method, path, handler);
  }
}

/** The mock's router over the given modules (all, in routes.ts order, by default), with its routes listed. */
export function recordedRoutes(modules: readonly RouteModule[] = routeModules): RecordingRouter {
  return registerRoutes(new RecordingRouter(), modules) as RecordingRouter;
}
