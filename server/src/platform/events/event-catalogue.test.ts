import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeOnDatabase } from '../../../test/helper.ts';
import { eventCatalogue } from './event-catalogue.ts';

/**
 * docs/architecture.md "Domain events" lists every event with its payload, publisher and subscribers: the names,
 * payloads and publishers must be the catalogue's (the only names a module can publish), the subscribers those an
 * app registers at start-up.
 */
const root = path.resolve(import.meta.dirname, '../../../..');

type Row = { event: string; payload: string[]; publisher: string[]; subscribers: string[] };

/** The table's rows; each cell as the names it puts in backticks. */
function documented(): Row[] {
  const docs = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const section = /## Domain events\n([\s\S]*?)\n## /.exec(docs)?.[1] ?? '';
  const names = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  return section
    .split('\n')
    .filter((line) => /^\| `[a-z]+\.[a-z.]+` \|/.test(line))
    .map((line) => {
      const [event, payload, publisher, subscribers] = line.split('|').slice(1, -1);
      return {
        event: names(event!)[0]!,
        payload: names(payload!),
        publisher: names(publisher!),
        subscribers: names(subscribers!).sort(),
      };
    });
}

describeOnDatabase('the domain events table of docs/architecture.md', (t) => {
  it('names every catalogued event once, with its payload, publisher and start-up subscribers', () => {
    const subscriptions = t.app.events.subscriptions();
    const expected: Row[] = Object.entries(eventCatalogue).map(([name, spec]) => ({
      event: name,
      payload: Object.keys(spec.payload.shape),
      publisher: [spec.publisher],
      subscribers: subscriptions
        .filter((s) => s.name === name)
        .map((s) => s.subscriber)
        .sort(),
    }));
    expect(expected.length).toBeGreaterThan(9);
    expect(documented(), 'rewrite the table in docs/architecture.md "Domain events"').toEqual(expected);
  });

  it('subscribes to catalogued events only', () => {
    const unknown = t.app.events.subscriptions().filter((s) => !(s.name in eventCatalogue));
    expect(unknown).toEqual([]);
  });
});
