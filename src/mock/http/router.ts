import type { RequestContext } from './context.js';

/** Answers one route. */
export type RouteHandler = (context: RequestContext) => Response | Promise<Response>;

interface Route {
  method: string;
  /** `METHOD /path/:param` as registered: the key of the route's contract (check/contracts.ts). */
  key: string;
  pattern: RegExp;
  keys: string[];
  handler: RouteHandler;
}

/** What a path matched: the handler, its decoded parameters and route key, or the methods the path allows. */
export type Match =
  | { handler: RouteHandler; params: Record<string, string>; route: string }
  | { allowed: string[] }
  | undefined;

/**
 * A small path router: `:name` matches one segment, `:name*` the rest of the path (slashes kept).
 * Parameters are percent-decoded segment by segment.
 */
export class Router {
  readonly #routes: Route[] = [];

  on(method: string, path: string, handler: RouteHandler): this {
    const keys: string[] = [];
    const source = path.replace(/:(\w+)(\*)?/g, (_all, key: string, rest?: string) => {
      keys.push(key);
      return rest ? '(.+)' : '([^/]+)';
    });
    this.#routes.push({ method, key: `${method} ${path}`, pattern: new RegExp(`^${source}$`), keys, handler });
    return this;
  }

  /**
   * The route of a method and path. HEAD is answered by the path's GET route when it has no HEAD route of its own
   * (as Spring does: the caller drops the body); the methods a path allows list HEAD wherever they list GET.
   */
  match(method: string, pathname: string): Match {
    const allowed = new Set<string>();
    let get: Match;
    for (const route of this.#routes) {
      const found = route.pattern.exec(pathname);
      if (!found) continue;
      if (route.method === method) return matched(route, found);
      if (method === 'HEAD' && route.method === 'GET') get ??= matched(route, found);
      allowed.add(route.method);
      if (route.method === 'GET') allowed.add('HEAD');
    }
    return get ?? (allowed.size ? { allowed: [...allowed] } : undefined);
  }
}

/** A route's handler and the decoded parameters of what its pattern found. */
function matched(route: Route, found: RegExpExecArray): Match {
  const params: Record<string, string> = {};
  route.keys.forEach((key, i) => {
    params[key] = (found[i + 1] ?? '').split('/').map(decodeURIComponent).join('/');
  });
  return { handler: route.handler, params, route: route.key };
}
