import { describe, expect, it } from 'vitest';
import { type Match, type RouteHandler, Router } from '../../../src/mock/http/router.js';
import { routeModules } from '../../../src/mock/routes.js';
import { type ListedRoute, recordedRoutes } from './route-list.js';

const ok: RouteHandler = () => new Response(null);

type Kind = 'literal' | 'param' | 'rest';
const kindOf = (segment: string): Kind =>
  segment.startsWith(':') ? (segment.endsWith('*') ? 'rest' : 'param') : 'literal';
const segmentsOf = (template: string) => template.split('/').slice(1);
const weight: Record<Kind, number> = { literal: 0, param: 1, rest: 2 };

/** The rank of two templates, as Spring ranks patterns: segment by segment, literal < parameter < rest; < 0: a wins. */
function compare(a: string, b: string): number {
  const [x, y] = [segmentsOf(a), segmentsOf(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const [p, q] = [x[i], y[i]];
    if (p === undefined || q === undefined) return p === undefined ? 1 : -1;
    const order = weight[kindOf(p)] - weight[kindOf(q)];
    if (order !== 0) return order;
  }
  return 0;
}

/** Whether some path matches both templates (a `:name*` is last and takes one or more characters). */
function overlap(a: string[], b: string[]): boolean {
  const [p, q] = [a[0], b[0]];
  if (p === undefined || q === undefined) return p === q;
  if (kindOf(p) === 'rest' || kindOf(q) === 'rest') return true;
  if (kindOf(p) === 'literal' && kindOf(q) === 'literal' && p !== q) return false;
  return overlap(a.slice(1), b.slice(1));
}

/** Whether a path matches a template, read directly: the reference the router's trie must agree with. */
function matches(template: string, path: string): boolean {
  const [t, s] = [segmentsOf(template), path.split('/').slice(1)];
  for (const [i, segment] of t.entries()) {
    if (kindOf(segment) === 'rest') return s.slice(i).join('/') !== '';
    const given = s[i];
    if (given === undefined || given === '' || (kindOf(segment) === 'literal' && given !== segment)) return false;
  }
  return s.length === t.length;
}

const routes = recordedRoutes().routes;
/** Each route's template with its parameters filled, and paths where two templates meet. */
const samples = [
  ...new Set(
    routes.flatMap(({ path }) => [
      path.replace(/:(\w+)\*?/g, 'x1'),
      path.replace(/:(\w+)\*/g, 'a/b.sql').replace(/:(\w+)/g, 'index'),
      path.replace(/:(\w+)\*?/g, (name) => name.replace(/\W/g, '')),
    ]),
  ),
  '/api/workspaces/w/members/subscriptions',
  '/api/workspaces/w/datasets/_msearch',
  '/api/workspaces/w/pipelines/validation',
  '/api/plugins/extractors/index',
  '/api/nowhere',
  '/api/channels/',
];
const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Every sample's match by every method, with the routes' own handlers left out (each router makes its own). */
function matchesOf(router: Router): unknown[] {
  const plain = (match: Match) => {
    if (match && 'allowed' in match) return { allowed: [...match.allowed].sort() };
    return match && { route: match.route, params: match.params };
  };
  return samples.flatMap((path) => methods.map((method) => plain(router.match(method, path))));
}

describe('the mock router', () => {
  it('ranks a literal segment before a parameter before a rest-of-path, whatever the order of registration', () => {
    const forward = new Router().on('GET', '/a/:x', ok).on('GET', '/a/b', ok).on('GET', '/a/:rest*', ok);
    const backward = new Router().on('GET', '/a/:rest*', ok).on('GET', '/a/b', ok).on('GET', '/a/:x', ok);
    for (const router of [forward, backward]) {
      expect(router.match('GET', '/a/b')).toMatchObject({ route: 'GET /a/b', params: {} });
      expect(router.match('GET', '/a/c')).toMatchObject({ route: 'GET /a/:x', params: { x: 'c' } });
      expect(router.match('GET', '/a/b/c')).toMatchObject({ route: 'GET /a/:rest*', params: { rest: 'b/c' } });
      expect(router.match('GET', '/a/')).toBeUndefined();
    }
  });

  it('decides by the first segment where two templates differ, and falls back to a lower rank for the method', () => {
    const router = new Router().on('GET', '/a/:x/c', ok).on('GET', '/a/b/:y', ok).on('PUT', '/a/:x/:y', ok);
    expect(router.match('GET', '/a/b/c')).toMatchObject({ route: 'GET /a/b/:y', params: { y: 'c' } });
    expect(router.match('PUT', '/a/b/c')).toMatchObject({ route: 'PUT /a/:x/:y', params: { x: 'b', y: 'c' } });
    expect(router.match('DELETE', '/a/b/c')).toEqual({ allowed: ['GET', 'HEAD', 'PUT'] });
  });

  it('percent-decodes parameters segment by segment, the rest-of-path keeping its slashes', () => {
    const router = new Router().on('GET', '/f/:ws/:path*', ok);
    expect(router.match('GET', '/f/a%7Cb/x%20y/z.md')).toMatchObject({ params: { ws: 'a|b', path: 'x y/z.md' } });
  });

  it('refuses a second route of a method that would match the same requests at the same rank', () => {
    const router = new Router().on('GET', '/a/:x/b', ok);
    expect(() => router.on('GET', '/a/:y/b', ok)).toThrow('Route GET /a/:y/b matches the same requests as GET /a/:x/b');
    expect(() => router.on('PUT', '/a/:y/b', ok)).not.toThrow();
    expect(() => router.on('GET', '/a/:p*/b', ok)).toThrow("a rest-of-path :p* must be the template's last segment");
  });

  it('has no two routes of the mock that one request could match at the same rank', () => {
    const ambiguous: string[] = [];
    routes.forEach((a, i) => {
      for (const b of routes.slice(i + 1))
        if (a.method === b.method && overlap(segmentsOf(a.path), segmentsOf(b.path)) && compare(a.path, b.path) === 0)
          ambiguous.push(`${a.method} ${a.path} ~ ${b.path}`);
    });
    expect(routes.length).toBeGreaterThan(150);
    expect(ambiguous).toEqual([]);
  });

  it('answers each sample path by the best-ranked route that matches it, as a reading of the templates finds', () => {
    const router = recordedRoutes();
    const wrong: string[] = [];
    for (const path of samples)
      for (const method of methods) {
        const best = routes
          .filter((route: ListedRoute) => route.method === method && matches(route.path, path))
          .sort((a, b) => compare(a.path, b.path))[0];
        const match = router.match(method, path);
        const got = match && 'route' in match ? match.route : undefined;
        if (method !== 'HEAD' && got !== (best && `${best.method} ${best.path}`))
          wrong.push(`${method} ${path}: ${got} instead of ${best?.path}`);
      }
    expect(wrong).toEqual([]);
  });

  it('matches the same routes when the modules register in reverse or shuffled order', () => {
    const reference = matchesOf(recordedRoutes());
    let seed = 7;
    const shuffled = [...routeModules].sort(() => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647 - 0.5;
    });
    expect(shuffled).not.toEqual(routeModules);
    expect(matchesOf(recordedRoutes([...routeModules].reverse()))).toEqual(reference);
    expect(matchesOf(recordedRoutes(shuffled))).toEqual(reference);
  });

  it('lists the methods a path allows in the order their routes were registered (a 405 keeps its bytes)', () => {
    const router = recordedRoutes();
    expect(router.match('OPTIONS', '/api/workspaces/w/datasets/_msearch')).toEqual({
      allowed: ['GET', 'HEAD', 'POST'],
    });
    expect(router.match('OPTIONS', '/api/workspaces/w/pipelines/validation')).toEqual({ allowed: ['POST', 'PUT'] });
  });
});
