/**
 * Test support for HiveKeeper's CDK tests: apps with the feature flags of cdk.json (the CLI passes them to
 * `infra/app.ts`; a test constructs its App itself), Lambda bundling skipped unless a test asks for it, and CDK's
 * built-in CloudFormation template validation (several seconds per synth) only where a test asks for it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack, type CfnElement, type NestedStack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { readStackConfig, type SettingName, type StackConfig } from '../config';
import { REPO_ROOT } from '../paths';

const CDK_JSON_CONTEXT = (JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: object }).context;

export function testApp(options: { bundle?: boolean; validateTemplates?: boolean } = {}): App {
  return new App({
    context: { ...CDK_JSON_CONTEXT, ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) },
    builtinCloudFormationValidation: options.validateTemplates ?? false,
  });
}

/** The stack configuration from the given settings and environment alone (the test runner's does not leak in). */
export function testConfig(
  settings: Partial<Record<SettingName, string>> = {},
  env: NodeJS.ProcessEnv = {},
): StackConfig {
  return readStackConfig((name) => settings[name], env);
}

/** The CloudFormation logical id of a construct's resource (its default child, or itself). */
export function logicalId(construct: IConstruct): string {
  const resource = (construct.node.defaultChild ?? construct) as CfnElement;
  return Stack.of(construct).getLogicalId(resource);
}

/** What a test insists is there: the value, or a failure that names what was missing. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, found none`);
  return value;
}

// Template JSON is untyped by nature.
/* eslint-disable @typescript-eslint/no-explicit-any */
export type TemplateResources = Record<string, { Type: string; Properties: any; [key: string]: any }>;

/** The resources of a stack's template (a nested stack's own template for a nested stack). */
export function resourcesOf(stack: Stack): TemplateResources {
  return Template.fromStack(stack).toJSON().Resources as TemplateResources;
}

/**
 * `value` from a nested stack's template as the parent stack sees it: each `Ref` to one of the nested stack's
 * parameters replaced by what the parent passes (`{ Ref: "referencetoTableRef" }` becomes `{ Ref: "TableId" }`).
 */
export function inParent(nested: NestedStack, value: unknown, parentResources: TemplateResources): unknown {
  const parameters = present(
    parentResources[logicalId(nested.nestedStackResource as CfnElement)],
    `the nested stack resource of ${nested.node.path}`,
  ).Properties.Parameters as Record<string, unknown>;
  const resolve = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(resolve);
    if (node === null || typeof node !== 'object') return node;
    const ref = (node as { Ref?: unknown }).Ref;
    if (typeof ref === 'string' && Object.keys(node).length === 1 && ref in parameters) return parameters[ref];
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, resolve(child)]));
  };
  return resolve(value);
}
