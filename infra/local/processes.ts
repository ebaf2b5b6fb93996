/**
 * Process hygiene for HiveKeeper's local stack: one stack per data folder, clear one-line errors for busy ports,
 * and cleanup of the Java child that a `kill -9` of `npm start` leaves behind (it would otherwise hold its port and
 * its data files).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { isAbsolute, join, relative } from 'node:path';
import type { LocalPorts } from './settings';
import { PORT_VARIABLES } from './settings';

export class PortBusyError extends Error {}

/** Fails with one readable line for the first port that something else already listens on. */
export async function assertPortsFree(ports: LocalPorts): Promise<void> {
  for (const [service, port] of Object.entries(ports) as [keyof LocalPorts, number][]) {
    if (!(await isPortFree(port))) {
      throw new PortBusyError(
        `Port ${port} is busy: another program is listening on it (set ${PORT_VARIABLES[service]}=... to use another port).`,
      );
    }
  }
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(false);
      else reject(new PortBusyError(`Port ${port} cannot be used: ${error.message}`));
    });
    // No host: the probe binds every interface, so a server on any of them counts as busy.
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** A child process worth cleaning up after a crash, recognised by a marker in its command line. */
export interface RecordedChild {
  pid: number;
  marker: string;
}

/** What `pids.json` holds: the stack that owns the data folder and its children. */
interface PidFile {
  owner: { pid: number; commandLine: string };
  children: RecordedChild[];
}

export class AlreadyRunningError extends Error {}

function pidFile(dataDir: string): string {
  return join(dataDir, 'pids.json');
}

/**
 * Makes this process the owner of `dataDir` before any service touches it: two stacks on one folder would run two
 * DynamoDB Locals on one `-dbPath` and two cognito-locals rewriting the same files. A live owner means refusal;
 * a dead one (kill -9) has its children stopped first. Returns the pids of the leftovers it stopped.
 */
export async function claimDataDir(dataDir: string): Promise<number[]> {
  mkdirSync(dataDir, { recursive: true });
  const ownRecord = JSON.stringify({
    owner: { pid: process.pid, commandLine: commandLine(process.pid) },
    children: [],
  } satisfies PidFile);
  const stopped: number[] = [];
  for (;;) {
    try {
      // 'wx': of two starts racing for the folder, only one creates the file.
      writeFileSync(pidFile(dataDir), ownRecord, { flag: 'wx' });
      return stopped;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const recorded = readPidFile(dataDir);
    if (recorded && isRunning(recorded.owner)) {
      throw new AlreadyRunningError(
        `HiveKeeper is already running from this data folder (pid ${recorded.owner.pid}, ${displayPath(dataDir)}/) — stop it first, or set LOCAL_DATA_DIR for a second stack`,
      );
    }
    stopped.push(...(await stopChildren(recorded?.children ?? [])));
    rmSync(pidFile(dataDir), { force: true });
  }
}

/** Records a child of this stack as soon as it is spawned, so that a kill -9 at any later moment can't orphan it. */
export function recordChild(dataDir: string, child: RecordedChild): void {
  const recorded = readPidFile(dataDir);
  if (recorded?.owner.pid !== process.pid) return;
  writeFileSync(pidFile(dataDir), JSON.stringify({ ...recorded, children: [...recorded.children, child] }));
}

/** Gives the data folder up; a record of another stack (one that owns the folder now) stays. */
export function releaseDataDir(dataDir: string): void {
  if (readPidFile(dataDir)?.owner.pid === process.pid) rmSync(pidFile(dataDir), { force: true });
}

/** The children a previous run recorded (for tests that play the crash). */
export function recordedChildren(dataDir: string): RecordedChild[] {
  return readPidFile(dataDir)?.children ?? [];
}

function readPidFile(dataDir: string): PidFile | undefined {
  try {
    return JSON.parse(readFileSync(pidFile(dataDir), 'utf8')) as PidFile;
  } catch {
    return undefined;
  }
}

/** The command line check tells a live owner from a pid the system has since given to another program. */
function isRunning(owner: PidFile['owner']): boolean {
  return isAlive(owner.pid) && commandLine(owner.pid) === owner.commandLine;
}

function displayPath(dataDir: string): string {
  const fromHere = relative(process.cwd(), dataDir);
  return fromHere.startsWith('..') || isAbsolute(fromHere) ? dataDir : fromHere || '.';
}

/** Stops the recorded children of a run that died without stopping them; returns the pids it stopped. */
async function stopChildren(children: RecordedChild[]): Promise<number[]> {
  const stopped: number[] = [];
  for (const child of children) {
    if (!isAlive(child.pid) || !commandLine(child.pid).includes(child.marker)) continue;
    process.kill(child.pid, 'SIGTERM');
    if (!(await waitForExit(child.pid, 5_000))) {
      process.kill(child.pid, 'SIGKILL');
      await waitForExit(child.pid, 5_000);
    }
    stopped.push(child.pid);
  }
  return stopped;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    // No /proc (macOS): ask ps.
    return spawnSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).stdout ?? '';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}
