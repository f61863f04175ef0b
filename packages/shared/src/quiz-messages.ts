/**
 * What the server says when it refuses a quiz answer or attempt (issue 36). A module without zod:
 * the web reads these to show each refusal in the reader's language (features/quizzes), and a
 * value import of a schema file would bring zod into its build.
 */
export const QUIZ_MSG = {
  numberShape: 'Enter a number with digits and a point for decimals, like 1.5 or -2 or 6.02e23',
  numberComma: 'Use a point for decimals, like 1.5, not a comma',
  numberTooLarge: 'That number is too large',
  responseKind: 'This answer does not fit the item: answer it as the item asks',
  unknownChoice: 'This answer names a choice the item does not have',
  repeatedChoice: 'This answer names the same choice twice',
  notOpenYet: (opens: string) => `This quiz opens at ${opens}`,
  closed: 'This quiz is closed: answers are no longer taken',
  noAttemptsLeft: (allowed: number) => `You have used ${allowed === 1 ? 'your attempt' : `all ${allowed} attempts`} at this quiz`,
  attemptOpen: 'You already have an attempt in progress: go on with it',
  timeUp: 'Time is up: this attempt has ended and its answers were kept as they were',
  attemptTurnedIn: 'This attempt was turned in: its answers can no longer change',
} as const;
