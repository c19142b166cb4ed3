export { expenseBillScreen } from './expense-bill.list.ts';
export {
  closeStatementBills,
  findBill,
  includeBills,
  nextMoneyNo,
  releaseBills,
  releaseStatementBills,
  vendorExists,
} from './expense-bill.repository.ts';
export { expenseBillRoutes } from './expense-bill.routes.ts';
export { deleteExpenseBill, saveBill, transitionBill } from './expense-bill.service.ts';
