/**
 * The schemas' doc comments as data, for the content editor's labels and hints. Comments are not
 * kept at run time, so the TypeScript compiler reads them from the inferred input type of each
 * schema (zod's inferred types keep the declarations of the shape's properties, and so their
 * JSDoc). Node only: run at build by the editor integration and by the agreement test.
 */
import path from 'node:path';
import ts from 'typescript';

/** Doc comments of one value and, for objects and lists, of what it holds. */
export interface DocNode {
  doc?: string;
  fields?: Record<string, DocNode>;
  items?: DocNode;
}

/** `module#export`, the module relative to the project root, e.g. `src/schemas/faq.ts#faqGroupSchema`. */
export type SchemaRef = `${string}#${string}`;

function walk(type: ts.Type, checker: ts.TypeChecker, depth: number): DocNode {
  const node: DocNode = {};
  if (depth > 8) return node;
  const bare = checker.getNonNullableType(type);
  const members = bare.isUnion() ? bare.types : [bare];
  for (const member of members) {
    if (checker.isArrayType(member)) {
      const [element] = checker.getTypeArguments(member as ts.TypeReference);
      if (element) node.items = walk(element, checker, depth + 1);
      continue;
    }
    if (!(member.flags & ts.TypeFlags.Object) || member.getCallSignatures().length > 0) continue;
    if (member.getSymbol()?.getName() === 'Date') continue;
    for (const property of member.getProperties()) {
      const doc = ts.displayPartsToString(property.getDocumentationComment(checker)).trim();
      const child = walk(checker.getTypeOfSymbol(property), checker, depth + 1);
      node.fields ??= {};
      node.fields[property.name] = { ...(doc ? { doc } : {}), ...child };
    }
  }
  return node;
}

/** The doc tree of each schema's input type. */
export function extractSchemaDocs(root: string, refs: readonly SchemaRef[]): Record<SchemaRef, DocNode> {
  const probe = path.join(root, 'src/editor/.schema-docs-probe.ts');
  const unique = [...new Set(refs)];
  const source = [
    "import type { z } from 'zod';",
    ...unique.map((ref, index) => {
      const [module, name] = ref.split('#');
      const specifier = path
        .relative(path.dirname(probe), path.join(root, module ?? ''))
        .replaceAll('\\', '/');
      return `import type { ${name} as S${index} } from './${specifier}';\nexport type T${index} = z.input<typeof S${index}>;`;
    }),
  ].join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  // The probe exists only in memory: nothing is written into the source tree.
  host.readFile = (file) => (path.resolve(file) === probe ? source : readFile(file));
  host.fileExists = (file) => path.resolve(file) === probe || fileExists(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language) =>
    path.resolve(file) === probe
      ? ts.createSourceFile(file, source, language, true)
      : getSourceFile(file, language);
  const program = ts.createProgram([probe], options, host);
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(probe);
  if (!file) throw new Error('schema docs: the probe did not load');
  const result: Record<SchemaRef, DocNode> = {};
  for (const statement of file.statements) {
    if (!ts.isTypeAliasDeclaration(statement)) continue;
    const index = Number(statement.name.text.slice(1));
    const ref = unique[index];
    if (ref) result[ref] = walk(checker.getTypeAtLocation(statement.name), checker, 0);
  }
  return result;
}
