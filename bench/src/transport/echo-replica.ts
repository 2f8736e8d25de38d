import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type { EchoServerCommand, EchoServerConfig, EchoServerMessage } from './echo-server';

/** Parent-side handle of one echo-server child process. */
export class EchoReplica {
  private constructor(private readonly child: ChildProcess) {}

  static async start(config: EchoServerConfig): Promise<EchoReplica> {
    const child = fork(path.join(__dirname, 'echo-server.js'), [JSON.stringify(config)], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: ['--expose-gc'],
    });
    const replica = new EchoReplica(child);
    await replica.next('ready', 30_000);
    return replica;
  }

  /** cpuMicros: the process's CPU time so far (user + system), read before the forced GC. */
  async stats(): Promise<{ calls: number; cpuMicros: number; rss: number; heapAfterGc: number }> {
    const message = await this.ask({ type: 'stats' }, 'stats');
    if (message.type !== 'stats') throw new Error(`unexpected answer ${message.type}`);
    const { calls, cpuMicros, rss, heapAfterGc } = message;
    return { calls, cpuMicros, rss, heapAfterGc };
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = once(this.child, 'exit');
    try {
      await this.ask({ type: 'stop' }, 'stopped', 15_000);
    } catch {
      this.child.kill('SIGKILL');
    }
    await exited;
  }

  private ask(
    command: EchoServerCommand,
    answer: EchoServerMessage['type'],
    timeoutMs = 10_000,
  ): Promise<EchoServerMessage> {
    const reply = this.next(answer, timeoutMs);
    this.child.send(command);
    return reply;
  }

  private next(type: EchoServerMessage['type'], timeoutMs: number): Promise<EchoServerMessage> {
    return new Promise((resolve, reject) => {
      const cleanup = () => {
        clearTimeout(timer);
        this.child.off('message', onMessage);
        this.child.off('exit', onExit);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`echo server sent no "${type}" within ${timeoutMs} ms`));
      }, timeoutMs);
      const onMessage = (message: EchoServerMessage) => {
        if (message.type !== type) return;
        cleanup();
        resolve(message);
      };
      const onExit = (code: number | null) => {
        cleanup();
        reject(new Error(`echo server exited (${code}) before "${type}"`));
      };
      this.child.on('message', onMessage);
      this.child.on('exit', onExit);
    });
  }
}
