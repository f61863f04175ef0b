import { ONEROSTER_MSG as M } from '@lyceum/shared/oneroster-messages';
import { describe, expect, it } from 'vitest';
import { readBundleInEnglish } from './test-support/read-in-english';
import { zipOf } from './test-support/bundle';
import { smallSchool } from './test-support/school';

/** The small school with some files replaced. */
const read = async (files: Record<string, string | Buffer>) => readBundleInEnglish(await zipOf({ ...smallSchool(), ...files }));
const U = 'sourcedId,status,dateLastModified,enabledUser,username,givenName,familyName,email';
const R = 'sourcedId,status,dateLastModified,userSourcedId,roleType,role,orgSourcedId';

describe('readOneRosterBundle: CSV text', () => {
  it('handles a BOM, CRLF and LF mixed, quoted commas and newlines, extension columns, and reports ragged rows on their line', async () => {
    const users = '\uFEFF' + [
      `${U},metadata.house,vendor.x`,
      'u-admin,,,true,ada,Ada,Lovelace,ada@hill.test,Red,1',
      'u-t1,,,true,zoe,"Zoë ""Z""","Ørsted,\r\nthe second",zoe@hill.test,Blue,2',
      'u-t2,,,true,grace,Grace,Hopper,grace@hill.test,Red',
      '',
      'u-s1,,,true,mary,Mary,Ann,mary@hill.test,Red,3,extra',
      'u-s2,,,true,ming,明,王,ming@hill.test,Red,4',
    ].join('\n');
    const plan = await read({ 'users.csv': users });
    expect(plan.users.map((u) => [u.line, u.name])).toEqual([[2, 'Ada Lovelace'], [3, 'Zoë "Z" Ørsted,\r\nthe second'], [8, '明 王']]);
    expect(plan.problems).toEqual([
      { file: 'users.csv', line: 5, message: M.fieldCount(9, 10) },
      { file: 'users.csv', line: 7, message: M.fieldCount(11, 10) },
      { file: 'roles.csv', line: 8, message: M.roleUnknownUser('u-s3') },
      { file: 'enrollments.csv', line: 3, message: M.userSkipped('u-s1') },
      { file: 'enrollments.csv', line: 5, message: M.userSkipped('u-t2') },
      { file: 'enrollments.csv', line: 6, message: M.unknownUser('u-s3') },
    ]);
  });

  it('reads a Windows-1252 file without a BOM as Windows-1252, and says so', async () => {
    const text = `${U}\r\nu-admin,,,true,ada,Ada,Lovelace,ada@hill.test\r\nu-t1,,,true,zoe,Zoë,Ørsted,zoe@hill.test\r\nu-t2,,,true,g,José,Müller,grace@hill.test\r\nu-s1,,,true,m,Mary,O’Brien,mary@hill.test\r\nu-s2,,,true,m2,Ming,Wang,ming@hill.test\r\nu-s3,,,true,s,Sam,Off,sam@hill.test\r\n`;
    const cp1252 = Buffer.from([...text].map((ch) => ({ 'ë': 0xeb, 'Ø': 0xd8, 'é': 0xe9, 'ü': 0xfc, '’': 0x92 } as Record<string, number>)[ch] ?? ch.charCodeAt(0)));
    const plan = await read({ 'users.csv': cp1252 });
    expect(plan.users.map((u) => u.name).slice(1, 4)).toEqual(['Zoë Ørsted', 'José Müller', 'Mary O’Brien']);
    expect(plan.problems).toEqual([]);
    expect(plan.warnings).toEqual([{ file: 'users.csv', line: 0, message: M.notUtf8('users.csv') }]);
  });

  it('stops a file at a row the parser cannot read, keeping the rows before it', async () => {
    const users = `${U}\nu-admin,,,true,ada,Ada,Lovelace,ada@hill.test\nu-t1,,,true,zoe,"Zoë"x,Ørsted,zoe@hill.test\nu-t2,,,true,g,Grace,Hopper,grace@hill.test\n`;
    const plan = await read({ 'users.csv': users, 'manifest.csv': smallSchool()['manifest.csv']!.replace('file.enrollments,bulk', 'file.enrollments,absent').replace('file.roles,bulk', 'file.roles,absent') });
    expect(plan.problems).toEqual([
      { file: 'users.csv', line: 2, message: M.noRole },
      { file: 'users.csv', line: 3, message: M.malformedRow('on line 3, text follows the closing quote of field 6 (a quote inside a quoted field is written twice: "")') },
    ]);
  });

  it('refuses a file without its required columns', async () => {
    const plan = await read({ 'classes.csv': 'sourcedId,status,dateLastModified,name\r\nk1,,,Algebra\r\n' });
    expect(plan.classes).toEqual([]);
    expect(plan.problems[0]).toEqual({ file: 'classes.csv', line: 1, message: M.missingColumns(['title']) });
  });
});

