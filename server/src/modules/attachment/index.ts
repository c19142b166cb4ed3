export { attachmentRoutes } from './attachment.routes.ts';
export {
  attachmentsByOwner,
  attachmentsOf,
  attachmentsOfOne,
  claimAttachments,
  registerAttachmentOwner,
  releaseAttachments,
  startAttachmentCleanup,
} from './attachment.service.ts';
