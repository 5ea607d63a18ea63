/** The server as a process of its own, for the benches that measure it from outside (its answers, its memory). */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Runs `node <script>` from the project root in a process group of its own (so stop() ends all of it). */
export function startServer(script: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn('node', [script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (!child.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

export async function whenServing(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Resident memory of a process, in MB, as the kernel counts it (what an OOM killer and a container limit see). */
export function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Math.round(Number(line[1]) / 1024);
}
