import { Readable } from 'node:stream';
import { ONEROSTER_MSG as M } from '@lyceum/shared/oneroster-messages';
import { describe, expect, it } from 'vitest';
import { BUNDLE_LIMITS } from './limits';
import { readBundleInEnglish } from './test-support/read-in-english';
import { declareSize, renameEntry, zipOf } from './test-support/bundle';
import { smallSchool } from './test-support/school';

const low = { ...BUNDLE_LIMITS, maxEntryBytes: 1024 * 1024, maxTotalBytes: 2 * 1024 * 1024 };
const refusal = (message: string) => ({ line: 0, message });
const FIFTY_MB = 50 * 1024 * 1024;

describe('readOneRosterBundle: a zip that would cost too much', () => {
  it('refuses a zip bomb (50 MB of zeros in ~50 kB) from its declared size, without inflating it', async () => {
    const bomb = await zipOf({ ...smallSchool(), 'users.csv': Buffer.alloc(FIFTY_MB) });
    expect(bomb.length).toBeLessThan(100_000);
    const started = performance.now();
    const plan = await readBundleInEnglish(bomb, low);
    expect(performance.now() - started).toBeLessThan(500);
    expect(plan.problems).toEqual([refusal(M.entryTooLarge('users.csv', low.maxEntryBytes))]);
    expect(plan.users).toEqual([]);
  });

  it('refuses a bomb whose zip lies about its size, while inflating, long before 50 MB', async () => {
    const liar = declareSize(await zipOf({ 'manifest.csv': smallSchool()['manifest.csv']!, 'users.csv': Buffer.alloc(FIFTY_MB) }), 1000);
    const before = process.memoryUsage().arrayBuffers;
    const started = performance.now();
    const plan = await readBundleInEnglish(liar, low);
    expect(performance.now() - started).toBeLessThan(500);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(FIFTY_MB / 2);
    expect(plan.problems).toEqual([refusal(M.notAZip)]);
  });

  it('counts all files together against the total cap', async () => {
    const big = 'x'.repeat(800 * 1024);
    const plan = await readBundleInEnglish(await zipOf({ ...smallSchool(), 'users.csv': big, 'roles.csv': big, 'classes.csv': big }), low);
    expect(plan.problems).toEqual([refusal(M.totalTooLarge(low.maxTotalBytes))]);
  });

  it('refuses too many entries before reading any, and a zip past its own size cap, also from a stream', async () => {
    const many = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`extra/${i}.txt`, 'x']));
    expect((await readBundleInEnglish(await zipOf({ ...smallSchool(), ...many }))).problems).toEqual([refusal(M.tooManyEntries(77, 64))]);
    const zip = await zipOf(smallSchool());
    const small = { ...BUNDLE_LIMITS, maxZipBytes: zip.length - 1 };
    expect((await readBundleInEnglish(zip, small)).problems).toEqual([refusal(M.bundleTooLarge(zip.length - 1))]);
    expect((await readBundleInEnglish(Readable.from([zip.subarray(0, 100), zip.subarray(100)]), small)).problems).toEqual([refusal(M.bundleTooLarge(zip.length - 1))]);
  });
});

describe('readOneRosterBundle: names and shapes', () => {
  it('never reads entries whose names climb out of the folder, and reports them', async () => {
    const school = smallSchool();
    let zip = await zipOf({ ...school, 'zz/zz/etc/users.csv': 'evil', 'zzusers.csv': 'evil', 'zabs/users.csv': 'evil' });
    zip = renameEntry(renameEntry(renameEntry(zip, 'zz/zz/etc/users.csv', '../../etc/users.csv'), 'zzusers.csv', 'C:users.csv'), 'zabs/users.csv', '/abs/users.csv');
    const plan = await readBundleInEnglish(zip);
    expect(plan.problems).toEqual([
      refusal(M.unsafeEntryName('../../etc/users.csv')),
      refusal(M.unsafeEntryName('C:users.csv')),
      refusal(M.unsafeEntryName('/abs/users.csv')),
    ]);
    expect(plan.users).toHaveLength(6);
  });

  it("does not take a manifest.csv under ../ for the bundle's", async () => {
    const zip = renameEntry(await zipOf({ 'zz/manifest.csv': smallSchool()['manifest.csv']! }), 'zz/manifest.csv', '../manifest.csv');
    expect((await readBundleInEnglish(zip)).problems).toEqual([refusal(M.manifestMissing)]);
  });

  it('refuses what is not a zip, a zip without manifest.csv, files two folders deep, and two manifests', async () => {
    expect((await readBundleInEnglish(Buffer.from('sourcedId,name\n1,x\n'))).problems).toEqual([refusal(M.notAZip)]);
    const { 'manifest.csv': manifest, ...rest } = smallSchool();
    expect((await readBundleInEnglish(await zipOf(rest))).problems).toEqual([refusal(M.manifestMissing)]);
    expect((await readBundleInEnglish(await zipOf({ 'a/b/manifest.csv': manifest! }))).problems).toEqual([refusal(M.manifestMissing)]);
    expect((await readBundleInEnglish(await zipOf({ 'manifest.csv': manifest!, 'b/manifest.csv': manifest! }))).problems).toEqual([refusal(M.manifestTwice)]);
  });

  it('ignores macOS metadata folders and files it does not know', async () => {
    const plan = await readBundleInEnglish(await zipOf({ ...smallSchool(), '__MACOSX/._manifest.csv': 'junk', 'demographics.csv': 'junk', 'notes.txt': 'hi' }));
    expect(plan.problems).toEqual([]);
    expect(plan.users).toHaveLength(6);
  });
});

// Regression: yauzl does not check CRC-32, so a stored entry with a damaged byte was read as if
// whole, and of two entries named users.csv the later one silently won.
describe('readOneRosterBundle: damaged or ambiguous entries', () => {
  it('refuses an entry whose bytes do not match the CRC-32 the zip recorded, reading no user', async () => {
    const school = smallSchool();
    const stored = await zipOf(school, false);
    expect((await readBundleInEnglish(stored)).problems).toEqual([]);
    const damaged = Buffer.from(stored);
    const at = damaged.indexOf('Lovelace');
    expect(at).toBeGreaterThan(0);
    damaged.write('Lovelacf', at, 'latin1');
    const plan = await readBundleInEnglish(damaged);
    expect(plan.problems).toEqual([refusal(M.entryDamaged('users.csv'))]);
    expect(plan.users).toEqual([]);
  });

  it('refuses a bundle holding one of its files twice, reading neither', async () => {
    const school = smallSchool();
    const twice = renameEntry(await zipOf({ ...school, 'uxers.csv': school['users.csv']!.replace('Ada', 'Eve') }), 'uxers.csv', 'users.csv');
    const plan = await readBundleInEnglish(twice);
    expect(plan.problems).toEqual([refusal(M.entryTwice('users.csv'))]);
    expect(plan.users).toEqual([]);
  });
});
