import { spawnSync } from 'node:child_process';

/** A broken promise of a package to its consumers: what broke, and where to look. */
export class ConsumerFailure extends Error {
  override name = 'ConsumerFailure';
}

/** Fails the consumer test with `message` unless `condition` holds. */
export function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new ConsumerFailure(message);
}

/**
 * Runs a command to completion and returns its output; a non-zero exit fails the test with `what`
 * (what the failure means for a consumer) and the command's own output.
 */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; what: string; env?: NodeJS.ProcessEnv },
): string {
  const result = spawnSync(command, args, {
    cwd: options.cwd,
    encoding: 'utf8',
    env: { ...process.env, ...options.env },
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  if (result.status !== 0) {
    throw new ConsumerFailure(
      `${options.what}\n  $ ${command} ${args.join(' ')}  (in ${options.cwd})\n${indent(output || String(result.error ?? ''))}`,
    );
  }
  return output;
}

export function indent(text: string): string {
  return text
    .split('\n')
    .slice(0, 80)
    .map((line) => `    ${line}`)
    .join('\n');
}
