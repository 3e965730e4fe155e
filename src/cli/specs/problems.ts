// What is wrong in a file: each problem with its file and line, so `wdp validate` can say where to look.

/** One problem in a file: an error stops a publish; a warning is only reported. */
export interface Problem {
  file: string;
  line: number;
  message: string;
  severity: 'error' | 'warning';
}

/** A problem as `file:line: message` (warnings as `file:line: warning: message`), the form editors jump to. */
export function problemLine(problem: Problem): string {
  const kind = problem.severity === 'warning' ? 'warning: ' : '';
  return `${problem.file}:${problem.line}: ${kind}${problem.message}`;
}

/** The problems of one file, gathered as its reader finds them. */
export class Problems {
  readonly list: Problem[] = [];
  /** The file, as reports name it. */
  readonly file: string;

  constructor(file: string) {
    this.file = file;
  }

  /** Records an error at this line. */
  error(line: number, message: string): void {
    this.list.push({ file: this.file, line, message, severity: 'error' });
  }

  /** Records a warning at this line. */
  warn(line: number, message: string): void {
    this.list.push({ file: this.file, line, message, severity: 'warning' });
  }
}