describe('readOneRosterBundle: rows that are wrong', () => {
  it('reports users without an email, with a bad one, a shared email, a duplicate id, a bad status and roles not imported', async () => {
    const users = [U,
      'u-admin,,,true,ada,Ada,Lovelace,ada@hill.test',
      'u-t1,,,true,zoe,Zoë,Ørsted,',
      'u-t2,,,true,g,Grace,Hopper,not-an-email',
      'u-s1,,,true,m,Mary,Ann,ADA@hill.test',
      'u-admin,,,true,ada2,Ada,Again,ada2@hill.test',
      'u-s2,inactive,,true,m,Ming,Wang,ming@hill.test',
      'u-s3,,,maybe,s,Sam,Off,sam@hill.test',
      'u-p1,,,true,p,Pat,Parent,pat@hill.test',
      'u-x,,,true,x,,,x@hill.test',
    ].join('\r\n');
    const roles = [R, 'r1,,,u-admin,primary,districtAdministrator,org1', 'r2,,,u-p1,primary,guardian,org1', 'r3,,,u-p1,secondary,aide,org1', 'r4,,,u-x,primary,student,org1', 'r5,,,u-t1,main,teacher,org1'].join('\r\n');
    const plan = await read({ 'users.csv': users, 'roles.csv': roles, 'enrollments.csv': 'sourcedId,classSourcedId,userSourcedId,role\r\n' });
    expect(plan.users).toEqual([{ sourcedId: 'u-admin', name: 'Ada Lovelace', email: 'ada@hill.test', role: 'admin', active: true, identifier: null, file: 'users.csv', line: 2 }]);
    expect(plan.problems).toEqual([
      { file: 'users.csv', line: 3, message: M.missingEmail },
      { file: 'users.csv', line: 4, message: M.badEmail('not-an-email') },
      { file: 'users.csv', line: 5, message: M.duplicateEmail('ada@hill.test', 2) },
      { file: 'users.csv', line: 6, message: M.duplicateSourcedId('u-admin', 2) },
      { file: 'users.csv', line: 7, message: M.badStatus('inactive') },
      { file: 'users.csv', line: 8, message: M.badEnabledUser('maybe') },
      { file: 'users.csv', line: 10, message: M.missingName },
      { file: 'roles.csv', line: 3, message: M.noImportableRole(['guardian', 'aide']) },
      { file: 'roles.csv', line: 6, message: M.badRoleType('main') },
    ]);
    expect(plan.warnings).toEqual([
      { file: 'classes.csv', line: 2, message: M.classWithoutTeacher },
      { file: 'classes.csv', line: 3, message: M.classWithoutTeacher },
    ]);
  });

  it('reports enrollments to unknown users and classes, roles that are not imported, and the same membership twice', async () => {
    const enrollments = ['sourcedId,classSourcedId,userSourcedId,role',
      'e1,k-alg3,u-t1,teacher', 'e2,k-alg3,ghost,student', 'e3,k-nowhere,u-s1,student', 'e4,k-alg3,u-admin,administrator',
      'e5,k-alg3,u-s1,proctor', 'e6,k-alg3,u-s2,student', 'e7,k-alg3,u-s2,teacher', 'e1,k-hr,u-s3,student'].join('\n');
    const plan = await read({ 'enrollments.csv': enrollments });
    expect(plan.enrollments.map((e) => e.line)).toEqual([2, 7]);
    expect(plan.problems).toEqual([
      { file: 'enrollments.csv', line: 3, message: M.unknownUser('ghost') },
      { file: 'enrollments.csv', line: 4, message: M.unknownClass('k-nowhere') },
      { file: 'enrollments.csv', line: 5, message: M.roleNotImported('administrator') },
      { file: 'enrollments.csv', line: 6, message: M.roleNotImported('proctor') },
      { file: 'enrollments.csv', line: 8, message: M.duplicateEnrollment(7) },
      { file: 'enrollments.csv', line: 9, message: M.duplicateSourcedId('e1', 2) },
    ]);
    expect(plan.warnings).toEqual([{ file: 'classes.csv', line: 3, message: M.classWithoutTeacher }]);
  });

  it('reports a class without a title and a course missing from a bulk courses.csv', async () => {
    const classes = 'sourcedId,status,dateLastModified,title,courseSourcedId,classType\r\nk-alg3,,,Algebra I,c-alg,scheduled\r\nk-hr,,,,c-hr,homeroom\r\nk-art,,,Art,c-none,scheduled\r\n';
    const plan = await read({ 'classes.csv': classes });
    expect(plan.classes).toEqual([
      { sourcedId: 'k-alg3', name: 'Algebra I', file: 'classes.csv', line: 2 },
      { sourcedId: 'k-art', name: 'Art', file: 'classes.csv', line: 4 },
    ]);
    expect(plan.problems).toEqual([
      { file: 'classes.csv', line: 3, message: M.missingTitle },
      { file: 'enrollments.csv', line: 5, message: M.classSkipped('k-hr') },
      { file: 'enrollments.csv', line: 6, message: M.classSkipped('k-hr') },
    ]);
    expect(plan.warnings).toEqual([
      { file: 'classes.csv', line: 4, message: M.unknownCourse('c-none') },
      { file: 'classes.csv', line: 4, message: M.classWithoutTeacher },
    ]);
  });
});

