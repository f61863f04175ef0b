import { API_MSG } from '@lyceum/shared/messages';
import { BANK_MSG, type BankItem } from '@lyceum/shared/question-bank';
import { ok, refuse, signedInOnly, type MatrixRow } from './matrix-types';
import { CLASS_SECRET, type Scene } from './scene';

/**
 * The question bank (modules/question-bank). Students have none (403 whatever they ask); a
 * teacher's own bank is theirs alone, so another teacher and an admin meet its items as if they
 * did not exist; a class's bank is its teachers' and admins', and to anyone who may not see the
 * class, the class (or the item) does not exist.
 */
const studentsRefused = refuse(403, BANK_MSG.teachersOnly);
const itemHidden = refuse(404, BANK_MSG.notFound);
const classHidden = refuse(404, API_MSG.classNotFound);

/** Everyone with a bank of their own: teachers and admins. */
const ownBank = (status: 200 | 201) => signedInOnly({ admin: ok(status), teacher: ok(status), otherTeacher: ok(status), student: studentsRefused, outsider: studentsRefused });
/** The class's bank as a whole: its teachers and admins, its students 403; to anyone outside, the class does not exist. */
const classBank = (status: 200 | 201) => signedInOnly({ admin: ok(status), teacher: ok(status), otherTeacher: classHidden, student: studentsRefused, outsider: classHidden });
/** One item of the class's bank. */
const classItem = signedInOnly({ admin: ok(200), teacher: ok(200), otherTeacher: itemHidden, student: studentsRefused, outsider: studentsRefused });

/** An item of the class's bank carries the class's words (a leak if a non-member reads it); one of a teacher's own, not. */
const item = (id: string, words = CLASS_SECRET) => ({ kind: 'true_false', id, prompt: `<p>Is ${words} true?</p>`, points: 1, correct: true });

/** A bank item of the teacher's, in the class's bank (fresh records) or their own. */
async function bankItem(s: Scene, where: 'class' | 'own'): Promise<string> {
  const classId = where === 'class' ? (await s.fresh()).classId : null;
  const banked = item('banked', where === 'class' ? CLASS_SECRET : 'water wet');
  const res = await s.ctx.request({ method: 'POST', url: '/api/question-bank/items', token: s.users.teacher.token, payload: { classId, items: [{ item: banked, tags: ['saved'] }] } });
  return (res.json() as { items: BankItem[] }).items[0]?._id ?? '';
}

export const QUESTION_BANK_ROWS: MatrixRow[] = [
  { route: 'GET /api/question-bank/items', variant: 'own bank', call: async () => ({ url: '/api/question-bank/items?q=true' }), expect: ownBank(200) },
  { route: 'GET /api/question-bank/items', variant: "the class's bank", call: async (s) => ({ url: `/api/question-bank/items?classId=${s.records.classId}` }), expect: classBank(200) },
  { route: 'GET /api/question-bank/tags', variant: "the class's bank", call: async (s) => ({ url: `/api/question-bank/tags?classId=${s.records.classId}` }), expect: classBank(200) },
  {
    route: 'POST /api/question-bank/items',
    variant: 'own bank',
    call: async () => ({ url: '/api/question-bank/items', payload: { items: [{ item: item('mine', 'water wet') }] } }),
    expect: ownBank(201),
  },
  {
    route: 'POST /api/question-bank/items',
    variant: "the class's bank",
    call: async (s) => ({ url: '/api/question-bank/items', payload: { classId: (await s.fresh()).classId, items: [{ item: item('shared') }] } }),
    expect: classBank(201),
  },
  {
    route: 'PUT /api/question-bank/items/:id',
    call: async (s) => ({ url: `/api/question-bank/items/${await bankItem(s, 'class')}`, payload: { item: item('edited'), tags: ['edited'] } }),
    expect: classItem,
  },
  {
    route: 'DELETE /api/question-bank/items/:id',
    call: async (s) => ({ url: `/api/question-bank/items/${await bankItem(s, 'class')}` }),
    expect: classItem,
  },
  {
    route: 'POST /api/question-bank/copies',
    variant: "the class's bank",
    call: async (s) => ({ url: '/api/question-bank/copies', payload: { ids: [await bankItem(s, 'class')] } }),
    expect: classItem,
  },
  {
    route: 'POST /api/question-bank/copies',
    variant: "a teacher's own bank",
    call: async (s) => ({ url: '/api/question-bank/copies', payload: { ids: [await bankItem(s, 'own')] } }),
    expect: signedInOnly({ admin: itemHidden, teacher: ok(200), otherTeacher: itemHidden, student: studentsRefused, outsider: studentsRefused }),
  },
];
