import type { Kysely } from 'kysely';
import type { QuestionSettings } from '@lyceum/shared/questions';
import type { Database, FileRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { API_ERRORS } from '../../lib/api-errors.messages';
import { automaticDescription, nameInAutomaticDescription } from '@lyceum/shared/class-description';
import { insertClass, insertMembers } from '../classes/classes.repository';
import { classworkRepository, setClassworkAttachments } from '../classwork/classwork.repository';
import { materialKind } from '../materials/materials.service';
import { assignmentKind } from '../assignments/assignments.service';
import { insertTopic } from '../topics/topics.repository';
import { insertFile, type Parent } from '../files/files.repository';
import { parseStoredAttachments, type StoredAttachment } from '../files/stored-attachments';
import { toSettings, writeQuiz } from '../quizzes/quizzes.repository';
import { storedItem } from '../quizzes/stored-item';
import { writeSettings } from '../questions/questions.repository';
import { insertBankItems } from '../question-bank/bank.repository';
import { recordEvent } from '../events/outbox';
import { membersAdded } from '../events/happenings';
import * as source from './class-copy.repository';
import { CLASS_COPY_MESSAGES } from './class-copy.messages';
import { copiedMoments } from './copy-timeline';

const materialRows = classworkRepository(materialKind);
const assignmentRows = classworkRepository(assignmentKind);

/** Bank rows per statement: 7 values each, well inside either engine's limit on parameters. */
const BANK_CHUNK = 200;

export interface CopyPlan {
  sourceId: string;
  name: string;
  actorId: string;
  /** The copy's teachers are the class's own (an admin copies), else the actor alone. */
  classTeachers: boolean;
  /** Each file's blob copied under a new key (copy-blobs.ts): the new file's id. */
  blobs: ReadonlyMap<string, string>;
  now: Date;
}

/**
 * Writes the copy in the caller's transaction, reading the class in that same transaction: a new
 * class with the teachers, the topics, materials and assignments (quizzes and question posts with
 * their own rows) with their rich text and files, and the class's question bank with its tags.
 * Every row goes in through its table's own insert, so the triggers that keep counters, the lists'
 * JSON, search and the gradebook's version keep them for the copy too. Answers the new class's id
 * and the copied blobs its files took.
 */
export async function writeCopy(trx: Kysely<Database>, plan: CopyPlan): Promise<{ classId: string; used: Set<string> }> {
  const { sourceId, actorId } = plan;
  const original = await source.classRow(trx, sourceId);
  if (!original) throw notFound(API_ERRORS.classNotFound);
  const [teachers, topics, materials, assignments, quizzes, questions, bank, tags, files] = await Promise.all([
    plan.classTeachers ? source.teacherIds(trx, sourceId) : Promise.resolve([actorId]),
    source.topicsOf(trx, sourceId),
    source.materialsOf(trx, sourceId),
    source.assignmentsOf(trx, sourceId),
    source.quizzesOf(trx, sourceId),
    source.questionsOf(trx, sourceId),
    source.bankItemsOf(trx, sourceId),
    source.bankTagsOf(trx, sourceId),
    source.classworkFilesOf(trx, sourceId),
  ]);
  // A file attached after the bytes were copied has none, and a post read without its topic (made
  // between two reads) has nowhere to go: refuse rather than copy part of the class.
  const topicRead = new Set(topics.map((topic) => topic.id));
  const unplaced = [...materials, ...assignments].some((post) => !topicRead.has(post.topic_id));
  if (unplaced || files.some((file) => !plan.blobs.has(file.id))) throw conflict(CLASS_COPY_MESSAGES.changed);

  const classId = newId();
  const now = plan.now.toISOString();
  // A description nobody wrote follows the new name, as it does on a rename.
  const description = nameInAutomaticDescription(original.description) === original.name ? automaticDescription(plan.name) : original.description;
  await insertClass(trx, { id: classId, name: plan.name, description, meeting_link: null, created_at: now, updated_at: now });
  await insertMembers(trx, classId, 'teacher', teachers, now);
  await recordEvent(trx, membersAdded({ id: classId, name: plan.name }, teachers, actorId), now);

  const moments = copiedMoments([...topics, ...materials, ...assignments], plan.now);
  const at = (id: string) => moments.get(id) ?? now;
  const topicIds = new Map(topics.map((topic) => [topic.id, newId()]));
  for (const topic of topics) await insertTopic(trx, { id: topicIds.get(topic.id) ?? newId(), class_id: classId, name: topic.name, created_by: actorId, created_at: at(topic.id) });

  const filesByParent = new Map<string, FileRow[]>();
  for (const file of files) {
    const parentId = file.material_id ?? file.assignment_id ?? '';
    filesByParent.set(parentId, [...(filesByParent.get(parentId) ?? []), file]);
  }
  const used = new Set<string>();
  /** The record's files, each a copy of its bytes under the new key, and its stored list pointing at them. */
  async function copyAttachments(table: 'materials' | 'assignments', from: { id: string; attachments: string }, id: string, parent: Parent): Promise<void> {
    const copied = new Map<string, FileRow & { newId: string }>();
    for (const file of filesByParent.get(from.id) ?? []) {
      const key = plan.blobs.get(file.id) ?? '';
      used.add(key);
      copied.set(file.id, { ...file, newId: key });
      await insertFile(trx, {
        id: key,
        class_id: classId,
        material_id: 'material' in parent ? parent.material : null,
        assignment_id: 'assignment' in parent ? parent.assignment : null,
        uploaded_by: actorId,
        name: file.name,
        type: file.type,
        size: file.size,
        sha256: file.sha256,
        created_at: at(from.id),
      });
    }
    const stored = parseStoredAttachments(from.attachments).flatMap((entry): StoredAttachment[] => {
      if (entry.kind === 'link') return [entry];
      const file = copied.get(entry.id);
      return file ? [{ ...entry, id: file.newId }] : [];
    });
    if (stored.length > 0) await setClassworkAttachments(trx, table, id, JSON.stringify(stored));
  }

  for (const material of materials) {
    const id = newId();
    const moment = at(material.id);
    await materialRows.insert(trx, { id, topic_id: topicIds.get(material.topic_id) ?? '', class_id: classId, title: material.title, content: material.content, created_by: actorId, created_at: moment, updated_at: moment });
    await copyAttachments('materials', material, id, { material: id });
  }

  const quizOf = new Map(quizzes.map((quiz) => [quiz.assignment_id, quiz]));
  const questionOf = new Map(questions.map((question) => [question.assignment_id, question]));
  const items = await source.quizItemsOf(trx, quizzes.map((quiz) => quiz.assignment_id));
  for (const assignment of assignments) {
    const id = newId();
    const moment = at(assignment.id);
    await assignmentRows.insert(trx, {
      id,
      topic_id: topicIds.get(assignment.topic_id) ?? '',
      class_id: classId,
      title: assignment.title,
      description: assignment.description,
      // Kept as they are: the teacher sets the new term's dates (Classroom does the same with a copy's drafts).
      due_date: assignment.due_date,
      max_points: assignment.max_points === null ? null : Number(assignment.max_points),
      work_type: assignment.work_type,
      created_by: actorId,
      created_at: moment,
      updated_at: moment,
    });
    await copyAttachments('assignments', assignment, id, { assignment: id });
    const quiz = quizOf.get(assignment.id);
    if (quiz) {
      const { releasedAt: _released, ...settings } = toSettings(quiz);
      // A new quiz: no release made yet, whatever the original's.
      await writeQuiz(trx, id, settings, (items.get(assignment.id) ?? []).map(storedItem), true);
    }
    const question = questionOf.get(assignment.id);
    if (question) {
      const settings: QuestionSettings = {
        kind: question.kind,
        choices: JSON.parse(question.choices) as string[],
        showClassmates: Number(question.show_classmates) === 1,
        studentsCanEdit: Number(question.students_can_edit) === 1,
      };
      await writeSettings(trx, id, settings, true);
    }
  }

  const bankMoments = copiedMoments(bank, plan.now);
  const bankRows = bank.map((row) => {
    const moment = bankMoments.get(row.id) ?? now;
    return { from: row.id, row: { id: newId(), owner_id: null, class_id: classId, item: row.item, search_text: row.search_text, created_at: moment, updated_at: moment } };
  });
  for (let start = 0; start < bankRows.length; start += BANK_CHUNK) {
    const chunk = bankRows.slice(start, start + BANK_CHUNK);
    await insertBankItems(trx, chunk.map((entry) => entry.row), chunk.map((entry) => tags.get(entry.from) ?? []));
  }
  return { classId, used };
}
