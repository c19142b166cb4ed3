import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  announcementStates,
  confirmStates,
  eventDeliveryStates,
  expenseBillStates,
  inspectionStates,
  invitationStates,
  invoiceStates,
  labelStates,
  ncrStates,
  outerBoxStates,
  registrationStates,
  vendorChangeStates,
  vendorDocumentStates,
  webhookDeliveryStates,
  webhookEndpointStates,
} from '@srm/contract';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue #46 item 4, every lifecycle as a table: whether an action may be taken from a state is asked of the
 * contract's table (`canDo`, `allowedActions`, `ruleFor`), never decided by comparing the state with a literal. This
 * reads the production sources of each lifecycle's module (server/src/modules/<m>, web/src/pages/<m>) and fails,
 * naming file, line and literal, on one of the lifecycle's states
 *   - compared as a literal: `box.STATE === 'open'`, `'failed' !== state` (`==`, `!=` too),
 *   - asked of a list: `states.includes('pending')` (`.has`, `.indexOf`),
 *   - in an array asked of a state: `['pending', 'expired'].includes(row.STATE)`,
 *   - as a `case 'voided':`.
 * The states are the contract's own lists, so a state added to a lifecycle is covered at once. It reads TypeScript's
 * syntax tree, not text: SQL (a repository's condition, a list's derived STATE column) is the text of a string, and
 * a label or colour map names states as keys; neither is a comparison, so neither is found (the self-test shows it).
 *
 * Not read, each with its reason:
 *   - contract/src: the tables' home.
 *   - tests: they spell states out on purpose.
 *   - the numbered lifecycles (delivery notes, statements): their states are numbers behind named constants.
 */
type Lifecycle = {
  table: string;
  states: readonly string[];
  /** The modules whose server and web sources are read (`server/src/modules/<m>`, `web/src/pages/<m>`). */
  modules: readonly string[];
};

const lifecycles: Lifecycle[] = [
  { table: 'invitationTransitions', states: invitationStates, modules: ['onboarding'] },
  { table: 'webhookEndpointTransitions', states: webhookEndpointStates, modules: ['webhook'] },
  { table: 'webhookDeliveryTransitions', states: webhookDeliveryStates, modules: ['webhook'] },
  { table: 'eventDeliveryTransitions', states: eventDeliveryStates, modules: ['domain-event'] },
  { table: 'outerBoxTransitions', states: outerBoxStates, modules: ['label'] },
  { table: 'innerLabelTransitions', states: labelStates, modules: ['label'] },
  // The older ones.
  { table: 'registrationTransitions', states: registrationStates, modules: ['onboarding'] },
  { table: 'vendorChangeTransitions', states: vendorChangeStates, modules: ['onboarding'] },
  { table: 'vendorDocumentTransitions', states: vendorDocumentStates, modules: ['onboarding'] },
  { table: 'expenseBillTransitions', states: expenseBillStates, modules: ['expense-bill'] },
  { table: 'announcementTransitions', states: announcementStates, modules: ['announcement'] },
  { table: 'inspectionTransitions', states: inspectionStates, modules: ['quality'] },
  { table: 'invoiceTransitions', states: invoiceStates, modules: ['invoice'] },
  { table: 'ncrTransitions', states: ncrStates, modules: ['quality'] },
  { table: 'confirmTransitions', states: confirmStates, modules: ['order-confirmation', 'integration'] },
];

/**
 * `module: code` (the comparison as written, spaces collapsed) → why it decides no action. Each names one module's
 * comparison exactly; one that no longer occurs must leave the list, so the list only shrinks.
 */
