import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { afterAll, describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  FRAME_OPTIONS,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from '../security-headers';
import { SIGNED_IN_MARK_SCRIPT } from '../../shared/signed-in-mark';
import { logicalId, present, testApp, testConfig } from '../test-support/cdk-app';
import { Web } from './web';

// Template JSON is untyped by nature.
/* eslint-disable @typescript-eslint/no-explicit-any */

describe('Web with the web app built', () => {
  const buildDir = mkdtempSync(join(tmpdir(), 'hivekeeper-dist-'));
  mkdirSync(join(buildDir, 'assets'));
  writeFileSync(join(buildDir, 'index.html'), '<script type="module" src="/assets/index-1a2b.js"></script>');
  writeFileSync(join(buildDir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(buildDir, 'assets', 'index-1a2b.js'), 'console.log("HiveKeeper")');
  writeFileSync(join(buildDir, 'assets', 'index-1a2b.js.map'), '{"version":3,"sources":["main.tsx"]}');
  writeFileSync(join(buildDir, 'index.html.map'), '{"version":3}');
  afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

  const app = testApp();
  const stack = new Stack(app, 'WebTest');
  new Web(stack, 'Web', {
    config: testConfig(),
    siteBuildDir: buildDir,
    apiEndpoint: 'https://abc123.execute-api.eu-west-1.amazonaws.com',
    apiOriginSecret: 'origin-secret',
    userPoolId: 'eu-west-1_pool',
    userPoolClientId: 'client',
    uploadsBucketName: 'hivekeeper-dev-uploads',
    accessLogsBucket: new Bucket(stack, 'Logs'),
  });
  const resources = Template.fromStack(stack).toJSON().Resources as Record<string, any>;
  const deployments = Object.entries(resources).filter(
    ([, resource]) => resource.Type === 'Custom::CDKBucketDeployment',
  );
  const [assetsId, assets] = present(
    deployments.find(([, resource]) => resource.Properties.Include?.includes('assets/*')),
    'the assets/ deployment',
  );
  const [, entry] = present(
    deployments.find(([, resource]) => resource.Properties.Exclude?.includes('assets/*')),
    'the index.html and config.json deployment',
  );

  it('uploads the hashed bundles under assets/ once, cached for a year', () => {
    expect(assets.Properties).toMatchObject({ Exclude: ['*'], Include: ['assets/*'], Prune: false });
    expect(assets.Properties.SystemMetadata['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('uploads index.html, the other files and config.json revalidated on every visit, after the bundles', () => {
    expect(entry.Properties.SourceObjectKeys).toHaveLength(2);
    expect(entry.Properties.SourceObjectKeys[0]).toBe(assets.Properties.SourceObjectKeys[0]);
    expect(entry.Properties.SystemMetadata['cache-control']).toBe('no-cache');
    expect(entry.Properties.Prune).toBe(false);
    expect(entry.DependsOn).toContain(assetsId);
  });

  it('uploads no source map: the staged site holds the build without its .map files', () => {
    const { directory } = app.synth();
    const staged = readdirSync(directory).filter((name) => existsSync(join(directory, name, 'index.html')));
    expect(staged).toHaveLength(1);
    const siteAsset = present(staged[0], 'the staged site');
    // Both deployments upload this staged copy, not the build folder itself.
    for (const [, deployment] of deployments) {
      expect(deployment.Properties.SourceObjectKeys[0]).toBe(`${siteAsset.replace(/^asset\./, '')}.zip`);
    }
    const files = readdirSync(join(directory, siteAsset), { recursive: true, encoding: 'utf8' });
    expect(files).toEqual(expect.arrayContaining(['index.html', join('assets', 'index-1a2b.js')]));
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  it('compresses the site (Brotli and gzip, keyed on Accept-Encoding by the managed caching policy)', () => {
    const [, distribution] = present(
      Object.entries(resources).find(([, resource]) => resource.Type === 'AWS::CloudFront::Distribution'),
      'the distribution',
    );
    expect(distribution.Properties.DistributionConfig.DefaultCacheBehavior).toMatchObject({
      Compress: true,
      // CachingOptimized: the one managed policy that normalizes Accept-Encoding to br and gzip.
      CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6',
    });
  });

  it('answers with the security headers of security-headers.ts, the HTTPS ones included', () => {
    const [, policy] = present(
      Object.entries(resources).find(([, resource]) => resource.Type === 'AWS::CloudFront::ResponseHeadersPolicy'),
      'the response headers policy',
    );
    const { SecurityHeadersConfig, CustomHeadersConfig } = policy.Properties.ResponseHeadersPolicyConfig;
    const cloudPolicy = contentSecurityPolicy({
      cognito: `https://cognito-idp.${stack.region}.amazonaws.com`,
      uploads: `https://hivekeeper-dev-uploads.s3.${stack.region}.amazonaws.com`,
      https: true,
    });
    expect(SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toEqual(stack.resolve(cloudPolicy));
    expect(cloudPolicy).toContain('upgrade-insecure-requests');
    // Scripts from the site only, and the one inline script of the prerendered pages by the hash of its text.
    const markHash = createHash('sha256').update(SIGNED_IN_MARK_SCRIPT, 'utf8').digest('base64');
    expect(cloudPolicy.split('; ')).toContain(`script-src 'self' 'sha256-${markHash}'`);
    expect(SecurityHeadersConfig).toMatchObject({
      FrameOptions: { FrameOption: FRAME_OPTIONS },
      ReferrerPolicy: { ReferrerPolicy: REFERRER_POLICY },
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: STRICT_TRANSPORT_SECURITY.maxAgeDays * 24 * 60 * 60,
        IncludeSubdomains: STRICT_TRANSPORT_SECURITY.includeSubdomains,
      },
      ContentTypeOptions: { Override: true },
    });
    expect(CustomHeadersConfig.Items).toEqual([
      { Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true },
    ]);
  });

  it('copies both into the site bucket with one deployment Lambda', () => {
    for (const [, deployment] of deployments) {
      expect(deployment.Properties.DestinationBucketName).toEqual({
        Ref: logicalId(stack.node.findChild('Web').node.findChild('SiteBucket')),
      });
    }
    const functions = Object.values(resources).filter((resource: any) => resource.Type === 'AWS::Lambda::Function');
    expect(functions).toHaveLength(1);
  });
});
