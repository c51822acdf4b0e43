// Fails when source files import each other in a cycle (type-only imports included: a cycle of types is still a
// tangle). Reads relative imports of every .ts/.tsx file under the given folders; run by `npm run lint`.
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const FOLDERS = process.argv.slice(2);

function sourceFiles(folder) {
  const files = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== 'dist')
      files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function importsOf(file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
  return importedFiles
    .map((entry) => entry.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolveImport(file, specifier))
    .filter((target) => target !== null);
}

const graph = new Map();
for (const folder of FOLDERS)
  for (const file of sourceFiles(resolve(ROOT, folder))) graph.set(file, importsOf(file));

// Tarjan's strongly connected components: every component of more than one file is a cycle.
let index = 0;
const indices = new Map();
const lowlinks = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function connect(file) {
  indices.set(file, index);
  lowlinks.set(file, index);
  index += 1;
  stack.push(file);
  onStack.add(file);
  for (const target of graph.get(file) ?? []) {
    if (!graph.has(target)) continue;
    if (!indices.has(target)) {
      connect(target);
      lowlinks.set(file, Math.min(lowlinks.get(file), lowlinks.get(target)));
    } else if (onStack.has(target)) {
      lowlinks.set(file, Math.min(lowlinks.get(file), indices.get(target)));
    }
  }
  if (lowlinks.get(file) === indices.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component);
  }
}
for (const file of graph.keys()) if (!indices.has(file)) connect(file);

if (cycles.length > 0) {
  console.error(`Import cycles (${cycles.length}):`);
  for (const cycle of cycles) console.error(`  ${cycle.map((file) => relative(ROOT, file)).join(' ⇄ ')}`);
  process.exit(1);
}
console.log(`No import cycles in ${graph.size} files.`);