const exclusions: Record<string, string> = {
  "onboarding: c.STATE === 'refused'":
    'the change drawer shows who refused the change and why: fields only a refused change has',
  "onboarding: c.STATE === 'pending'":
    "the change drawer says whom a pending change waits on when the caller has no decision of it (the decisions themselves are the server's ACTIONS, from the table)",
  "onboarding: d.STATE === 'rejected'":
    'the document drawer shows why the document was rejected: a field only a rejected document has',
  "onboarding: r.STATE === 'refused'":
    'the registration drawer shows who refused the registration and why: fields only a refused one has',
  "expense-bill: bill.STATE === 'disputed'":
    "the bill's details show the vendor's reason of a dispute: a field only a disputed bill has",
  "expense-bill: bill.STATE !== 'draft'":
    "the bill's details show its dispute thread once the vendor has the bill (a draft is the buyer's alone)",
  "quality: ncr.STATE === 'returned'":
    "the NCR dialog shows the reviewer's comment of a returned NCR: a field only a returned one has",
  "quality: row.INSPECTION_STATE === 'inspected'":
    "the inspection dialog's form reads a list row's inspected flag (whether a result exists), not an action",
  "order-confirmation: line.confirm_state === 'countered'":
    "which schedule an accept keeps (the buyer's counter, else the order's), after the table allowed the accept",
  "order-confirmation: to === 'refused'":
    'the schedule a refusal leaves, by the state the table led to (its `to`), after it allowed the refusal',
  "order-confirmation: state === 'accepted'":
    "the printed order sheet's summary of whose move a line waits for",
  "order-confirmation: state === 'confirmed'":
    "the printed order sheet's summary of whose move a line waits for",
  "order-confirmation: state === 'proposed'":
    "the printed order sheet's summary of whose move a line waits for",
  "order-confirmation: state === 'refused'":
    "the printed order sheet's summary of whose move a line waits for",
  "integration: change.confirm_state === 'changed'":
    "whether the ERP's change re-opened an answered line (its vendor is told), after the table's `change` rule gave the state",
  "integration: current.confirm_state !== 'changed'":
    "whether the ERP's change re-opened an answered line (its vendor is told), after the table's `change` rule gave the state",
  "integration: current.confirm_state !== 'new'":
    "whether the ERP's change re-opened an answered line (its vendor is told), after the table's `change` rule gave the state",
};

export type LiteralGate = { line: number; literal: string; code: string };

