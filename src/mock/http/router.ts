import type { RequestContext } from './context.js';

/** Answers one route. */
export type RouteHandler = (context: RequestContext) => Response | Promise<Response>;

interface Route {
  method: string;
  /** `METHOD /path/:param` as registered: the key of the route's contract (check/contracts.ts). */
  key: string;
  /** The names of its parameters, in the order of the path. */
  names: string[];
  handler: RouteHandler;
  /** When it was registered: the order of the methods a 405 lists, nothing else. */
  order: number;
}

/** A node of the segment trie: the routes of one path template prefix, by what the next segment is. */
interface Node {
  literals: Map<string, Node>;
  /** The `:name` child: any one non-empty segment. */
  param?: Node;
  /** The routes whose template ends here, by method. */
  routes: Map<string, Route>;
  /** The routes whose `:name*` takes the rest of the path from here (one or more characters), by method. */
  rest: Map<string, Route>;
}

/** What a path matched: the handler, its decoded parameters and route key, or the methods the path allows. */
export type Match =
  | { handler: RouteHandler; params: Record<string, string>; route: string }
  | { allowed: string[] }
  | undefined;

/** Called with each route table a path reaches, best first, and the raw values of its parameters; true stops. */
type Visit = (routes: ReadonlyMap<string, Route>, values: readonly string[]) => boolean;

const node = (): Node => ({ literals: new Map(), routes: new Map(), rest: new Map() });

/** The child of a node for a literal segment, made when new. */
function child(parent: Node, segment: string): Node {
  const existing = parent.literals.get(segment);
  if (existing) return existing;
  const made = node();
  parent.literals.set(segment, made);
  return made;
}

/**
 * A small path router: `:name` matches one segment, `:name*` the rest of the path (slashes kept). Parameters are
 * percent-decoded segment by segment. The order routes are registered in does not matter: of the routes of a method
 * that match a path, the most specific answers, as Spring ranks its patterns: segment by segment, a literal before
 * a parameter before a rest-of-path `:name*`. Two routes of one method with the same template (but for the names
 * of their parameters) would match the same paths at the same rank: the second is refused.
 */
export class Router {
  readonly #root = node();
  #count = 0;

  on(method: string, path: string, handler: RouteHandler): this {
    const key = `${method} ${path}`;
    const names: string[] = [];
    let at = this.#root;
    let table = at.routes;
    const segments = path.split('/').slice(1);
    for (const [i, segment] of segments.entries()) {
      const name = /^:(\w+)(\*?)$/.exec(segment);
      if (name?.[2] && i < segments.length - 1)
        throw new Error(`Route ${key}: a rest-of-path :${name[1]}* must be the template's last segment`);
      if (name) names.push(name[1] ?? '');
      if (name?.[2]) table = at.rest;
      else {
        if (name) at.param ??= node();
        at = name && at.param ? at.param : child(at, segment);
        table = at.routes;
      }
    }
    const clash = table.get(method);
    if (clash) throw new Error(`Route ${key} matches the same requests as ${clash.key}, at the same rank`);
    table.set(method, { method, key, names, handler, order: this.#count++ });
    return this;
  }

  /**
   * The route of a method and path. HEAD is answered by the path's GET route when it has no HEAD route of its own
   * (as Spring does: the caller drops the body); the methods a path allows list HEAD wherever they list GET.
   */
  match(method: string, pathname: string): Match {
    const segments = pathname.split('/');
    if (segments[0] !== '') return undefined;
    let found: Match;
    let get: Match;
    this.#walk(segments, 1, this.#root, [], (routes, values) => {
      const route = routes.get(method);
      if (route) found = matched(route, values);
      const asGet = method === 'HEAD' && get === undefined && routes.get('GET');
      if (asGet) get = matched(asGet, values);
      return found !== undefined;
    });
    if (found ?? get) return found ?? get;
    const reached: Route[] = [];
    this.#walk(segments, 1, this.#root, [], (routes) => {
      reached.push(...routes.values());
      return false;
    });
    if (reached.length === 0) return undefined;
    const allowed = new Set<string>();
    for (const route of reached.sort((a, b) => a.order - b.order)) {
      allowed.add(route.method);
      if (route.method === 'GET') allowed.add('HEAD');
    }
    return { allowed: [...allowed] };
  }

  /** Visits the route tables the path reaches from `at`, best first: the literal, then the parameter, then the rest. */
  #walk(segments: string[], i: number, at: Node, values: string[], visit: Visit): boolean {
    if (i === segments.length) return at.routes.size > 0 && visit(at.routes, values);
    const segment = segments[i] ?? '';
    const literal = at.literals.get(segment);
    if (literal && this.#walk(segments, i + 1, literal, values, visit)) return true;
    if (at.param && segment !== '') {
      values.push(segment);
      const stop = this.#walk(segments, i + 1, at.param, values, visit);
      values.pop();
      if (stop) return true;
    }
    if (at.rest.size === 0) return false;
    const rest = segments.slice(i).join('/');
    return rest !== '' && visit(at.rest, [...values, rest]);
  }
}

/** A route's handler and the decoded parameters of the values the path gave it. */
function matched(route: Route, values: readonly string[]): Match {
  const params: Record<string, string> = {};
  route.names.forEach((name, i) => {
    params[name] = (values[i] ?? '').split('/').map(decodeURIComponent).join('/');
  });
  return { handler: route.handler, params, route: route.key };
}
