import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { vocabularyPhrasesOf } from '../../functions/lib/transcription/vocabulary';
import { TRANSCRIPTION_ENVIRONMENT } from '../../functions/lib/transcription/transcription-environment';
import { routeList } from '../../functions/routes';
import { LOCALES } from '../../shared/i18n/locales';
import { apiWith } from '../test-support/api-with';
import { present, resourcesOf, testApp, testConfig } from '../test-support/cdk-app';
import type { Route } from './api';
import { TranscriptionVocabularies } from './transcription';

// Template JSON is untyped by nature.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** A stage with transcription, as an operator configures it (HIVEKEEPER_TRANSCRIPTION=true). */
const TRANSCRIPTION_SETTINGS = { stage: 'prod', transcription: 'true' } as const;

const violationsIn = (assemblyDir: string) =>
  JSON.parse(readFileSync(join(assemblyDir, 'validation-report.json'), 'utf8')).pluginReports.flatMap(
    (plugin: any) => plugin.violations ?? [],
  );

describe('the beekeeping vocabularies of a stage with transcription', () => {
  const app = testApp();
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const stack = new Stack(app, 'VocabularyTest');
  const config = testConfig(TRANSCRIPTION_SETTINGS);
  new TranscriptionVocabularies(stack, 'Transcription', {
    transcription: present(config.transcription, 'the transcription settings'),
    logRetention: config.logRetention,
  });
  const assemblyDir = app.synth().directory;
  const resources = resourcesOf(stack);
  const vocabularies = Object.values(resources).filter((resource) => resource.Type === 'Custom::AWS');
  const callsOf = (resource: any) =>
    Object.fromEntries(
      (['Create', 'Update', 'Delete'] as const).map((phase) => [phase, JSON.parse(resource.Properties[phase])]),
    );

  it("creates, updates and deletes one vocabulary per language, named after the stage, in Transcribe's language", () => {
    const created = vocabularies.map((resource) => callsOf(resource).Create);
    expect(created.map((call) => call.parameters.VocabularyName).sort()).toEqual(
      LOCALES.map((locale) => `hivekeeper-prod-${locale}`).sort(),
    );
    const german = present(
      vocabularies.map(callsOf).find((calls) => calls.Create.parameters.VocabularyName === 'hivekeeper-prod-de'),
      'the German vocabulary',
    );
    const vocabulary = {
      VocabularyName: 'hivekeeper-prod-de',
      LanguageCode: 'de-DE',
      Phrases: vocabularyPhrasesOf('de'),
    };
    expect(german.Create).toMatchObject({ service: '@aws-sdk/client-transcribe', action: 'CreateVocabulary' });
    expect(german.Create.parameters).toEqual(vocabulary);
    expect(german.Update).toMatchObject({ action: 'UpdateVocabulary', parameters: vocabulary });
    expect(german.Delete).toMatchObject({
      action: 'DeleteVocabulary',
      parameters: { VocabularyName: 'hivekeeper-prod-de' },
      ignoreErrorCodesMatching: 'NotFound',
    });
    expect(
      created.find((call) => call.parameters.VocabularyName === 'hivekeeper-prod-cs').parameters.LanguageCode,
    ).toBe('cs-CZ');
  });

  it('lets the custom resource Lambda touch only those vocabularies, and write its logs', () => {
    const statements = Object.values(resources)
      .filter((resource) => resource.Type === 'AWS::IAM::Policy')
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
    const actions = statements.flatMap((statement) => [statement.Action].flat()).sort();
    expect([...new Set(actions)]).toEqual([
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'transcribe:CreateVocabulary',
      'transcribe:DeleteVocabulary',
      'transcribe:UpdateVocabulary',
    ]);
    // One statement per vocabulary: its three calls on it alone.
    const onVocabularies = statements.filter((statement) => String(statement.Action).includes('transcribe:'));
    expect(onVocabularies).toHaveLength(LOCALES.length);
    for (const statement of onVocabularies) {
      expect([statement.Action].flat().sort()).toEqual([
        'transcribe:CreateVocabulary',
        'transcribe:DeleteVocabulary',
        'transcribe:UpdateVocabulary',
      ]);
      expect(JSON.stringify(statement.Resource)).toMatch(/:vocabulary\/hivekeeper-prod-[A-Za-z-]+"\]\]\}$/);
    }
    expect(new Set(onVocabularies.map((statement) => JSON.stringify(statement.Resource))).size).toBe(LOCALES.length);
    const roles = Object.values(resources).filter((resource) => resource.Type === 'AWS::IAM::Role');
    expect(roles.map((role) => role.Properties.ManagedPolicyArns)).toEqual([undefined]);
  });

  it('passes cdk-nag with nothing acknowledged', () => {
    expect(violationsIn(assemblyDir)).toEqual([]);
  });
});

// Two routes, one of them granted transcription (as the voice recording routes are).
const plainRoute: Route = present(routeList[0], 'a route');
const transcribingRoute: Route = { ...present(routeList[1], 'a second route'), grants: ['transcription:run'] };

const transcribeStatements = (statements: any[]) =>
  statements.filter((statement) =>
    [statement.Action].flat().some((action: string) => action.startsWith('transcribe:')),
  );

describe('transcription:run on a stage with transcription', () => {
  const { assemblyDir, functionOf, statementsOf } = apiWith(TRANSCRIPTION_SETTINGS, [plainRoute, transcribingRoute]);

  it("lets the granted Lambda run HiveKeeper's jobs with the stage's vocabularies, and nothing else of Transcribe", () => {
    const [statement, ...others] = transcribeStatements(statementsOf(transcribingRoute));
    expect(others).toEqual([]);
    expect([statement.Action].flat().sort()).toEqual([
      'transcribe:DeleteTranscriptionJob',
      'transcribe:GetTranscriptionJob',
      'transcribe:StartTranscriptionJob',
    ]);
    const arns = [statement.Resource].flat().map((arn: unknown) => JSON.stringify(arn));
    expect(arns).toHaveLength(1 + LOCALES.length);
    expect(arns.filter((arn) => arn.includes('*'))).toEqual([
      expect.stringMatching(/:transcribe:.*:transcription-job\/hivekeeper-\*"\]\]\}$/),
    ]);
    for (const locale of LOCALES) {
      expect(arns.some((arn) => arn.endsWith(`:vocabulary/hivekeeper-prod-${locale}"]]}`))).toBe(true);
    }
  });

  it('tells the granted Lambda to transcribe with Amazon Transcribe and which vocabularies', () => {
    expect(functionOf(transcribingRoute).Properties.Environment.Variables).toMatchObject({
      [TRANSCRIPTION_ENVIRONMENT.transcriber]: 'amazon-transcribe',
      [TRANSCRIPTION_ENVIRONMENT.vocabularyPrefix]: 'hivekeeper-prod',
    });
  });

  it('gives a Lambda without the grant no Transcribe access and no transcriber', () => {
    expect(transcribeStatements(statementsOf(plainRoute))).toEqual([]);
    const variables = Object.keys(functionOf(plainRoute).Properties.Environment.Variables);
    for (const name of Object.values(TRANSCRIPTION_ENVIRONMENT)) expect(variables).not.toContain(name);
  });

  it("passes cdk-nag, the jobs' wildcard acknowledged", () => {
    expect(violationsIn(assemblyDir)).toEqual([]);
  });
});

describe('transcription:run on a stage without transcription', () => {
  const { functionOf, statementsOf } = apiWith({}, [plainRoute, transcribingRoute]);

  it('reaches nothing and names no transcriber: recordings stay untranscribed', () => {
    expect(transcribeStatements(statementsOf(transcribingRoute))).toEqual([]);
    const variables = Object.keys(functionOf(transcribingRoute).Properties.Environment.Variables);
    for (const name of Object.values(TRANSCRIPTION_ENVIRONMENT)) expect(variables).not.toContain(name);
  });
});
