import { targetText } from './endpoints.mjs';

const pad = (value, width, right = true) => (right ? String(value).padStart(width) : String(value).padEnd(width));

const TARGET_TEXT = { signin: 'none (argon2)', single: '>=30% bare', list: '>=3000/s p99<=25', write: '>=2000/s durable' };

/** One line per endpoint and role: the figures, the bare ceiling, the ratio, the verdict. */
export function printTable(rows, title, perfEnforced = true) {
  console.log(`\n${title}`);
  const head = ['endpoint', 'role', 'req/s', 'p50 ms', 'p99 ms', 'non2xx', 'bytes', 'bare req/s', 'ratio', 'us/req', 'bare us', 'cpu ratio', 'target', 'result'];
  const widths = [18, 8, 8, 7, 7, 7, 7, 10, 6, 7, 7, 9, 17, 0];
  console.log(head.map((h, i) => pad(h, widths[i], i > 1 && i < 12)).join(' '));
  for (const r of rows) {
    const ok = perfEnforced ? 'ok' : 'ok (no failures; speed not enforced)';
    const result = r.problems === null ? '' : r.problems.length === 0 ? ok : `MISS: ${r.problems.join('; ')}`;
    console.log(
      [
        pad(r.endpoint, widths[0], false),
        pad(r.role, widths[1], false),
        pad(Math.round(r.rps), widths[2]),
        pad(r.p50, widths[3]),
        pad(r.p99, widths[4]),
        pad(r.non2xx + r.errors, widths[5]),
        pad(r.bytes, widths[6]),
        pad(r.bareRps === null ? '-' : Math.round(r.bareRps), widths[7]),
        pad(r.ratio === null ? '-' : r.ratio.toFixed(2), widths[8]),
        pad(r.cpuUsPerRequest === null ? '-' : Math.round(r.cpuUsPerRequest), widths[9]),
        pad(r.bareCpuUsPerRequest === null ? '-' : Math.round(r.bareCpuUsPerRequest), widths[10]),
        pad(r.cpuRatio === null ? '-' : r.cpuRatio.toFixed(2), widths[11]),
        pad(targetText(r) ?? TARGET_TEXT[r.kind], widths[12], false),
        result,
      ].join(' '),
    );
  }
}

/** req/s per endpoint and role with 1 process against N processes. */
export function printScaling(base, scaled, processes) {
  console.log(`\nScaling: 1 -> ${processes} server processes`);
  for (const r of scaled) {
    const one = base.find((b) => b.endpoint === r.endpoint && b.role === r.role);
    if (!one) continue;
    console.log(`${pad(r.endpoint, 18, false)} ${pad(r.role, 8, false)} ${pad(Math.round(one.rps), 7)}/s -> ${pad(Math.round(r.rps), 7)}/s  x${(r.rps / one.rps).toFixed(2)}`);
  }
}
