/**
 * The size of each HiveKeeper Lambda exactly as `cdk synth` bundles it (esbuild, minified ESM), read from the
 * cloud assembly: the template names each function's asset, the asset folder holds its bundle.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface TemplateResource {
  Type: string;
  Properties?: { Description?: string; Code?: { S3Key?: unknown } };
}

export interface BundleSize {
  function: string;
  'minified KB': number;
  'gzip KB': number;
}

export async function measureLambdaBundles(): Promise<BundleSize[]> {
  const outdir = mkdtempSync(join(tmpdir(), 'hivekeeper-cdk-out-'));
  try {
    execFileSync('npx', ['cdk', 'synth', '-q', '--output', outdir], { stdio: 'inherit' });
    const sizes: BundleSize[] = [];
    for (const file of readdirSync(outdir).filter((name) => name.endsWith('.template.json'))) {
      const template = JSON.parse(readFileSync(join(outdir, file), 'utf8')) as {
        Resources?: Record<string, TemplateResource>;
      };
      for (const resource of Object.values(template.Resources ?? {})) {
        const description = resource.Properties?.Description ?? '';
        const key = resource.Properties?.Code?.S3Key;
        if (resource.Type !== 'AWS::Lambda::Function' || !description.startsWith('HiveKeeper ')) continue;
        if (typeof key !== 'string') continue;
        const assetDir = join(outdir, `asset.${key.replace(/\.zip$/, '')}`);
        const bundle = readdirSync(assetDir).find((name) => /\.m?js$/.test(name));
        if (!bundle) continue;
        const bytes = readFileSync(join(assetDir, bundle));
        sizes.push({
          function: description.replace(/^HiveKeeper /, ''),
          'minified KB': Math.round(statSync(join(assetDir, bundle)).size / 102.4) / 10,
          'gzip KB': Math.round(gzipSync(bytes).length / 102.4) / 10,
        });
      }
    }
    return sizes.sort((a, b) => a.function.localeCompare(b.function));
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
