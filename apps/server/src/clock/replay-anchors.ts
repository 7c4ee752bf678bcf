import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReplaySchedule, SavedTrack } from './replay-schedule';

/** The file, in the store's folder, that keeps the replay clock across restarts. */
export const REPLAY_ANCHORS_FILE = 'replay-clock.json';

/** What the file holds. */
interface AnchorsFile {
  version: 1;
  /** Replay speed the tracks were saved at. */
  speed: number;
  /** Unix ms of the write. */
  saved_at: number;
  /** Per match: its track, and the `REPLAY_START` it was last given (`null`: none). */
  tracks: Record<string, { track: SavedTrack; start: number | null }>;
}

/** What resuming did, for the start-up log. */
export interface ResumeReport {
  /** Matches that went on where the last server left them. */
  resumed: number;
  /** Matches given a new `REPLAY_START`: placed there as a new run. */
  restarted: string[];
  /** The file could not be read (missing on a first start is not a problem). */
  unreadable: string | null;
}

/**
 * The replay clock's anchor on disk (docs/reliability.md §5): written at start-up and after every
 * seek (the only moments a track changes; between them every position is computed from the
 * anchor), read at the next start-up, so a restart or a `SIGKILL` never rewinds a match. The write
 * goes to a temporary file that is then renamed over the old one, so a kill mid-write leaves the
 * previous anchor, never half a file.
 */
export class ReplayAnchors {
  readonly file: string;
  readonly #dir: string;

  constructor(dir: string) {
    this.#dir = dir;
    this.file = join(dir, REPLAY_ANCHORS_FILE);
  }

  /**
   * Puts every match of `schedule` back where the file has it now. A match given a `REPLAY_START`
   * other than the one it was last started with is left at that start, as its next run.
   */
  resume(schedule: ReplaySchedule, starts: ReadonlyMap<string, number>, now: number): ResumeReport {
    const report: ResumeReport = { resumed: 0, restarted: [], unreadable: null };
    const saved = this.#read(report);
    if (!saved) return report;
    for (const [id, entry] of Object.entries(saved.tracks)) {
      if (!schedule.has(id) || typeof entry !== 'object' || entry === null) continue;
      const start = starts.get(id) ?? null;
      if (start !== null && start !== entry.start) {
        if (schedule.continueRuns(id, entry.track, saved.speed, now)) report.restarted.push(id);
      } else if (schedule.restore(id, entry.track, saved.speed, now)) {
        report.resumed += 1;
      }
    }
    return report;
  }

  /** Writes the schedule's tracks, with the starts they were given. */
  save(schedule: ReplaySchedule, starts: ReadonlyMap<string, number>, now: number): void {
    const tracks: AnchorsFile['tracks'] = {};
    for (const [id, track] of Object.entries(schedule.saved())) {
      tracks[id] = { track, start: starts.get(id) ?? null };
    }
    const content: AnchorsFile = { version: 1, speed: schedule.speed, saved_at: now, tracks };
    mkdirSync(this.#dir, { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(content)}\n`);
    renameSync(temporary, this.file);
  }

  #read(report: ResumeReport): AnchorsFile | null {
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') report.unreadable = String(error);
      return null;
    }
    try {
      const parsed = JSON.parse(text) as Partial<AnchorsFile>;
      if (
        parsed.version !== 1 ||
        !(Number(parsed.speed) > 0) ||
        typeof parsed.tracks !== 'object'
      ) {
        report.unreadable = 'unknown format';
        return null;
      }
      return parsed as AnchorsFile;
    } catch (error) {
      report.unreadable = String(error);
      return null;
    }
  }
}
