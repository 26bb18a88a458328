// Issue 35: no feature imports another in a cycle. When A imports B and B (through others)
// imports A, neither can be understood, tested or moved without the other; the shared part
// belongs in a feature of its own that both import. These functions are pure: the boundary
// check collects the imports and prints what they find.

/**
 * @typedef {{ fromFeature: string, fromFile: string, toFeature: string, toFile: string }} FeatureImport
 * @typedef {{ from: string, to: string, example: FeatureImport, imports: number }} CycleStep
 * @typedef {{ features: string[], steps: CycleStep[], otherImports: CycleStep[] }} FeatureCycle
 */

/**
 * The strongly connected components of a directed graph (Tarjan's algorithm): each is a set of
 * nodes that all reach each other. Nodes are visited in sorted order, so the answer is stable.
 * @param {Map<string, Set<string>>} graph node → the nodes it points to
 * @returns {string[][]}
 */
export function stronglyConnectedComponents(graph) {
  const nodes = [...new Set([...graph.keys(), ...[...graph.values()].flatMap((to) => [...to])])].sort();
  /** @type {Map<string, number>} */ const order = new Map();
  /** @type {Map<string, number>} */ const lowest = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */ const components = [];

  /** @param {string} node */
  const visit = (node) => {
    order.set(node, order.size);
    lowest.set(node, order.get(node));
    stack.push(node);
    onStack.add(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node), lowest.get(next)));
      } else if (onStack.has(next)) {
        lowest.set(node, Math.min(lowest.get(node), order.get(next)));
      }
    }
    if (lowest.get(node) !== order.get(node)) return;
    /** @type {string[]} */ const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    components.push(component.sort());
  };

  for (const node of nodes) if (!order.has(node)) visit(node);
  return components;
}

/**
 * The shortest way from `start` back to itself inside one component (breadth first).
 * @param {string} start
 * @param {Set<string>} members
 * @param {Map<string, Set<string>>} graph
 */
function shortestCycleThrough(start, members, graph) {
  /** @type {Map<string, string>} */ const cameFrom = new Map();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]));
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

/**
 * Every group of features that import each other in a cycle: its features, one shortest cycle
 * through it with an example import per step, and the group's other imports between features
 * (each one a place where the cycle could be cut). Imports inside one feature do not count.
 * @param {FeatureImport[]} imports
 * @returns {FeatureCycle[]}
 */
export function findFeatureCycles(imports) {
  /** @type {Map<string, Set<string>>} */ const graph = new Map();
  /** @type {Map<string, FeatureImport[]>} */ const importsBetween = new Map();
  const sorted = [...imports].sort((a, b) =>
    `${a.fromFile}\0${a.toFile}`.localeCompare(`${b.fromFile}\0${b.toFile}`),
  );
  for (const edge of sorted) {
    if (edge.fromFeature === edge.toFeature) continue;
    if (!graph.has(edge.fromFeature)) graph.set(edge.fromFeature, new Set());
    graph.get(edge.fromFeature).add(edge.toFeature);
    const key = `${edge.fromFeature}\0${edge.toFeature}`;
    importsBetween.set(key, [...(importsBetween.get(key) ?? []), edge]);
  }
  /** @type {(from: string, to: string) => CycleStep} */
  const step = (from, to) => {
    const between = importsBetween.get(`${from}\0${to}`);
    return { from, to, example: between[0], imports: between.length };
  };

  return stronglyConnectedComponents(graph)
    .filter((component) => component.length > 1)
    .map((features) => {
      const members = new Set(features);
      const path = shortestCycleThrough(features[0], members, graph);
      const steps = path.slice(1).map((to, index) => step(path[index], to));
      const onPath = new Set(steps.map(({ from, to }) => `${from}\0${to}`));
      const otherImports = features.flatMap((from) =>
        [...graph.get(from)]
          .filter((to) => members.has(to) && !onPath.has(`${from}\0${to}`))
          .sort()
          .map((to) => step(from, to)),
      );
      return { features, steps, otherImports };
    });
}

/**
 * The cycles as lines a developer can act on: which features, and which file imports which.
 * @param {FeatureCycle[]} cycles
 * @param {string} where the app whose features these are
 * @returns {string[]}
 */
export function describeFeatureCycles(cycles, where) {
  /** @param {CycleStep} step */
  const line = ({ from, to, example, imports }) =>
    `${from} → ${to}: ${example.fromFile} → ${example.toFile}${imports > 1 ? ` (${imports} imports)` : ''}`;
  return cycles.flatMap(({ features, steps, otherImports }) => [
    `${where}: features import each other in a cycle: ${features.join(', ')}`,
    `  cycle: ${[steps[0].from, ...steps.map(({ to }) => to)].join(' → ')}`,
    ...steps.map((step) => `    ${line(step)}`),
    ...(otherImports.length ? ['  other imports inside this cycle:'] : []),
    ...otherImports.map((step) => `    ${line(step)}`),
  ]);
}
