import type { Logger } from '../../logger';

/** One log line. */
export interface LogLine {
  level: 'info' | 'warn' | 'error';
  message: string;
  detail: unknown;
}

/** A logger that keeps its lines for assertions. */
export interface RecordingLogger extends Logger {
  lines: LogLine[];
  messages(level?: LogLine['level']): string[];
}

/** Creates a recording logger. */
export function createRecordingLogger(): RecordingLogger {
  const lines: LogLine[] = [];
  const record = (level: LogLine['level']) => (message: string, detail?: unknown) => {
    lines.push({ level, message, detail });
  };
  return {
    lines,
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
    messages: (level) => lines.filter((l) => !level || l.level === level).map((l) => l.message),
  };
}
