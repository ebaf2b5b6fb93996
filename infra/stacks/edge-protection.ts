/**
 * What stands in front of CloudFront for one stage: an AWS WAF web ACL of per-address rate limits. CloudFront takes
 * only a web ACL made in us-east-1, whatever the stage's region, so it is a stack of its own there, which the
 * stage's stack references across regions (`addHiveKeeperStack`).
 *
 * The rules, in order (WAF counts each address over a sliding five minutes and blocks it while it is over):
 * 1. AWS's IP reputation list (addresses AWS's threat intelligence sees in botnets and scans): blocked.
 * 2. Visitors' routes (the route table's public and optional routes but the signed webhook): at most
 *    `VISITOR_REQUESTS_PER_ADDRESS` a window from one address, well above what a person sends (5 feedback an
 *    hour, one newsletter sign-up, a calendar app's hourly poll) and far below a script's flood.
 * 3. Every request: at most `REQUESTS_PER_ADDRESS`, about ten a second for five minutes, which a beekeeper moving
 *    through screens on a club's shared network stays under and a scraper doesn't.
 * Blocked requests answer 429. Nothing inspects bodies: AWS's common rule set refuses bodies over 8 KB, which an
 * inspection's notes can be.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { isOpenToVisitors, type RouteDefinition } from '../../functions/route-definition';

/** WAF's rate-based rules count over a five-minute window unless told otherwise. */
export const VISITOR_REQUESTS_PER_ADDRESS = 100;
export const REQUESTS_PER_ADDRESS = 3000;

export interface EdgeProtectionProps extends StackProps {
  stage: string;
  /** The route table: its visitors' routes get the tighter limit. */
  routes: readonly Pick<RouteDefinition, 'method' | 'path' | 'access' | 'limitPerAddress'>[];
}

type Statement = CfnWebACL.StatementProperty;

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/** A request to the route: its method, and its path exactly, or up to its first `{parameter}`. */
function requestTo({ method, path }: Pick<RouteDefinition, 'method' | 'path'>): Statement {
  const parameter = path.indexOf('{');
  const match = (searchString: string, fieldToMatch: object, positionalConstraint: string): Statement => ({
    byteMatchStatement: {
      searchString,
      fieldToMatch,
      positionalConstraint,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  });
  return {
    andStatement: {
      statements: [
        match(method, { method: {} }, 'EXACTLY'),
        parameter === -1
          ? match(path, { uriPath: {} }, 'EXACTLY')
          : match(path.slice(0, parameter), { uriPath: {} }, 'STARTS_WITH'),
      ],
    },
  };
}

/** One statement matching any of `statements` (WAF's OR takes two or more). */
function anyOf(statements: Statement[]): Statement {
  const [only] = statements;
  if (statements.length === 1 && only) return only;
  return { orStatement: { statements } };
}

export class EdgeProtectionStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeProtectionProps) {
    super(scope, id, props);
    const visitorRoutes = props.routes.filter((route) => isOpenToVisitors(route) && route.limitPerAddress !== false);
    const tooMany = { block: { customResponse: { responseCode: 429 } } };
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `hivekeeper-${props.stage}`,
      description: `HiveKeeper ${props.stage}: per-address rate limits in front of CloudFront`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`hivekeeper-${props.stage}`),
      rules: [
        {
          name: 'ip-reputation',
          priority: 0,
          statement: {
            managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesAmazonIpReputationList' },
          },
          overrideAction: { none: {} },
          visibilityConfig: visibility('ip-reputation'),
        },
        {
          name: 'visitor-routes-per-address',
          priority: 1,
          statement: {
            rateBasedStatement: {
              limit: VISITOR_REQUESTS_PER_ADDRESS,
              aggregateKeyType: 'IP',
              scopeDownStatement: anyOf(visitorRoutes.map(requestTo)),
            },
          },
          action: tooMany,
          visibilityConfig: visibility('visitor-routes-per-address'),
        },
        {
          name: 'all-requests-per-address',
          priority: 2,
          statement: { rateBasedStatement: { limit: REQUESTS_PER_ADDRESS, aggregateKeyType: 'IP' } },
          action: tooMany,
          visibilityConfig: visibility('all-requests-per-address'),
        },
      ],
    });
  }
}
