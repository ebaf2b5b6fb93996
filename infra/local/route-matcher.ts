/**
 * Matches requests against HiveKeeper's route table the way API Gateway's HTTP API selects a route: the method
 * must match, `{name}` matches one path segment, `{name+}` the rest of the path, and a more specific route (more
 * literal segments) wins over a parameterised one.
 */
export interface MatchableRoute {
  method: string;
  path: string;
}

export interface RouteMatch<Route> {
  route: Route;
  pathParameters: Record<string, string>;
}

interface CompiledRoute<Route> {
  route: Route;
  pattern: RegExp;
  parameterNames: string[];
  literalSegments: number;
}

export function createRouteMatcher<Route extends MatchableRoute>(routes: readonly Route[]) {
  const compiled = routes.map((route) => compile(route)).sort((a, b) => b.literalSegments - a.literalSegments);

  return (method: string, path: string): RouteMatch<Route> | undefined => {
    for (const candidate of compiled) {
      if (candidate.route.method !== method.toUpperCase()) continue;
      const match = candidate.pattern.exec(path);
      if (!match) continue;
      const pathParameters: Record<string, string> = {};
      try {
        candidate.parameterNames.forEach((name, index) => {
          pathParameters[name] = decodeURIComponent(match[index + 1] ?? '');
        });
      } catch {
        return undefined;
      }
      return { route: candidate.route, pathParameters };
    }
    return undefined;
  };
}

function compile<Route extends MatchableRoute>(route: Route): CompiledRoute<Route> {
  const parameterNames: string[] = [];
  let literalSegments = 0;
  const source = route.path
    .split('/')
    .map((segment) => {
      const parameter = /^\{([^}+]+)(\+?)\}$/.exec(segment);
      if (!parameter) {
        literalSegments += 1;
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      }
      parameterNames.push(parameter[1] ?? '');
      return parameter[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), parameterNames, literalSegments };
}
