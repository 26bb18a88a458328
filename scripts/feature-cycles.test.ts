import { describe, expect, it } from 'vitest';
import { describeFeatureCycles, findFeatureCycles, stronglyConnectedComponents } from './feature-cycles.mjs';

/** One import from a file of feature `from` to feature `to`'s index. */
const imports = (from: string, to: string, file = `${from}/${from}.service.ts`) => ({
  fromFeature: from,
  fromFile: file,
  toFeature: to,
  toFile: `${to}/index.ts`,
});

const graphOf = (edges: [string, string][]) => {
  const graph = new Map<string, Set<string>>();
  for (const [from, to] of edges) graph.set(from, new Set([...(graph.get(from) ?? []), to]));
  return graph;
};

describe('stronglyConnectedComponents', () => {
  it('groups the nodes that reach each other and leaves every other node alone', () => {
    const components = stronglyConnectedComponents(
      graphOf([
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['c', 'd'],
        ['d', 'e'],
        ['e', 'd'],
        ['e', 'f'],
      ]),
    );
    expect(components.map((component) => component.join()).sort()).toEqual(['a,b,c', 'd,e', 'f']);
  });
});

describe('findFeatureCycles', () => {
  it('finds no cycle where imports only flow one way, even through a diamond', () => {
    const cycles = findFeatureCycles([
      imports('order', 'payment'),
      imports('order', 'tickets'),
      imports('payment', 'restaurants'),
      imports('tickets', 'restaurants'),
    ]);
    expect(cycles).toEqual([]);
  });

  it('does not count imports inside one feature', () => {
    expect(findFeatureCycles([imports('payment', 'payment')])).toEqual([]);
  });

  it('finds two features that import each other, with an example import per step', () => {
    const [cycle, ...more] = findFeatureCycles([
      imports('payment', 'table-payments', 'payment/payment.routes.ts'),
      imports('table-payments', 'payment', 'table-payments/claim-payment.ts'),
      imports('table-payments', 'payment', 'table-payments/claim-table-payment.ts'),
    ]);
    expect(more).toEqual([]);
    expect(cycle?.features).toEqual(['payment', 'table-payments']);
    expect(
      cycle?.steps.map(({ from, to, example, imports }) => [from, to, example.fromFile, imports]),
    ).toEqual([
      ['payment', 'table-payments', 'payment/payment.routes.ts', 1],
      ['table-payments', 'payment', 'table-payments/claim-payment.ts', 2],
    ]);
  });

  it('finds a cycle through five features, and leaves out the features it only leads to', () => {
    const cycles = findFeatureCycles([
      imports('activity', 'managers'),
      imports('managers', 'payment'),
      imports('payment', 'table-payments'),
      imports('table-payments', 'tables'),
      imports('tables', 'activity'),
      imports('payment', 'restaurants'),
      imports('order', 'payment'),
    ]);
    expect(cycles.map(({ features }) => features)).toEqual([
      ['activity', 'managers', 'payment', 'table-payments', 'tables'],
    ]);
    expect(cycles[0]?.steps.map(({ from }) => from)).toEqual([
      'activity',
      'managers',
      'payment',
      'table-payments',
      'tables',
    ]);
  });

  it('names the other imports inside a tangle beside its shortest cycle', () => {
    const [cycle] = findFeatureCycles([
      imports('basket', 'tickets'),
      imports('tickets', 'basket'),
      imports('tickets', 'order-mails'),
      imports('order-mails', 'tickets'),
    ]);
    expect(cycle?.features).toEqual(['basket', 'order-mails', 'tickets']);
    expect(cycle?.steps.map(({ from, to }) => `${from}→${to}`)).toEqual(['basket→tickets', 'tickets→basket']);
    expect(cycle?.otherImports.map(({ from, to }) => `${from}→${to}`)).toEqual([
      'order-mails→tickets',
      'tickets→order-mails',
    ]);
  });

  it('reports separate cycles apart', () => {
    const cycles = findFeatureCycles([
      imports('a', 'b'),
      imports('b', 'a'),
      imports('c', 'd'),
      imports('d', 'c'),
      imports('b', 'c'),
    ]);
    expect(cycles.map(({ features }) => features)).toEqual([
      ['c', 'd'],
      ['a', 'b'],
    ]);
  });
});

describe('describeFeatureCycles', () => {
  it('prints the features, the cycle and the file behind each step', () => {
    const lines = describeFeatureCycles(
      findFeatureCycles([
        imports('payment', 'table-payments', 'payment/payment.routes.ts'),
        imports('table-payments', 'payment', 'table-payments/claim-payment.ts'),
      ]),
      'apps/api',
    );
    expect(lines).toEqual([
      'apps/api: features import each other in a cycle: payment, table-payments',
      '  cycle: payment → table-payments → payment',
      '    payment → table-payments: payment/payment.routes.ts → table-payments/index.ts',
      '    table-payments → payment: table-payments/claim-payment.ts → payment/index.ts',
    ]);
  });
});
