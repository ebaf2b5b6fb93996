import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_ENVIRONMENT } from '../../functions/lib/content/content-environment';
import { routeList } from '../../functions/routes';
import { apiWith } from '../test-support/api-with';
import { present } from '../test-support/cdk-app';
import type { Route } from './api';

// Template JSON is untyped by nature.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** A stage with Bedrock, as an operator configures it (README: "Bedrock for a deployed stage"). */
const BEDROCK_SETTINGS = {
  bedrockTextModelId: 'amazon.nova-lite-v1:0',
  bedrockImageModelId: 'amazon.nova-canvas-v1:0',
} as const;

// Two routes, one of them granted content generation (as the marketing routes are).
const plainRoute: Route = present(routeList[0], 'a route');
const generatingRoute: Route = { ...present(routeList[1], 'a second route'), grants: ['content:generate'] };

const bedrockStatements = (statements: any[]) =>
  statements.filter((statement) => [statement.Action].flat().some((action: string) => action.startsWith('bedrock:')));

describe('content:generate on a stage with Bedrock', () => {
  const { assemblyDir, functionOf, statementsOf } = apiWith(BEDROCK_SETTINGS, [plainRoute, generatingRoute]);

  it('lets the granted Lambda invoke exactly the two configured models', () => {
    const [statement, ...others] = bedrockStatements(statementsOf(generatingRoute));
    expect(others).toEqual([]);
    expect(statement.Action).toBe('bedrock:InvokeModel');
    const arns = [statement.Resource]
      .flat()
      .map((arn: unknown) => JSON.stringify(arn))
      .sort();
    expect(arns).toHaveLength(2);
    expect(arns[0]).toMatch(/:bedrock:.*::foundation-model\/amazon\.nova-canvas-v1:0"\]\]\}$/);
    expect(arns[1]).toMatch(/:bedrock:.*::foundation-model\/amazon\.nova-lite-v1:0"\]\]\}$/);
    expect(arns.join()).not.toContain('*');
  });

  it('gives a Lambda without the grant no Bedrock access and no model', () => {
    expect(bedrockStatements(statementsOf(plainRoute))).toEqual([]);
    const variables = Object.keys(functionOf(plainRoute).Properties.Environment.Variables);
    for (const name of Object.values(CONTENT_ENVIRONMENT)) expect(variables).not.toContain(name);
  });

  it('tells the granted Lambda to write with Bedrock and which models', () => {
    expect(functionOf(generatingRoute).Properties.Environment.Variables).toMatchObject({
      [CONTENT_ENVIRONMENT.generator]: 'bedrock',
      [CONTENT_ENVIRONMENT.textModelId]: 'amazon.nova-lite-v1:0',
      [CONTENT_ENVIRONMENT.imageModelId]: 'amazon.nova-canvas-v1:0',
    });
  });

  it('passes cdk-nag with nothing to acknowledge for the grant', () => {
    const report = JSON.parse(readFileSync(join(assemblyDir, 'validation-report.json'), 'utf8'));
    expect(report.pluginReports.flatMap((plugin: any) => plugin.violations ?? [])).toEqual([]);
  });
});

describe('content:generate on a stage without Bedrock', () => {
  const { functionOf, statementsOf } = apiWith({}, [plainRoute, generatingRoute]);

  it('reaches nothing and names no generator: the Lambda writes with the templates', () => {
    expect(bedrockStatements(statementsOf(generatingRoute))).toEqual([]);
    const variables = Object.keys(functionOf(generatingRoute).Properties.Environment.Variables);
    for (const name of Object.values(CONTENT_ENVIRONMENT)) expect(variables).not.toContain(name);
  });
});
