export { attachmentRoutes } from './attachment.routes.ts';
export {
  attachmentsOf,
  claimAttachments,
  registerAttachmentOwner,
  releaseAttachments,
  startAttachmentCleanup,
} from './attachment.service.ts';
