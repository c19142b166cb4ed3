export {
  type ConfirmationRow,
  confirmationsAfter,
  type ExistingOrderLine,
  findOrderLineByKey,
  findOrderLineFacts,
  insertOrderLine,
  insertOrderLineVersion,
  lockOrderLinesByExternalId,
  type OrderLineFacts,
  openOrderLinesAfter,
  orderLinesByIds,
  orderLinesByKeys,
  type ScheduledOrderLine,
  updateOrderLine,
  type VendorOrderLineRow,
} from './order-confirmation.repository.ts';
export { orderConfirmationRoutes } from './order-confirmation.routes.ts';
export { remindUnansweredLines, startOrderLineReminder } from './order-confirmation.service.ts';
