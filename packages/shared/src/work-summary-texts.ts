/**
 * The two coursework texts the lists show (dashboard, All Assignments), in a module of their own
 * so the dashboard's first download does not carry every coursework screen's texts
 * (coursework-screens.ts, which uses these too).
 */

/** '10 points'. */
export const pointsText = (points: number): string => (points === 1 ? '1 point' : `${points} points`);

/** '12/30 turned in': for teachers, how many of the class have turned in. */
export const turnedInText = (turnedIn: number, students: number): string => `${turnedIn}/${students} turned in`;
