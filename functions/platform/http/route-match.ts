import type { Route } from '../../manifest/routes';

/**
 * A request path matched to the route table as API Gateway matches it: `{name}` segments are
 * path parameters, and among matching routes the one with the fewest parameters wins. The local
 * server (local/http-server.ts) routes every request with it, the MCP endpoint its tools' calls.
 */
interface CompiledRoute<R extends Pick<Route, 'method' | 'path'>> {
  route: R;
  pattern: RegExp;
  paramNames: string[];
}

export const compileRoute = <R extends Pick<Route, 'method' | 'path'>>(route: R): CompiledRoute<R> => {
  const paramNames: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^$(){}|[\]\\]/g, '\\$&');
      paramNames.push(param[1]!);
      return '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), paramNames };
};

const decodeParams = (names: string[], found: RegExpExecArray): Record<string, string> | undefined => {
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
  } catch {
    return undefined; // malformed percent-encoding matches no route
  }
};

export const matchRoute = <C extends CompiledRoute<Pick<Route, 'method' | 'path'>>>(routes: readonly C[], method: string, path: string) => {
  let best: { compiled: C; params: Record<string, string> } | undefined;
  for (const compiled of routes) {
    if (compiled.route.method !== method) continue;
    const found = compiled.pattern.exec(path);
    if (!found) continue;
    if (best && best.compiled.paramNames.length <= compiled.paramNames.length) continue;
    const params = decodeParams(compiled.paramNames, found);
    if (params) best = { compiled, params };
  }
  return best;
};
