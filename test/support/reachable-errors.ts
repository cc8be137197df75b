import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { CATALOGUE_NAME, catalogueFiles } from './error-catalogues';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const functionsDir = `${join(repoRoot, 'functions')}/`;
/** The vocabulary's classes. */
const errorsFile = join(functionsDir, 'platform', 'kernel', 'errors.ts');
/** The catalogues: the platform's, each module's, an adapter's. */
const catalogues = new Set(catalogueFiles().map((file) => join(repoRoot, file)));

/** What a handler's code can throw or answer, as its source says. */
export interface Reachable {
  /** The catalogues' entries the code names, as `<catalogue>.<entry>` (`taskErrors.taskNotFound`). */
  factories: Set<string>;
  /** The vocabulary's error classes the code constructs itself (`new <Class>(...)`). */
  classes: Set<string>;
  /** Statuses the code answers itself (`errorResponse(<status>, ...)`). */
  statuses: Set<number>;
}

const inFunctions = (node: ts.Node) => {
  const file = node.getSourceFile().fileName;
  return file.startsWith(functionsDir) && !file.endsWith('.d.ts') && !catalogues.has(file);
};

const memberName = (member: ts.ObjectLiteralElementLike): string | undefined =>
  (ts.isPropertyAssignment(member) || ts.isShorthandPropertyAssignment(member) || ts.isMethodDeclaration(member)) && ts.isIdentifier(member.name)
    ? member.name.text
    : undefined;

