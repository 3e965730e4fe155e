import { describe, expect, it } from 'vitest';
import { cronProblem } from '../../src/models/pipeline-schedule.js';

describe('cronProblem: the 6-field Quartz cron check of a pipeline schedule', () => {
  it.each([
    ['0 0 0 25 12 ?', 'midnight every 25 December'],
    ['0 0 2 * * ?', 'every day at 02:00'],
    ['0 */15 * ? * *', 'every 15 minutes'],
    ['0/30 5-10/2 9-17 ? * MON-FRI', 'steps from a start, stepped ranges, day names'],
    ['0 0 12 1,15 JAN,jul ?', 'lists, month names in any case'],
    ['0 0 0 L * ?', 'the last day of the month'],
    ['0 0 0 L-3 * ?', 'three days before the last'],
    ['0 0 0 LW * ?', 'the last weekday'],
    ['0 0 0 15W * ?', 'the weekday nearest the 15th'],
    ['0 0 0 ? * 6L', 'the last Friday'],
    ['0 0 0 ? * FRIL', 'the last Friday, by name'],
    ['0 0 0 ? * 6#3', 'the third Friday'],
    ['0 0 0 ? * SUN', 'Sundays'],
    ['59 59 23 31 12 ?', 'the highest values'],
    ['  0  0  0  25  12  ?  ', 'extra whitespace'],
    ['0 0 22-2 ? * *', 'a range that wraps around midnight'],
    ['/10 * * ? * *', 'a step without a start'],
    ['-', 'no schedule: the service\'s pattern takes "-" beside a cron'],
  ])('takes %s (%s)', (expression) => {
    expect(cronProblem(expression)).toBeUndefined();
  });

  it.each([
    ['', 'it has 0 fields'],
    ['--', 'it has 1 field'],
    [' - ', 'it has 1 field'],
    ['0 0 25 12 ?', 'it has 5 fields'],
    ['0 0 0 25 12 ? 2021', 'it has 7 fields; the year field is not taken, leave it out'],
    ['0 0 0 * * *', 'neither day-of-month nor day-of-week is "?"'],
    ['0 0 0 ? * ?', 'day-of-month and day-of-week are both "?"'],
    ['60 0 0 25 12 ?', 'seconds "60" has "60", which is not 0-59'],
    ['0 60 0 25 12 ?', 'minutes "60" has "60", which is not 0-59'],
    ['0 0 24 25 12 ?', 'hours "24" has "24", which is not 0-23'],
    ['0 0 0 0 12 ?', 'day-of-month "0" has "0", which is not 1-31'],
    ['0 0 0 25 13 ?', 'month "13" has "13", which is not 1-12 or JAN-DEC'],
    ['0 0 0 25 DECEMBER ?', 'month "DECEMBER" has "DECEMBER", which is not 1-12 or JAN-DEC'],
    ['0 0 0 ? * 0', 'day-of-week "0" has "0", which is not 1-7 or SUN-SAT'],
    ['0 0 0 ? * MON-XYZ', 'day-of-week "MON-XYZ" has "XYZ", which is not 1-7 or SUN-SAT'],
    ['? 0 0 25 12 ?', 'seconds "?" may not be "?"'],
    ['0 */0 * ? * *', 'minutes "*/0" has a step "/0" that is not 1 to 59'],
    ['0 */60 * ? * *', 'minutes "*/60" has a step "/60" that is not 1 to 59'],
    ['0 0/5/2 * ? * *', 'minutes "0/5/2" has more than one "/"'],
    ['0 1-2-3 * ? * *', 'minutes "1-2-3" has a range with more than one "-"'],
    ['0 1, * ? * *', 'minutes "1," has an empty value'],
    ['0 0 0 L-31 * ?', 'day-of-month "L-31" has an offset from the last day above 30'],
    ['0 0 0 32W * ?', 'day-of-month "32W" has a day that is not 1-31'],
    ['0 0 0 1,L * ?', 'day-of-month "1,L" uses L or W other than'],
    ['0 0 0 ? * 6#6', 'day-of-week "6#6" has a "#" week that is not 1-5'],
    ['0 0 0 ? * 8L', 'day-of-week "8L" has "8", which is not 1-7'],
    ['0 0 0 ? * MON,L', 'day-of-week "MON,L" uses L or # other than'],
    ['0 0 0 ? * 1-5#2', 'day-of-week "1-5#2" uses L or # other than as "L", "6L", "FRIL" or "6#3"'],
    ['0 0 0 25 12 MON', 'neither day-of-month nor day-of-week is "?"'],
    ['0 0 0 25 12 ? *', 'it has 7 fields'],
    ['daily', 'it has 1 field'],
  ])('refuses %j: %s', (expression, problem) => {
    expect(cronProblem(expression)).toContain(problem);
  });
});
