import { FIELD_ISSUES, type FieldIssue } from '../shared/issue-codes.ts';
import type { FolderPathProblem } from './document-paths.ts';

// A refused file name or folder path as the coded field issue clients translate (SECURITY.md 10):
// the issue code is the problem's own name, so `documentNameProblem` and the wire agree.
const ISSUES: Readonly<Record<FolderPathProblem, FieldIssue>> = {
  EMPTY: FIELD_ISSUES.nameEmpty,
  TOO_LONG: FIELD_ISSUES.nameTooLong,
  CONTROL_CHARACTER: FIELD_ISSUES.nameControlCharacter,
  SEPARATOR: FIELD_ISSUES.nameSeparator,
  DOT_SEGMENT: FIELD_ISSUES.nameDotSegment,
  TOO_DEEP: FIELD_ISSUES.pathTooDeep,
  ABSOLUTE: FIELD_ISSUES.pathAbsolute,
};

export function pathProblemIssue(problem: FolderPathProblem): FieldIssue {
  return ISSUES[problem];
}