/** The name a declaration gives (a property written, a variable or parameter declared): it names nothing to run. */
const declares = (identifier: ts.Identifier): boolean => {
  const parent = identifier.parent;
  if (ts.isBindingElement(parent)) return parent.name === identifier || parent.propertyName === identifier;
  return (
    (ts.isPropertyAssignment(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isVariableDeclaration(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isClassDeclaration(parent) ||
      ts.isParameter(parent)) &&
    parent.name === identifier
  );
};

/**
 * A table of rows told apart by a string key (the task transitions, by `trigger`): an array literal
 * of object literals that all give one property distinct string literals. A row is reached when code
 * reached otherwise gives that property its key (`trigger: 'cancel'`), not because something reads the table.
 */
const keyedRows = (array: ts.ArrayLiteralExpression): Map<string, ts.ObjectLiteralExpression> | undefined => {
  const rows = array.elements;
  if (rows.length < 2 || !rows.every(ts.isObjectLiteralExpression)) return undefined;
  const keysOf = (row: ts.ObjectLiteralExpression) =>
    new Map(
      row.properties.flatMap((p) =>
        ts.isPropertyAssignment(p) && ts.isStringLiteral(p.initializer) && memberName(p) ? [[memberName(p)!, p.initializer.text]] : [],
      ),
    );
  const first = keysOf(rows[0] as ts.ObjectLiteralExpression);
  for (const property of first.keys()) {
    const keys = (rows as readonly ts.ObjectLiteralExpression[]).map((row) => keysOf(row).get(property));
    if (keys.every((key) => key !== undefined) && new Set(keys).size === keys.length) {
      return new Map(keys.map((key, index) => [`${property}=${key}`, rows[index] as ts.ObjectLiteralExpression]));
    }
  }
  return undefined;
};

/**
 * The errors each handler module can answer, found with TypeScript's checker by walking the code it
 * can run: from the module's `handler`, every function, constant, class and object member a reached
 * declaration names, through imports and destructuring; a member of a port's type (an interface)
 * reaches the members that implement it (object literals typed by it, classes implementing it); an
 * object literal held in a constant (a composition root) brings only the members something names;
 * a keyed table brings only the rows whose key is named; reading a property that holds no function
 * runs nothing. Types are never walked. The walk does not follow control flow, so an error a reached
 * function catches is still counted (the answer leans to more statuses, not fewer); what it cannot
 * see would be missed: a member read by computed name, a status that `errorResponse` gets from a variable.
 */
export const reachableErrorsOf = (handlerModules: readonly string[]): Map<string, Reachable> => {
  const files = handlerModules.map((module) => join(functionsDir, `${module}.ts`));
  const config = ts.readConfigFile(join(repoRoot, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, repoRoot);
  const program = ts.createProgram(files, { ...options, noEmit: true, incremental: false });
  const checker = program.getTypeChecker();

  const vocabulary = program.getSourceFile(errorsFile);
  if (!vocabulary) throw new Error(`${errorsFile} is not in the program`);
  const classes = new Map<ts.Node, string>();
  vocabulary.forEachChild((statement) => {
    if (ts.isClassDeclaration(statement) && statement.name) classes.set(statement, statement.name.text);
  });
  // The catalogues the handlers load (a catalogue no handler loads has no entry any handler reaches).
  const factories = new Map<ts.Node, string>();
  for (const file of catalogues) {
    program.getSourceFile(file)?.forEachChild((statement) => {
      if (!ts.isVariableStatement(statement)) return;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !CATALOGUE_NAME.test(declaration.name.text)) continue;
        const catalogue = declaration.name.text;
        if (!declaration.initializer || !ts.isObjectLiteralExpression(declaration.initializer))
          throw new Error(`${catalogue} must be an object literal`);
        for (const property of declaration.initializer.properties) {
          const name = memberName(property);
          if (name) factories.set(property, `${catalogue}.${name}`);
        }
      }
    });
  }

  /** A property whose value can be called: reading any other property runs no code. */
  const callable = (symbol: ts.Symbol): boolean => {
    if (!(symbol.flags & ts.SymbolFlags.Property)) return true;
    const type = checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
    return type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0;
  };

  // Each member of a port's type -> the members that implement it.
  const implementations = new Map<ts.Node, ts.Node[]>();
  const implement = (signature: ts.Node, member: ts.Node) => implementations.set(signature, [...(implementations.get(signature) ?? []), member]);
  const sourcesInFunctions = program.getSourceFiles().filter(inFunctions);
  // The names members of types declared in functions/ have: an object literal naming none of them
  // implements no port (the walk follows no other signature), so its contextual type, which costs a
  // type check, is never asked for.
  const signatureNames = new Set<string>();
  /** A member whose declared type could be a function: a method, or a type that is no plain value's (a reference may name a function type). */
  const mayBeCallable = (node: ts.PropertySignature | ts.MethodSignature): boolean => {
    if (ts.isMethodSignature(node) || !node.type) return true;
    const plain = (type: ts.TypeNode): boolean =>
      type.kind === ts.SyntaxKind.StringKeyword ||
      type.kind === ts.SyntaxKind.NumberKeyword ||
      type.kind === ts.SyntaxKind.BooleanKeyword ||
      ts.isLiteralTypeNode(type) ||
      ts.isArrayTypeNode(type) ||
      (ts.isTypeOperatorNode(type) && ts.isArrayTypeNode(type.type)) ||
      (ts.isUnionTypeNode(type) && type.types.every(plain));
    return !plain(node.type);
  };
  const collectSignatureNames = (node: ts.Node): void => {
    if ((ts.isPropertySignature(node) || ts.isMethodSignature(node)) && ts.isIdentifier(node.name) && mayBeCallable(node))
      signatureNames.add(node.name.text);
    ts.forEachChild(node, collectSignatureNames);
  };
  for (const source of sourcesInFunctions) collectSignatureNames(source);
  const namesASignature = (literal: ts.ObjectLiteralExpression) => literal.properties.some((member) => signatureNames.has(memberName(member) ?? ''));
  for (const source of sourcesInFunctions) {
    const index = (node: ts.Node): void => {
      // A keyed table's rows are reached by their key, not through their type.
      if (ts.isObjectLiteralExpression(node) && namesASignature(node) && !(ts.isArrayLiteralExpression(node.parent) && keyedRows(node.parent))) {
        const type = checker.getContextualType(node);
        for (const member of node.properties) {
          const name = memberName(member);
          const property = type && name && checker.getPropertyOfType(type, name);
          if (!property || !callable(property)) continue;
          for (const signature of property.declarations ?? []) if (signature !== member) implement(signature, member);
        }
      }
      if (ts.isClassDeclaration(node)) {
        for (const clause of node.heritageClauses ?? []) {
          for (const interfaceType of clause.types) {
            const type = checker.getTypeAtLocation(interfaceType);
            for (const member of node.members) {
              const property = member.name && ts.isIdentifier(member.name) ? checker.getPropertyOfType(type, member.name.text) : undefined;
              if (!property || !callable(property)) continue;
              for (const signature of property.declarations ?? []) implement(signature, member);
            }
          }
        }
      }
      ts.forEachChild(node, index);
    };
    index(source);
  }

  const resolved = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);

  /** The code a symbol's value comes from: its declarations in functions/, past destructuring and shorthand to the member they name. */
  const sources = (symbol: ts.Symbol): ts.Node[] =>
    (callable(symbol) ? (symbol.declarations ?? []) : []).flatMap((declaration): ts.Node[] => {
      if (ts.isBindingElement(declaration) && ts.isObjectBindingPattern(declaration.parent)) {
        const name = declaration.propertyName ?? declaration.name;
        const property = ts.isIdentifier(name) && checker.getPropertyOfType(checker.getTypeAtLocation(declaration.parent), name.text);
        return property ? sources(property) : [];
      }
      if (ts.isShorthandPropertyAssignment(declaration)) {
        const value = checker.getShorthandAssignmentValueSymbol(declaration);
        return value ? sources(resolved(value)) : [];
      }
      if (ts.isParameter(declaration) || !inFunctions(declaration)) return [];
      // A composition root: its members are reached one by one, when named.
      if (ts.isVariableDeclaration(declaration) && declaration.initializer && ts.isObjectLiteralExpression(declaration.initializer)) return [];
      return [declaration, ...(implementations.get(declaration) ?? [])];
    });

  /**
   * What one reached declaration brings by itself, read once however many handlers reach it: the
   * errors it names, the declarations it reaches, the table keys it names and the keyed rows it holds
   * (each reached only when some reached code names its key).
   */
  interface Summary {
    factories: string[];
    classes: string[];
    statuses: number[];
    reaches: ts.Node[];
    namedKeys: string[];
    rows: [string, ts.Node][];
  }
  const summaries = new Map<ts.Node, Summary>();
  const summaryOf = (start: ts.Node): Summary => {
    const known = summaries.get(start);
    if (known) return known;
    const summary: Summary = { factories: [], classes: [], statuses: [], reaches: [], namedKeys: [], rows: [] };
    const visit = (node: ts.Node): void => {
      if (ts.isTypeNode(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return;
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'errorResponse') {
        const [status] = node.arguments;
        if (status && ts.isNumericLiteral(status)) summary.statuses.push(Number(status.text));
      }
      if (ts.isArrayLiteralExpression(node)) {
        const rows = keyedRows(node);
        if (rows) {
          summary.rows.push(...rows);
          return;
        }
      }
      const key = ts.isPropertyAssignment(node) && ts.isStringLiteral(node.initializer) && memberName(node);
      if (key) summary.namedKeys.push(`${key}=${(node.initializer as ts.StringLiteral).text}`);
      if (ts.isIdentifier(node) && !declares(node)) {
        const at = ts.isShorthandPropertyAssignment(node.parent)
          ? checker.getShorthandAssignmentValueSymbol(node.parent)
          : checker.getSymbolAtLocation(node);
        const symbol = at && resolved(at);
        const declaration = symbol?.valueDeclaration;
        if (declaration && factories.has(declaration)) summary.factories.push(factories.get(declaration)!);
        if (declaration && classes.has(declaration) && ts.isNewExpression(node.parent) && node.parent.expression === node) {
          summary.classes.push(classes.get(declaration)!);
        }
        if (symbol) summary.reaches.push(...sources(symbol));
      }
      ts.forEachChild(node, visit);
    };
    visit(start);
    summaries.set(start, summary);
    return summary;
  };

  const reachableFrom = (start: ts.Node): Reachable => {
    const found: Reachable = { factories: new Set(), classes: new Set(), statuses: new Set() };
    const seen = new Set<ts.Node>();
    const queue: ts.Node[] = [];
    const reach = (node: ts.Node) => {
      if (seen.has(node)) return;
      seen.add(node);
      queue.push(node);
    };
    const namedKeys = new Set<string>();
    const rowsByKey = new Map<string, ts.Node[]>();
    reach(start);
    for (let node = queue.shift(); node; node = queue.shift()) {
      const summary = summaryOf(node);
      for (const name of summary.factories) found.factories.add(name);
      for (const name of summary.classes) found.classes.add(name);
      for (const status of summary.statuses) found.statuses.add(status);
      for (const [key, row] of summary.rows) {
        if (namedKeys.has(key)) reach(row);
        else rowsByKey.set(key, [...(rowsByKey.get(key) ?? []), row]);
      }
      for (const key of summary.namedKeys) {
        namedKeys.add(key);
        for (const row of rowsByKey.get(key) ?? []) reach(row);
      }
      for (const next of summary.reaches) reach(next);
    }
    return found;
  };

  const result = new Map<string, Reachable>();
  for (const [index, module] of handlerModules.entries()) {
    const source = program.getSourceFile(files[index]!);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    const handler = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.name === 'handler');
    const declaration = handler && resolved(handler).valueDeclaration;
    if (!declaration) throw new Error(`functions/${module}.ts exports no handler`);
    result.set(module, reachableFrom(declaration));
  }
  return result;
};
