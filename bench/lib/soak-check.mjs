// The soak's verdicts outside the load: server memory sampled from /proc, and the acknowledged
// writes looked up in the SQLite file once the server is gone.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { BENCH_DATA_DIR } from './data.mjs';
import { rssBytes } from './proc.mjs';

const MB = 1024 * 1024;
const mean = (values) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);

/** Samples the RSS of `pids` (summed) every second until stop(); then averages the first and last `windowS` seconds. */
export function sampleMemory(pids, windowS = 10) {
  const samples = [];
  const take = () => {
    const values = pids.map(rssBytes);
    if (values.every((v) => v !== null)) samples.push({ t: Date.now(), rss: values.reduce((a, b) => a + b, 0) });
  };
  take();
  const timer = setInterval(take, 1000);
  return {
    stop() {
      clearInterval(timer);
      take();
      const first = samples.filter((s) => s.t - samples[0].t < windowS * 1000);
      const last = samples.filter((s) => samples.at(-1).t - s.t < windowS * 1000);
      const startMb = mean(first.map((s) => s.rss)) / MB;
      const endMb = mean(last.map((s) => s.rss)) / MB;
      // Least-squares slope over the whole window: a leak climbs, a GC sawtooth does not.
      const t0 = samples[0].t;
      const xs = samples.map((s) => (s.t - t0) / 60_000);
      const ys = samples.map((s) => s.rss / MB);
      const mx = mean(xs);
      const my = mean(ys);
      const den = xs.reduce((a, x) => a + (x - mx) ** 2, 0);
      const slopeMbPerMin = den ? xs.reduce((a, x, i) => a + (x - mx) * (ys[i] - my), 0) / den : 0;
      return {
        startMb,
        endMb,
        ratio: endMb / startMb,
        peakMb: Math.max(...samples.map((s) => s.rss)) / MB,
        slopeMbPerMin,
        samplesMb: samples.map((s) => Math.round((s.rss / MB) * 10) / 10),
      };
    },
  };
}

/**
 * Acknowledged comments and edits against what the database holds (the server must be stopped).
 * A comment is lost when its acknowledged text is missing; an edit when the material's final title
 * is neither its last acknowledged title nor one sent later without an answer (which may have landed).
 */
export function verifyWrites(marker, load) {
  // Read-write, not readonly: after the SIGKILL, opening replays the WAL the server left behind.
  const db = new Database(join(BENCH_DATA_DIR, 'lyceum.db'));
  try {
    const stored = db.prepare('select text from comments where text like ?').pluck().all(`${marker}:c:%`);
    const storedSet = new Set(stored);
    const missing = load.comments.acked.filter((text) => !storedSet.has(text));
    const title = db.prepare('select title from materials where id = ?').pluck();
    const editProblems = [];
    let editsAcked = 0;
    let finalIsLastAcked = 0;
    for (const e of load.edits) {
      editsAcked += e.acked;
      const final = title.get(e.materialId);
      const allowed = new Set([e.lastAcked ?? e.originalTitle, ...e.unanswered]);
      if (final === e.lastAcked) finalIsLastAcked += 1;
      if (!allowed.has(final)) editProblems.push({ materialId: e.materialId, final, lastAcked: e.lastAcked });
    }
    return {
      comments: {
        sent: load.comments.sent,
        acknowledged: load.comments.acked.length,
        refused: load.comments.refused,
        found: stored.length,
        // Sent in the last instant, stored, but the connection closed before the answer arrived.
        storedUnacknowledged: stored.length - (load.comments.acked.length - missing.length),
        lost: missing.length,
        lostSample: missing.slice(0, 5),
      },
      edits: {
        materials: load.edits.length,
        sent: load.edits.reduce((a, e) => a + e.sent, 0),
        acknowledged: editsAcked,
        refused: load.edits.reduce((a, e) => a + e.refused, 0),
        finalIsLastAcknowledged: finalIsLastAcked,
        lost: editProblems.length,
        lostSample: editProblems.slice(0, 5),
      },
    };
  } finally {
    db.close();
  }
}
