// The check of a pipeline's `schedule`: a 6-field Quartz cron, as Quartz's CronExpression reads one (names
// and letters in any case, as it upper-cases the expression first). The optional 7th field (year) that Quartz
// accepts is refused: the service documents 6 fields. A schedule of `-` alone (Spring's "disabled") is taken, as
// the service's own pattern takes it.

interface CronField {
  readonly name: string;
  readonly min: number;
  readonly max: number;
  readonly names?: readonly string[];
}

const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const days = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

const fields: readonly CronField[] = [
  { name: 'seconds', min: 0, max: 59 },
  { name: 'minutes', min: 0, max: 59 },
  { name: 'hours', min: 0, max: 23 },
  { name: 'day-of-month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: months },
  { name: 'day-of-week', min: 1, max: 7, names: days },
];

/** The form a schedule must have, as errors show it. */
export const cronForm =
  'a 6-field Quartz cron "seconds minutes hours day-of-month month day-of-week" with "?" in exactly one of ' +
  'day-of-month and day-of-week, such as "0 0 0 25 12 ?" (midnight every 25 December), or "-" (no schedule)';

/** The schedule the service reads as "none" (Spring's disabled cron): its pattern takes it beside a cron. */
const noSchedule = '-';

/**
 * What is wrong with a Quartz cron expression, or undefined when it is one the service takes: six fields with
 * `*`, values, names (JAN-DEC, SUN-SAT), ranges, lists and steps, `?` in exactly one of day-of-month and
 * day-of-week, and where Quartz allows them `L`, `L-3` and `15W`/`LW` (day-of-month), `L`, `6L` and `6#3`
 * (day-of-week); or `-`, no schedule.
 */
export function cronProblem(expression: string): string | undefined {
  if (expression === noSchedule) return undefined;
  const parts = expression.trim().toUpperCase().split(/\s+/);
  if (parts.length !== 6) {
    const count = expression.trim() === '' ? 0 : parts.length;
    return count === 7
      ? 'it has 7 fields; the year field is not taken, leave it out'
      : `it has ${count} field${count === 1 ? '' : 's'}`;
  }
  const questions = [parts[3], parts[5]].filter((part) => part === '?').length;
  if (questions !== 1)
    return questions === 0
      ? 'neither day-of-month nor day-of-week is "?"; give one of them as "?"'
      : 'day-of-month and day-of-week are both "?"; give one of them a value';
  for (const [index, field] of fields.entries()) {
    const part = parts[index] ?? '';
    const problem = fieldProblem(field, part);
    if (problem) return `${field.name} "${part}" ${problem}`;
  }
  return undefined;
}

/** What is wrong with one field, or undefined. */
function fieldProblem(field: CronField, part: string): string | undefined {
  if (part === '?') return field.name.startsWith('day-of-') ? undefined : 'may not be "?"';
  if (field.name === 'day-of-month' && /[LW]/.test(part)) return lastOrWeekday(part);
  if (field.name === 'day-of-week' && /[L#]/.test(part)) return lastOrNth(field, part);
  for (const item of part.split(',')) {
    const problem = itemProblem(field, item);
    if (problem) return problem;
  }
  return undefined;
}

/** `*`, `*` or a value or a range followed by `/step`, a value, or a range. */
function itemProblem(field: CronField, item: string): string | undefined {
  const [base = '', step, extra] = item.split('/');
  if (extra !== undefined) return 'has more than one "/"';
  if (step !== undefined) {
    const increment = /^\d+$/.test(step) ? Number(step) : Number.NaN;
    if (!(increment >= 1 && increment <= field.max)) return `has a step "/${step}" that is not 1 to ${field.max}`;
  }
  if (base === '*' || (base === '' && step !== undefined)) return undefined;
  const [from = '', to, more] = base.split('-');
  if (more !== undefined) return 'has a range with more than one "-"';
  return valueProblem(field, from) ?? (to === undefined ? undefined : valueProblem(field, to));
}

/** A number from `min` to `max`, or one of the field's names. */
function valueProblem(field: CronField, value: string): string | undefined {
  if (numberOf(field, value) !== undefined) return undefined;
  const names = field.names ? ` or ${field.names[0]}-${field.names.at(-1)}` : '';
  return value === ''
    ? 'has an empty value (a stray "," or "-")'
    : `has "${value}", which is not ${field.min}-${field.max}${names}`;
}

function numberOf(field: CronField, value: string): number | undefined {
  const named = field.names?.indexOf(value) ?? -1;
  if (named >= 0) return named + 1;
  const number = /^\d{1,2}$/.test(value) ? Number(value) : Number.NaN;
  return number >= field.min && number <= field.max ? number : undefined;
}

/** Day-of-month `L`, `L-n` (n up to 30), `LW` or `nW`, each alone in the field. */
function lastOrWeekday(part: string): string | undefined {
  if (part === 'L' || part === 'LW') return undefined;
  const offset = /^L-(\d{1,2})$/.exec(part);
  if (offset) return Number(offset[1]) <= 30 ? undefined : 'has an offset from the last day above 30';
  const weekday = /^(\d{1,2})W$/.exec(part);
  if (weekday) return Number(weekday[1]) >= 1 && Number(weekday[1]) <= 31 ? undefined : 'has a day that is not 1-31';
  return 'uses L or W other than as "L", "L-3", "LW" or "15W", alone in the field';
}

/** Day-of-week `L`, `nL` (the last such day) or `n#k` (the k-th, 1 to 5), each alone in the field. */
function lastOrNth(field: CronField, part: string): string | undefined {
  if (part === 'L') return undefined;
  const last = /^(\w+)L$/.exec(part);
  if (last) return valueProblem(field, last[1] ?? '');
  const nth = /^(\w+)#(\d)$/.exec(part);
  if (nth) {
    const k = Number(nth[2]);
    return valueProblem(field, nth[1] ?? '') ?? (k >= 1 && k <= 5 ? undefined : 'has a "#" week that is not 1-5');
  }
  return 'uses L or # other than as "L", "6L", "FRIL" or "6#3", alone in the field';
}
