/**
 * A vitest reporter that notes, for each project (tier), how many files ran, when its first file started and its
 * last ended, and its files' summed time (environment, set-up, import and tests). The projects run side by side in
 * one pool, so a tier's span overlaps the others'; `test/run-tiers.ts` prints both beside the tiers' wall times.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface ProjectTime {
  files: number;
  /** From the project's first file starting to its last file ending. */
  spanSeconds: number;
  /** Its files' durations added up: the work the project costs, whatever ran beside it. */
  fileSeconds: number;
}

export default class ProjectTimesReporter implements Reporter {
  private readonly projects = new Map<string, { files: number; first: number; last: number; fileMs: number }>();

  constructor(private readonly outputFile: string) {}

  onTestModuleQueued(testModule: TestModule): void {
    const name = testModule.project.name;
    const project = this.projects.get(name) ?? { files: 0, first: Date.now(), last: Date.now(), fileMs: 0 };
    this.projects.set(name, project);
  }

  onTestModuleEnd(testModule: TestModule): void {
    const project = this.projects.get(testModule.project.name);
    const diagnostic = testModule.diagnostic();
    if (!project) return;
    project.files += 1;
    project.last = Date.now();
    project.fileMs +=
      diagnostic.environmentSetupDuration +
      diagnostic.prepareDuration +
      diagnostic.setupDuration +
      diagnostic.collectDuration +
      diagnostic.duration;
  }

  onTestRunEnd(): void {
    const times: Record<string, ProjectTime> = {};
    for (const [name, { files, first, last, fileMs }] of this.projects)
      times[name] = { files, spanSeconds: (last - first) / 1000, fileSeconds: fileMs / 1000 };
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, JSON.stringify(times, null, 2));
  }
}
