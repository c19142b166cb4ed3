/**
 * ISO weeks for the forecast tests, written independently of the contract's reader: the week of a day is the week of
 * its Thursday, and week 1 is the one with the year's first Thursday.
 */
const day = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The ISO week of a day (UTC milliseconds): its name and its Monday and Sunday. */
export function isoWeek(ms: number): { text: string; monday: string; sunday: string } {
  const weekday = new Date(ms).getUTCDay() === 0 ? 7 : new Date(ms).getUTCDay();
  const mondayMs = ms - (weekday - 1) * day;
  const thursday = new Date(mondayMs + 3 * day);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / day / 7) + 1;
  return {
    text: `${year}-W${String(week).padStart(2, '0')}`,
    monday: dayText(mondayMs),
    sunday: dayText(mondayMs + 6 * day),
  };
}

/** Today's midnight, UTC. */
export const todayMs = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
/** The week `n` weeks from this one. */
export const weekAhead = (n: number) => isoWeek(todayMs + n * 7 * day);
