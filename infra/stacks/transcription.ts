import { Stack } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import {
  AwsCustomResource,
  AwsCustomResourcePolicy,
  PhysicalResourceId,
  type AwsSdkCall,
} from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { LOCALES, type Locale } from '../../shared/i18n/locales';
import {
  TRANSCRIBE_LANGUAGE_CODES,
  vocabularyNameOf,
  vocabularyPhrasesOf,
} from '../../functions/lib/transcription/vocabulary';
import type { TranscriptionConfig } from '../config';

/** A vocabulary's ARN, in the stack's region and account (the jobs that use it run there). */
export function vocabularyArnOf(scope: Construct, name: string): string {
  return Stack.of(scope).formatArn({ service: 'transcribe', resource: 'vocabulary', resourceName: name });
}

/** The vocabularies of a stage with transcription, one per language, by the name its jobs use. */
export function vocabularyNamesOf(transcription: TranscriptionConfig): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, vocabularyNameOf(transcription.vocabularyPrefix, locale)]),
  ) as Record<Locale, string>;
}

/**
 * The beekeeping custom vocabularies of a stage with Amazon Transcribe (functions/lib/transcription/vocabulary.ts),
 * one per language. CloudFormation has no resource for them, so CDK's AwsCustomResource calls Transcribe: it creates
 * each vocabulary with the stack, updates its phrases when they change and deletes it with the stack. A vocabulary
 * is ready minutes after it is created or updated (Transcribe's PENDING, then READY).
 */
export class TranscriptionVocabularies extends Construct {
  constructor(
    scope: Construct,
    id: string,
    props: { transcription: TranscriptionConfig; logRetention: RetentionDays },
  ) {
    super(scope, id);
    // A role and log group of our own for CDK's custom resource Lambda: its logs kept like every HiveKeeper Lambda's,
    // and no AWS managed policy (each vocabulary adds its three calls on itself).
    const logGroup = new LogGroup(this, 'VocabularyLogs', { retention: props.logRetention });
    const role = new Role(this, 'VocabularyRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: "Creates, updates and deletes the stage's HiveKeeper transcription vocabularies",
    });
    logGroup.grantWrite(role);
    for (const [locale, name] of Object.entries(vocabularyNamesOf(props.transcription)) as [Locale, string][]) {
      const vocabulary = {
        VocabularyName: name,
        LanguageCode: TRANSCRIBE_LANGUAGE_CODES[locale],
        Phrases: vocabularyPhrasesOf(locale),
      };
      const call = (action: string, parameters: object): AwsSdkCall => ({
        service: '@aws-sdk/client-transcribe',
        action,
        parameters,
        physicalResourceId: PhysicalResourceId.of(name),
      });
      new AwsCustomResource(this, `Vocabulary-${locale}`, {
        onCreate: call('CreateVocabulary', vocabulary),
        onUpdate: call('UpdateVocabulary', vocabulary),
        // Already gone (deleted by hand) is as good as deleted.
        onDelete: { ...call('DeleteVocabulary', { VocabularyName: name }), ignoreErrorCodesMatching: 'NotFound' },
        policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: [vocabularyArnOf(this, name)] }),
        role,
        logGroup,
        // Lambda's own SDK has Transcribe's vocabulary calls: nothing to download at deploy time.
        installLatestAwsSdk: false,
      });
    }
  }
}