const comparisons = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
const membership = new Set(['includes', 'has', 'indexOf']);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The places in a source text where one of `states` is compared as a literal. */
export function literalGates(file: string, text: string, states: ReadonlySet<string>): LiteralGate[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: LiteralGate[] = [];
  const state = (node: ts.Node | undefined): string | null =>
    node && ts.isStringLiteralLike(node) && states.has(node.text) ? node.text : null;
  const hit = (node: ts.Node, literal: string) =>
    found.push({
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      literal,
      code: oneLine(node.getText()),
    });
  const visit = (node: ts.Node) => {
    if (ts.isBinaryExpression(node) && comparisons.has(node.operatorToken.kind)) {
      const literal = state(node.left) ?? state(node.right);
      if (literal) hit(node, literal);
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      membership.has(node.expression.name.text)
    ) {
      const receiver = node.expression.expression;
      const literal =
        state(node.arguments[0]) ??
        (ts.isArrayLiteralExpression(receiver) ? receiver.elements.map(state).find(Boolean) : null);
      if (literal) hit(node, literal);
    } else if (ts.isCaseClause(node)) {
      const literal = state(node.expression);
      if (literal)
        found.push({
          line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
          literal,
          code: `case ${node.expression.getText()}`,
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const root = path.resolve(import.meta.dirname, '../../..');
const sourcesOf = (dir: string): string[] =>
  existsSync(path.join(root, dir))
    ? readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !/(^|\/)test-utils/.test(f))
        .map((f) => path.join(dir, f))
    : [];
const dirsOf = (module: string) => [`server/src/modules/${module}`, `web/src/pages/${module}`];

/** Every literal comparison in the lifecycles' modules: `module`, file, where, what, and of which tables. */
let scanned: ReturnType<typeof scanSources> | undefined;
const scan = () => {
  scanned ??= scanSources();
  return scanned;
};
function scanSources() {
  const byFile = new Map<string, { module: string; states: Map<string, string[]> }>();
  for (const lifecycle of lifecycles)
    for (const module of lifecycle.modules)
      for (const file of dirsOf(module).flatMap(sourcesOf)) {
        const entry = byFile.get(file) ?? { module, states: new Map<string, string[]>() };
        for (const s of lifecycle.states)
          entry.states.set(s, [...(entry.states.get(s) ?? []), lifecycle.table]);
        byFile.set(file, entry);
      }
  return [...byFile].flatMap(([file, { module, states }]) =>
    literalGates(file, readFileSync(path.join(root, file), 'utf8'), new Set(states.keys())).map((g) => ({
      ...g,
      file,
      module,
      key: `${module}: ${g.code}`,
      tables: states.get(g.literal)!,
    })),
  );
}

describe('every lifecycle as a table: no state compared as a literal outside contract/src (#46 item 4)', () => {
  const probe = new Set(['open', 'voided', 'pending', 'expired', 'failed']);

  it('would find one', () => {
    const sample = [
      "if (box.STATE === 'open') print();",
      "const retryable = (row) => 'failed' !== row.state;",
      "const revocable = selected.filter((r) => ['pending', 'expired'].includes(r.STATE));",
      "if (allowed.includes('voided')) no();",
      "switch (box.state) { case 'voided': throw refused; }",
      "if (s == 'pending' || s != 'expired') go();",
    ].join('\n');
    expect(literalGates('probe.tsx', sample, probe).map((g) => [g.line, g.literal, g.code])).toEqual([
      [1, 'open', "box.STATE === 'open'"],
      [2, 'failed', "'failed' !== row.state"],
      [3, 'pending', "['pending', 'expired'].includes(r.STATE)"],
      [4, 'voided', "allowed.includes('voided')"],
      [5, 'voided', "case 'voided'"],
      [6, 'pending', "s == 'pending'"],
      [6, 'expired', "s != 'expired'"],
    ]);
  });

  it('leaves SQL text, label and colour maps, and states given as values alone', () => {
    const sample = [
      "const undelivered = sql`d.state <> 'delivered' and d.state = 'failed'`;",
      "const column = { sql: \"case when e.disabled_at is null then 'open' else 'voided' end\" };",
      "const labels = { pending: { en: 'Pending' }, failed: { en: 'Failed' } };",
      "const color: Record<string, string> = { open: 'blue', voided: 'red' };",
      "await setOuterState(trx, id, { state: 'voided' });",
      "await db.updateTable('outer_box').set({ state: 'voided' }).where('state', '=', 'open').execute();",
      "if (box.STATE === 'opened' || mode === 'verify') go();",
    ].join('\n');
    expect(literalGates('probe.ts', sample, probe)).toEqual([]);
  });

  it('no production source of a lifecycle compares one of its states as a literal', () => {
    const gates = scan().filter((g) => !(g.key in exclusions));
    expect(
      gates.map(
        (g) =>
          `${g.file}:${g.line} compares '${g.literal}' (a state of ${g.tables.join(', ')}) as a literal: ` +
          `\`${g.code}\` — ask the contract's table (canDo, allowedActions, ruleFor) instead`,
      ),
    ).toEqual([]);
  });

  it('every exclusion still names a comparison (the list only shrinks)', () => {
    const seen = new Set(scan().map((g) => g.key));
    expect(Object.keys(exclusions).filter((key) => !seen.has(key))).toEqual([]);
  });

  it("reads each lifecycle's modules (a renamed one would be skipped silently)", () => {
    for (const lifecycle of lifecycles)
      for (const module of lifecycle.modules)
        expect(sourcesOf(`server/src/modules/${module}`).length, module).toBeGreaterThan(0);
  });
});