describe('readOneRosterBundle: what real exporters write', () => {
  const plain = async () => readBundleInEnglish(await zipOf(smallSchool()));
  const CRLF = '\r\n';

  it('reads headers ending in empty column names, in any case and with spaces, rows with or without the trailing commas, and blank or empty trailing lines', async () => {
    const expected = await plain();
    const users = [
      '\uFEFFSourcedId, STATUS ,dateLastModified,EnabledUser,username,givenName,familyName, IDENTIFIER ,Email,,',
      'u-admin,,,true,ada,Ada,Lovelace,,ada@hill.test,,',
      'u-t1,,,true,zoe,Zoë,Ørsted,,zoe@hill.test',
      'u-t2,,,true,grace,Grace,Hopper,,Grace@Hill.test,',
      "u-s1,,,true,mary,Mary Ann,\"O'Brien, Jr.\",20260005,mary@hill.test,,",
      'u-s2,,,true,ming,明,王,,ming@hill.test,,',
      'u-s3,,,false,sam,Sam,Off,,sam@hill.test,,',
      ',,,,,,,,,,',
      '',
      '   ',
    ].join(CRLF);
    const enrollments = ['sourcedId,classSourcedId,userSourcedId,role,,', 'e1,k-alg3,u-t1,teacher,,', 'e2,k-alg3,u-s1,student', 'e3,k-alg3,u-s2,student,,,', 'e4,k-hr,u-t2,teacher,,', 'e5,k-hr,u-s3,student,,', '', ''].join('\n');
    const classes = ['sourcedId,status,dateLastModified,title,courseSourcedId,classType,', 'k-alg3,,,"Algebra I, period 3",c-alg,scheduled,', 'k-hr,,,Homeroom,c-hr,homeroom,'].join(CRLF);
    const manifest = 'propertyName,value,,\r\n' + smallSchool()['manifest.csv']!.split(CRLF).slice(1).map((line) => (line ? `${line},,` : line)).join(CRLF);
    const plan = await read({ 'users.csv': users, 'enrollments.csv': enrollments, 'classes.csv': classes, 'manifest.csv': manifest });
    expect(plan.problems).toEqual([]);
    expect(plan.warnings).toEqual([]);
    expect(plan.users).toEqual(expected.users);
    expect(plan.classes).toEqual(expected.classes);
    expect(plan.enrollments).toEqual(expected.enrollments);
  });

  it('still refuses a value under no column past the header, and a row short of a named column', async () => {
    const enrollments = ['sourcedId,classSourcedId,userSourcedId,role,,', 'e1,k-alg3,u-t1,teacher,,', 'e2,k-alg3,u-s1,student,,,x', 'e3,k-alg3,u-s2', 'e4,k-hr,u-t2,teacher', 'e5,k-hr,u-s3,student'].join('\n');
    const plan = await read({ 'enrollments.csv': enrollments });
    expect(plan.problems).toEqual([
      { file: 'enrollments.csv', line: 3, message: M.fieldCount(7, 6) },
      { file: 'enrollments.csv', line: 4, message: M.fieldCount(3, 6) },
    ]);
  });

  it('skips, with a warning naming the line, enrollments of a tobedeleted class or user; an enrollment ending one is kept', async () => {
    const classes = 'sourcedId,status,dateLastModified,title,courseSourcedId,classType\r\nk-alg3,,,Algebra I,c-alg,scheduled\r\nk-hr,tobedeleted,,Homeroom,c-hr,homeroom\r\n';
    const users = smallSchool()['users.csv']!.replace('u-s2,,', 'u-s2,tobedeleted,');
    const enrollments = ['sourcedId,status,classSourcedId,userSourcedId,role', 'e1,,k-alg3,u-t1,teacher', 'e2,,k-alg3,u-s1,student', 'e3,,k-alg3,u-s2,student', 'e4,,k-hr,u-t2,teacher', 'e5,tobedeleted,k-hr,u-s3,student', 'e6,tobedeleted,k-alg3,u-s2,student'].join('\r\n');
    const plan = await read({ 'classes.csv': classes, 'users.csv': users, 'enrollments.csv': enrollments });
    expect(plan.problems).toEqual([]);
    expect(plan.enrollments.map((e) => [e.line, e.remove])).toEqual([[2, false], [3, false], [6, true], [7, true]]);
    expect(plan.warnings).toEqual([
      { file: 'classes.csv', line: 3, message: M.classToBeDeletedArchived },
      { file: 'enrollments.csv', line: 4, message: M.enrollmentOfDeletedUser('u-s2') },
      { file: 'enrollments.csv', line: 5, message: M.enrollmentOfDeletedClass('k-hr') },
    ]);
  });
});
