import { textIn } from '../../problem-text';
import type { RosterProblem } from '../../roster-model';
import { readOneRosterBundle } from '../read-bundle';

const inEnglish = (problems: readonly RosterProblem[]) => problems.map((problem) => ({ ...problem, message: textIn('en', problem.message) }));

/** readOneRosterBundle, its problems and warnings written in English: what the tests compare with ONEROSTER_MSG. */
export async function readBundleInEnglish(...args: Parameters<typeof readOneRosterBundle>) {
  const plan = await readOneRosterBundle(...args);
  return { ...plan, problems: inEnglish(plan.problems), ...(plan.warnings ? { warnings: inEnglish(plan.warnings) } : {}) };
}
