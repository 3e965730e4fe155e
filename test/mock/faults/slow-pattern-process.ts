// Run as a child process by test/mock/faults/path-pattern.test.ts: a mock whose one fault rule has a pattern that a
// backtracking matcher takes minutes (40 characters) to ages (100) to refuse, asked for two paths. It prints each
// answer's status; a matcher that backtracks never gets to print, and the parent kills it.
import { createMockService } from '../../../src/mock/index.js';

const mock = createMockService();
mock.admin.addFault({ path: '/api/*a*a*a*a*a*a*a*a*a*a*a*a*!', fault: { type: 'status', status: 503 } });
for (const path of [`/api/${'a'.repeat(35)}`, `/api/${'a'.repeat(95)}`]) {
  const answer = await mock.fetch(`https://wdp.mock${path}`, {
    headers: { authorization: `Bearer ${mock.fixtures.owner.token}` },
  });
  console.log(`${path.length} ${answer.status}`);
}
