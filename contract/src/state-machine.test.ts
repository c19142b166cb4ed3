import { describe, expect, it } from 'vitest';
import { announcementTransitions } from './announcement.ts';
import { deliveryNoteTransitions } from './delivery-note.ts';
import { eventDeliveryTransitions } from './domain-event.ts';
import { expenseBillTransitions } from './expense-bill.ts';
import { invoiceTransitions } from './invoice.ts';
import { innerLabelTransitions, outerBoxTransitions } from './label.ts';
import { invitationTransitions, vendorChangeTransitions, vendorDocumentTransitions } from './onboarding.ts';
import { allowedActions, type StateMachine } from './state-machine.ts';
import { statementTransitions } from './statement.ts';
import { webhookDeliveryTransitions, webhookEndpointTransitions } from './webhook.ts';

/**
 * The tables against PRODUCT §5, §6, §7, §8, §11, §13, §14 and docs/decisions.md, written out by hand (`state actor` → what that actor
 * may do from that state, in the table's order; anything not listed may do nothing).
 */
const expected = {
  // PRODUCT §15: finance decides a submitted invoice; a rejected one is the vendor's to fix (finance may fix one it
  // recorded for a vendor); the ERP's payments move an approved invoice on.
  invoice: {
    machine: invoiceTransitions,
    states: ['submitted', 'rejected', 'approved', 'scheduled', 'partlyPaid', 'paid'],
    actors: ['vendor', 'finance', 'erp'],
    may: {
      'submitted vendor': ['withdraw'],
      'submitted finance': ['approve', 'reject'],
      'rejected vendor': ['resubmit', 'withdraw'],
      'rejected finance': ['resubmit'],
      'approved erp': ['schedule', 'payPart', 'payInFull'],
      'scheduled erp': ['schedule', 'payPart', 'payInFull'],
      'partlyPaid erp': ['payPart', 'payInFull'],
    },
  },
  'delivery note': {
    machine: deliveryNoteTransitions,
    states: [1, 2, 3, 4, 5],
    actors: ['vendor', 'buyer', 'wms'],
    may: {
      '1 vendor': ['edit', 'audit', 'void'],
      '1 buyer': ['audit', 'void'],
      '2 vendor': ['unAudit', 'ship'],
      '2 buyer': ['unAudit', 'void'],
      '4 buyer': ['receive'],
      '4 wms': ['receive'],
    },
  },
  statement: {
    machine: statementTransitions,
    states: [1, 2, 3, 4, 5, 6, 9],
    actors: ['buyer', 'vendor', 'finance'],
    may: {
      '1 buyer': ['addLines', 'removeLines', 'send', 'void'],
      '2 vendor': ['confirm', 'reject'],
      '3 finance': ['approve'],
      // A rejected statement goes back to the buyer: fixed and sent again, or given up.
      '4 buyer': ['addLines', 'removeLines', 'send', 'void'],
      '5 finance': ['close'],
    },
  },
  'expense bill': {
    machine: expenseBillTransitions,
    states: ['draft', 'sent', 'confirmed', 'disputed', 'included', 'closed'],
    actors: ['buyer', 'vendor'],
    may: {
      'draft buyer': ['save', 'send', 'delete'],
      'sent vendor': ['confirm', 'dispute'],
      'disputed buyer': ['save', 'send', 'delete'],
    },
  },
  announcement: {
    machine: announcementTransitions,
    states: ['draft', 'published', 'withdrawn'],
    actors: ['manager'],
    may: {
      'draft manager': ['save', 'publish', 'delete'],
      'published manager': ['save', 'withdraw'],
      'withdrawn manager': ['save', 'publish'],
    },
  },
  // Issue #45: a bank account is finance's decision, the contact and the address a buyer's (PRODUCT §13).
  'bank account change': {
    machine: vendorChangeTransitions.bank,
    states: ['pending', 'approved', 'refused'],
    actors: ['buyer', 'finance'],
    may: { 'pending finance': ['approve', 'refuse'] },
  },
  'address change': {
    machine: vendorChangeTransitions.address,
    states: ['pending', 'approved', 'refused'],
    actors: ['buyer', 'finance'],
    may: { 'pending buyer': ['approve', 'refuse'] },
  },
  'contact change': {
    machine: vendorChangeTransitions.contact,
    states: ['pending', 'approved', 'refused'],
    actors: ['buyer', 'finance'],
    may: { 'pending buyer': ['approve', 'refuse'] },
  },
  'compliance document': {
    machine: vendorDocumentTransitions,
    states: ['submitted', 'approved', 'rejected'],
    actors: ['buyer', 'finance'],
    may: { 'submitted buyer': ['approve', 'reject'] },
  },
  // Issue #46 item 4. An invitation not used nor revoked is sent again (a fresh link) or revoked by a buyer
  // (docs/decisions.md "Invitation again"); the company registers once, by a waiting link.
  'vendor invitation': {
    machine: invitationTransitions,
    states: ['pending', 'used', 'expired', 'revoked'],
    actors: ['buyer', 'company'],
    may: {
      'pending buyer': ['resend', 'revoke'],
      'expired buyer': ['resend', 'revoke'],
      'pending company': ['register'],
    },
  },
  // PRODUCT §11: an endpoint's owner changes it, enables or disables it, gives it a new secret and deletes it in either
  // state; the portal disables an enabled endpoint that accepted nothing for a day.
  'webhook endpoint': {
    machine: webhookEndpointTransitions,
    states: ['enabled', 'disabled'],
    actors: ['owner', 'portal'],
    may: {
      'enabled owner': ['edit', 'disable', 'rotateSecret', 'delete'],
      'disabled owner': ['edit', 'enable', 'rotateSecret', 'delete'],
      'enabled portal': ['disable'],
    },
  },
  // "Send again": a message no longer in flight.
  'webhook delivery': {
    machine: webhookDeliveryTransitions,
    states: ['pending', 'sending', 'delivered', 'failed'],
    actors: ['owner', 'portal'],
    may: { 'delivered owner': ['sendAgain'], 'failed owner': ['sendAgain'] },
  },
  // PRODUCT §14 (issue #31): an administrator retries a delivery that failed after its last try.
  'domain event delivery': {
    machine: eventDeliveryTransitions,
    states: ['pending', 'delivered', 'failed'],
    actors: ['administrator'],
    may: { 'failed administrator': ['retry'] },
  },
  // PRODUCT §6: an open box takes and gives back labels, is printed and verified; emptying it voids it.
  'outer box': {
    machine: outerBoxTransitions,
    states: ['open', 'voided'],
    actors: ['packer'],
    may: { 'open packer': ['pack', 'unpack', 'void', 'print', 'verify'] },
  },
  'inner label': {
    machine: innerLabelTransitions,
    states: ['active', 'voided'],
    actors: ['packer'],
    may: { 'active packer': ['print', 'pack', 'void', 'verify'] },
  },
} as const;

describe('document state machines', () => {
  it.each(Object.keys(expected) as (keyof typeof expected)[])('%s: each state and actor', (name) => {
    const { machine, states, actors, may } = expected[name];
    const m = machine as StateMachine<string, unknown, string>;
    for (const state of states)
      for (const actor of actors)
        expect(allowedActions(m, state, actor), `${state} ${actor}`).toEqual(
          (may as Record<string, readonly string[]>)[`${state} ${actor}`] ?? [],
        );
  });

  it('a statement is created by the buyer only, and from no state', () => {
    expect(statementTransitions.create).toMatchObject({ from: [], actors: ['buyer'] });
  });

  it('an invitation is made by a buyer only, and from no state', () => {
    expect(invitationTransitions.invite).toMatchObject({ from: [], actors: ['buyer'], to: 'pending' });
  });
});
