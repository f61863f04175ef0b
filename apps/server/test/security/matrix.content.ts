import { API_MSG } from '@lyceum/shared/messages';
import { anySignedIn, membersRead, teachersWrite, type MatrixRow } from './matrix-types';

const DUE = '2031-05-01T09:00:00.000Z';

/** Topics, materials and assignments of the class. */
export const CONTENT_ROWS: MatrixRow[] = [
  {
    route: 'POST /api/topics',
    async call(s) {
      const { classId } = await s.fresh();
      return { url: '/api/topics', payload: { name: 'New topic', class: classId } };
    },
    expect: teachersWrite(201, API_MSG.classNotFound),
  },
  {
    route: 'GET /api/topics/:id',
    call: async (s) => ({ url: `/api/topics/${s.records.topicId}` }),
    expect: membersRead(API_MSG.topicNotFound),
  },
  {
    route: 'DELETE /api/topics/:id',
    async call(s) {
      const { topicId } = await s.fresh();
      return { url: `/api/topics/${topicId}` };
    },
    expect: teachersWrite(200, API_MSG.topicNotFound),
  },
  {
    route: 'GET /api/topics/:id/materials',
    call: async (s) => ({ url: `/api/topics/${s.records.topicId}/materials` }),
    expect: membersRead(API_MSG.topicNotFound),
  },
  {
    route: 'GET /api/topics/:id/assignments',
    call: async (s) => ({ url: `/api/topics/${s.records.topicId}/assignments` }),
    expect: membersRead(API_MSG.topicNotFound),
  },
  {
    route: 'GET /api/materials',
    call: async () => ({ url: '/api/materials?limit=200' }),
    expect: anySignedIn(200),
  },
  {
    route: 'POST /api/materials',
    async call(s) {
      const { topicId } = await s.fresh();
      return { url: '/api/materials', payload: { title: 'New notes', content: '<p>Read this</p>', topic: topicId } };
    },
    expect: teachersWrite(201, API_MSG.topicNotFound),
  },
  {
    route: 'GET /api/materials/:id',
    call: async (s) => ({ url: `/api/materials/${s.records.materialId}` }),
    expect: membersRead(API_MSG.materialNotFound),
  },
  {
    route: 'PUT /api/materials/:id',
    async call(s) {
      const { materialId, topicId } = await s.fresh();
      return { url: `/api/materials/${materialId}`, payload: { title: 'Edited', content: '<p>Edited</p>', topic: topicId } };
    },
    expect: teachersWrite(200, API_MSG.materialNotFound),
  },
  {
    route: 'DELETE /api/materials/:id',
    async call(s) {
      const { materialId } = await s.fresh();
      return { url: `/api/materials/${materialId}` };
    },
    expect: teachersWrite(200, API_MSG.materialNotFound),
  },
  {
    route: 'GET /api/assignments',
    call: async () => ({ url: '/api/assignments?limit=200' }),
    expect: anySignedIn(200),
  },
  {
    route: 'POST /api/assignments',
    async call(s) {
      const { topicId } = await s.fresh();
      return { url: '/api/assignments', payload: { title: 'New homework', description: '<p>Do it</p>', dueDate: DUE, topic: topicId } };
    },
    expect: teachersWrite(201, API_MSG.topicNotFound),
  },
  {
    route: 'GET /api/assignments/:id',
    call: async (s) => ({ url: `/api/assignments/${s.records.assignmentId}` }),
    expect: membersRead(API_MSG.assignmentNotFound),
  },
  {
    route: 'PUT /api/assignments/:id',
    async call(s) {
      const { assignmentId, topicId } = await s.fresh();
      return {
        url: `/api/assignments/${assignmentId}`,
        payload: { title: 'Edited', description: '<p>Edited</p>', dueDate: DUE, topic: topicId },
      };
    },
    expect: teachersWrite(200, API_MSG.assignmentNotFound),
  },
  {
    route: 'DELETE /api/assignments/:id',
    async call(s) {
      const { assignmentId } = await s.fresh();
      return { url: `/api/assignments/${assignmentId}` };
    },
    expect: teachersWrite(200, API_MSG.assignmentNotFound),
  },
];
