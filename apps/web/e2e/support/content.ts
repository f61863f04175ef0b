import { crc32, deflateSync } from 'node:zlib';
import type { Assignment } from '@lyceum/shared/assignments';
import type { ClassDetail } from '@lyceum/shared/classes';
import type { Material } from '@lyceum/shared/materials';
import type { Topic } from '@lyceum/shared/topics';
import { apiCall, apiLogin, createUser, getAdminToken, type TestUser } from './api';

/** A class with one teacher and two students, created through the admin API. */
export interface ClassFixture {
  classId: string;
  className: string;
  teacher: TestUser;
  student: TestUser;
  otherStudent: TestUser;
}

export async function createClassWithMembers(label: string): Promise<ClassFixture> {
  const token = await getAdminToken();
  const teacher = await createUser('teacher', { name: `Marie Curie ${label}` });
  const student = await createUser('student', { name: `Alan Turing ${label}` });
  const otherStudent = await createUser('student', { name: `Katherine Johnson ${label}` });
  const className = `Physics ${label}`;
  const created = await apiCall<ClassDetail>('POST', '/api/classes', {
    token,
    body: { name: className, description: 'Forces and motion', teachers: [teacher._id] },
  });
  await apiCall('POST', `/api/classes/${created._id}/students`, {
    token,
    body: { students: [student._id, otherStudent._id] },
  });
  return { classId: created._id, className, teacher, student, otherStudent };
}

export async function tokenOf(user: TestUser): Promise<string> {
  return (await apiLogin(user.email, user.password)).token;
}

export async function topicsOf(classId: string): Promise<Topic[]> {
  return apiCall<Topic[]>('GET', `/api/classes/${classId}/topics`, { token: await getAdminToken() });
}

export async function materialsOf(topicId: string): Promise<Material[]> {
  return apiCall<Material[]>('GET', `/api/topics/${topicId}/materials`, { token: await getAdminToken() });
}

export async function assignmentsOf(topicId: string): Promise<Assignment[]> {
  return apiCall<Assignment[]>('GET', `/api/topics/${topicId}/assignments`, { token: await getAdminToken() });
}

/** A solid-colour RGB PNG, for the editor's image upload (large enough to see in screenshots). */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}
