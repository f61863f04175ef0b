import type { BankItem } from '@lyceum/shared/question-bank';
import { quizItemSchema } from '@lyceum/shared/quiz-items';
import type { BankRow } from './bank.repository';

export function presentBankItem(row: BankRow, tags: string[]): BankItem {
  return {
    _id: row.id,
    classId: row.class_id,
    item: quizItemSchema.parse(JSON.parse(row.item)),
    tags,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
