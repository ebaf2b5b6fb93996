import { Stack, Validations } from 'aws-cdk-lib';
import type { Policy, Role } from 'aws-cdk-lib/aws-iam';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';

interface PolicyStatementJson {
  Effect: string;
  Resource?: unknown;
}

/**
 * Acknowledges cdk-nag's AwsSolutions-IAM5 findings for the wildcard resources of `role`'s policy that `matches`
 * picks (for example `<Table.Arn>/index/*`), each under its own finding id as cdk-nag names it. Call it after the
 * grants: only the wildcards present then, and chosen by `matches`, are acknowledged.
 */
export function acknowledgeWildcardResources(role: Role, matches: (resource: string) => boolean, reason: string) {
  const policy = role.node.tryFindChild('DefaultPolicy') as Policy | undefined;
  if (!policy) return;
  const document = Stack.of(role).resolve(policy.document.toJSON()) as { Statement?: PolicyStatementJson[] };
  const resources = (document.Statement ?? [])
    .filter((statement) => statement.Effect === 'Allow')
    .flatMap((statement) => [statement.Resource ?? []].flat())
    .map((resource) => flattenCfnReference(resource));
  for (const resource of new Set(resources)) {
    if (resource.includes('*') && matches(resource)) {
      Validations.of(role).acknowledge({ id: `AwsSolutions-IAM5[Resource::${resource}]`, reason });
    }
  }
}
