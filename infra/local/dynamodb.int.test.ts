/**
 * Starting DynamoDB Local: the Java check reads the major version from every `java -version` format in use, and a
 * Java that fails says why in the one-line error. Uses port 8795 (moved by HIVEKEEPER_TEST_PORT_OFFSET).
 */
import { describe, expect, it } from 'vitest';
import { DynamoDbLocalStartError, javaMajorVersion, MissingJavaError, startDynamoDbLocal } from './dynamodb';
import { testSuitePorts } from './settings';

describe('javaMajorVersion', () => {
  it.each([
    ['openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment (build 17.0.15+6-Debian-1deb12u1)', 17],
    ['openjdk version "11.0.22" 2024-01-16', 11],
    ['java version "21" 2023-09-19 LTS', 21],
    ['openjdk version "22-ea" 2024-03-19', 22],
    ['java version "1.8.0_392"\nJava(TM) SE Runtime Environment (build 1.8.0_392-b08)', 8],
    ['Picked up JAVA_TOOL_OPTIONS: -Xmx1g\nopenjdk version "25.0.1" 2025-10-21', 25],
  ])('reads %j as %i', (output, major) => {
    expect(javaMajorVersion(output)).toBe(major);
  });

  it('gives undefined when there is no version line', () => {
    expect(javaMajorVersion('Error: could not open jvm.cfg')).toBeUndefined();
  });

  it('names the Java it found in the one-line message', () => {
    expect(new MissingJavaError(11).message).toBe(
      'DynamoDB Local needs Java 17 or newer on PATH (found Java 11): install it (Debian: apt-get install -y openjdk-17-jre-headless) and try again.',
    );
  });
});

describe('startDynamoDbLocal', () => {
  it("fails with Java's own message in one line when Java cannot run it", async () => {
    const failure = await startDynamoDbLocal({ port: testSuitePorts(8795).gateway, jvmOptions: ['-Xmx1k'] }).then(
      async (started) => {
        await started.stop();
        return undefined;
      },
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(DynamoDbLocalStartError);
    expect((failure as Error).message).toBe(
      'DynamoDB Local exited with code 1: Error occurred during initialization of VM | Too small maximum heap',
    );
  });
});
