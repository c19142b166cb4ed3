import { statementState } from '@srm/contract';

/**
 * The statement state machine of PRODUCT §7, as data: the service enforces it and the state-machine test walks every
 * (state × action × role) against it through HTTP.
 *
 * Actors: `buyer` = purchasing staff (routes of the ReconBillMst / ReconBillMstManage screens); `vendor` = the
 * statement's own vendor (the ReconBillMstManage/Vendor screen); `finance` = the ReconBillMstManage/Finance screen.
 * A staff user on the vendor's routes, or a vendor user on staff routes, is no actor at all (403).
 */
export type StatementActor = 'buyer' | 'vendor' | 'finance';
export type StatementAction =
  | 'create'
  | 'addLines'
  | 'removeLines'
  | 'send'
  | 'confirm'
  | 'reject'
  | 'approve'
  | 'close'
  | 'void';

type Rule = { from: number[]; actors: StatementActor[]; to: number | 'same' };

const { draft, sent, confirmed, rejected, approved, closed, voided } = statementState;

export const statementTransitions: Record<StatementAction, Rule> = {
  create: { from: [], actors: ['buyer'], to: draft },
  addLines: { from: [draft, rejected], actors: ['buyer'], to: 'same' },
  removeLines: { from: [draft, rejected], actors: ['buyer'], to: 'same' },
  send: { from: [draft, rejected], actors: ['buyer'], to: sent },
  confirm: { from: [sent], actors: ['vendor'], to: confirmed },
  reject: { from: [sent], actors: ['vendor'], to: rejected },
  approve: { from: [confirmed], actors: ['finance'], to: approved },
  close: { from: [approved], actors: ['finance'], to: closed },
  void: { from: [draft, rejected], actors: ['buyer'], to: voided },
};

export const statementActions = Object.keys(statementTransitions) as StatementAction[];
