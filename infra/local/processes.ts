/**
 * Process hygiene for HiveKeeper's local stack: clear one-line errors for busy ports, and cleanup of the Java
 * child that a `kill -9` of `npm start` leaves behind (it would otherwise hold its port and its data files).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
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

/** What `pids.json` holds: the stack's own process and its children. */
interface PidFile {
  owner: { pid: number; commandLine: string };
  children: RecordedChild[];
}

function pidFile(dataDir: string): string {
  return join(dataDir, 'pids.json');
}

export function recordChildren(dataDir: string, children: RecordedChild[]): void {
  mkdirSync(dataDir, { recursive: true });
  const content: PidFile = { owner: { pid: process.pid, commandLine: commandLine(process.pid) }, children };
  writeFileSync(pidFile(dataDir), JSON.stringify(content));
}

export function forgetChildren(dataDir: string): void {
  rmSync(pidFile(dataDir), { force: true });
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

/**
 * Stops the children of a previous run that died without stopping them (kill -9). While that run's own process
 * is still alive its children are its business: the port check then reports it. The marker check leaves alone a
 * pid the system has since given to another program. Returns the pids it stopped.
 */
export async function stopLeftoverChildren(dataDir: string): Promise<number[]> {
  const recorded = readPidFile(dataDir);
  if (!recorded) return [];
  const { owner } = recorded;
  if (isAlive(owner.pid) && commandLine(owner.pid) === owner.commandLine) return [];
  const stopped: number[] = [];
  for (const child of recorded.children) {
    if (!isAlive(child.pid) || !commandLine(child.pid).includes(child.marker)) continue;
    process.kill(child.pid, 'SIGTERM');
    if (!(await waitForExit(child.pid, 5_000))) {
      process.kill(child.pid, 'SIGKILL');
      await waitForExit(child.pid, 5_000);
    }
    stopped.push(child.pid);
  }
  forgetChildren(dataDir);
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
