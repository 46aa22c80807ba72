// Import cycles, refused by `pnpm lint`: `node scripts/check-cycles.mjs [--root DIR]`.
//
// dpdm reads every import of apps/api/src, apps/web/src and packages/shared/src, type-only and
// dynamic ones included (a type import is still a dependency a reader has to follow). Two graphs
// are checked for cycles:
// - files: a file that reaches itself through its imports;
// - areas: the folders a reader thinks in, so that two areas importing each other in different
//   files are a cycle too. An area is a module of the API (`apps/api/src/modules/<m>`), a feature
//   of the web (`apps/web/src/features/<f>`), another folder under an app's `src/` (`http`, `db`,
//   `components`…), and each file directly under `src/` on its own.
// Any cycle fails with exit code 1, naming one import behind each of its steps.
import { parseDependencyTree } from 'dpdm';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const sourceGlobs = [
  'apps/api/src/**/*.ts',
  'apps/web/src/**/*.{ts,tsx}',
  'packages/shared/src/**/*.ts',
];

const MAX_CYCLES = 200;

/** The area of a source file, or null outside the checked sources. */
export function areaOf(file) {
  const match = /^((?:apps\/[^/]+|packages\/[^/]+)\/src)\/(.+)$/.exec(file);
  // Prisma's generated client is a leaf of ours, with cycles of its own that are not ours to fix.
  if (!match || match[2].startsWith('generated/')) return null;
  const [, src, rest] = match;
  const parts = rest.split('/');
  if (parts.length === 1) return file;
  if ((parts[0] === 'modules' || parts[0] === 'features') && parts.length > 2) {
    return `${src}/${parts[0]}/${parts[1]}`;
  }
  return `${src}/${parts[0]}`;
}

// A test imports what it checks and nothing imports a test: its imports are no dependency.
const isTest = (file) => /\.test\.tsx?$/.test(file);

/** Graph of file → imported files, restricted to the checked sources. */
export function fileGraph(tree) {
  const graph = new Map();
  for (const [file, deps] of Object.entries(tree)) {
    if (areaOf(file) === null || isTest(file)) continue;
    const targets = new Set();
    for (const dep of deps ?? []) {
      if (dep.id && dep.id !== file && areaOf(dep.id) !== null) targets.add(dep.id);
    }
    graph.set(file, targets);
  }
  return graph;
}

export function areaGraph(files) {
  const graph = new Map();
  for (const [file, targets] of files) {
    const from = areaOf(file);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const target of targets) {
      const to = areaOf(target);
      if (to !== from) graph.get(from).add(to);
    }
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one node. */
function tangledComponents(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(new Set(component));
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

/**
 * Every elementary cycle, each written from its smallest node: `a -> b -> a`. Each cycle is found
 * once, from its smallest node, by a walk that only visits larger nodes of the same component.
 */
export function elementaryCycles(graph) {
  const cycles = [];
  for (const component of tangledComponents(graph)) {
    const nodes = [...component].sort();
    for (const start of nodes) {
      const walk = (node, trail, seen) => {
        for (const next of [...(graph.get(node) ?? [])].sort()) {
          if (cycles.length >= MAX_CYCLES) return;
          if (next === start) cycles.push([...trail, start].join(' -> '));
          else if (component.has(next) && next > start && !seen.has(next)) {
            seen.add(next);
            walk(next, [...trail, next], seen);
            seen.delete(next);
          }
        }
      };
      walk(start, [start], new Set([start]));
    }
  }
  return cycles;
}

/**
 * The file graph of a dpdm tree, and the cycles of its files and of its areas (an area cycle of
 * files directly under `src/` is the same file cycle: listed once).
 */
export function findCycles(tree) {
  const files = fileGraph(tree);
  const fileCycles = elementaryCycles(files);
  const areaCycles = elementaryCycles(areaGraph(files)).filter(
    (cycle) => !fileCycles.includes(cycle),
  );
  return { files, found: { files: fileCycles, areas: areaCycles } };
}

/** For an area cycle, one import behind each of its steps. */
function explain(cycle, files) {
  if (!cycle.startsWith('areas: ')) return '';
  const areas = cycle.slice('areas: '.length).split(' -> ');
  const steps = areas.slice(1).map((to, step) => {
    const from = areas[step];
    for (const [file, targets] of files) {
      if (areaOf(file) !== from) continue;
      const target = [...targets].find((candidate) => areaOf(candidate) === to);
      if (target) return `${file} imports ${target}`;
    }
    return `${from} -> ${to}`;
  });
  return `\n      ${steps.join('\n      ')}`;
}

async function main() {
  const rootIndex = process.argv.indexOf('--root');
  const root =
    rootIndex > 0
      ? path.resolve(process.argv[rootIndex + 1])
      : path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const tree = await parseDependencyTree(sourceGlobs, {
    context: root,
    cwd: root,
    transform: false,
    skipDynamicImports: false,
  });
  const { files, found } = findCycles(tree);
  const cycles = ['files', 'areas'].flatMap((kind) =>
    found[kind].map((cycle) => `${kind}: ${cycle}`),
  );
  if (cycles.length > 0) {
    const lines = cycles.map((cycle) => `${cycle}${explain(cycle, files)}`);
    console.error(`Import cycles (make the dependency point one way):\n  ${lines.join('\n  ')}`);
    if (found.files.length >= MAX_CYCLES || found.areas.length >= MAX_CYCLES) {
      console.error(
        `Only the first ${MAX_CYCLES} cycles of a kind are listed: untangle these first.`,
      );
    }
    process.exit(1);
  }
  console.log(`No import cycle among ${files.size} files.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
