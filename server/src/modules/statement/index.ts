export { statementScreens } from './statement.list.ts';
export { computeMatch, lineMatch, type Tolerance, toleranceOf } from './statement.match.ts';
export {
  eligibleReceipts,
  findStatement,
  findStatementFacts,
  findStatementIdByNo,
  isLineOf,
  lineNumbersOf,
  type StatementFacts,
  type StatementRow,
  statementRates,
} from './statement.repository.ts';
export { statementRoutes } from './statement.routes.ts';
export type { Side } from './statement.service.ts';
export {
  createStatement,
  registerStatementApprovalGuard,
  transitionStatement,
} from './statement.service.ts';
