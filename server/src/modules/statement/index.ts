export { statementScreens } from './statement.list.ts';
export {
  eligibleReceipts,
  findStatement,
  findStatementFacts,
  isLineOf,
  lineNumbersOf,
  type StatementFacts,
} from './statement.repository.ts';
export { statementRoutes } from './statement.routes.ts';
export type { Side } from './statement.service.ts';
export { createStatement, transitionStatement } from './statement.service.ts';
