import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QuizImportPreview } from '@lyceum/shared/quizzes';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';
import QuizImportDialog from '@/features/quizzes/components/quiz-import-dialog';

const capital = { kind: 'single_choice' as const, id: 'capital', prompt: '<p>Capital of <b>France</b>?</p>', points: 1, shuffle: true, choices: [{ id: 'a', text: 'Paris' }, { id: 'b', text: 'Lyon' }], correct: 'a' };
const preview: QuizImportPreview = {
  problem: null,
  warnings: [],
  questions: [
    { index: 1, line: 1, title: 'Capital', kind: 'single_choice', item: capital, problems: [], warnings: ['feedback'] },
    { index: 2, line: 3, title: 'Broken', kind: null, item: null, problems: ['the answer block is not closed (a { without its })'], warnings: [] },
  ],
};

describe('QuizImportDialog', () => {
  it('lists each question with its kind, prompt and problems; Import waits until the questions with problems are unticked', async () => {
    storeSession({ role: 'teacher' });
    const api = mockApi({ 'POST /api/quizzes/import-preview': { body: preview } });
    vi.stubGlobal('fetch', api.fetchMock);
    const onImport = vi.fn();
    renderWithProviders(<QuizImportDialog room={200} onImport={onImport} onClose={() => {}} />);
    const user = userEvent.setup();

    await user.click(screen.getByLabelText('Or paste GIFT text'));
    await user.paste('::Capital:: Capital of France? {=Paris ~Lyon}');
    await user.click(screen.getByRole('button', { name: 'Preview the text' }));
    expect(await screen.findByText('2 questions found')).toBeInTheDocument();
    expect(screen.getByText('Single choice')).toBeInTheDocument();
    expect(screen.getByText('Capital of France?')).toBeInTheDocument();
    expect(screen.getByText('Not kept: feedback')).toBeInTheDocument();
    expect(screen.getByText('Cannot be imported')).toBeInTheDocument();
    expect(screen.getByText('Problem: the answer block is not closed (a { without its })')).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Import 2 questions' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('1 ticked question has a problem: untick it to import the others.');
    await user.click(screen.getByLabelText(/Question 2 \(line 3\): Broken/));
    await user.click(screen.getByRole('button', { name: 'Import 1 question' }));
    expect(onImport).toHaveBeenCalledWith([capital]);
  });

  it("shows the server's refusal of a file", async () => {
    storeSession({ role: 'teacher' });
    const api = mockApi({ 'POST /api/quizzes/import-preview': { status: 400, body: { message: 'text must be at most 150000 characters' } } });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<QuizImportDialog room={200} onImport={() => {}} onClose={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Or paste GIFT text'));
    await user.paste('x');
    await user.click(screen.getByRole('button', { name: 'Preview the text' }));
    expect(await screen.findByText('text must be at most 150000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 0 questions' })).toBeDisabled();
  });
});
