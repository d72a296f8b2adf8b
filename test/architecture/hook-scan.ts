import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** What a feature hook does that the one-shape rule forbids. */
export interface HookFinding {
  file: string;
  hook: string;
  kind: 'second actor' | 'draft in React state';
  detail: string;
}

/**
 * State a money form is made of: what the user types before it is sent. A hook that keeps such
 * a value in React state holds a draft the form machine should own (and lose it on a remount).
 */
const DRAFT_NAMES = /amount|price|address|password|code|draft|form|memo|network|coin|currency|pending|label/i;

const isHook = (name: string) => /^use[A-Z]/.test(name);

function calleeName(call: ts.CallExpression): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

/** The hooks of a file: named function declarations and arrow or function constants named use*. */
function hooksOf(source: ts.SourceFile): { name: string; body: ts.Node }[] {
  const hooks: { name: string; body: ts.Node }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && isHook(node.name.text) && node.body)
      hooks.push({ name: node.name.text, body: node.body });
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && isHook(node.name.text)) {
      const init = node.initializer;
      if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)))
        hooks.push({ name: node.name.text, body: init.body });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return hooks;
}

/** Calls made by the hook itself, not by functions it defines (handlers, callbacks). */
function ownCalls(body: ts.Node): ts.CallExpression[] {
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (node !== body && ts.isFunctionLike(node)) return;
    if (ts.isCallExpression(node)) calls.push(node);
    ts.forEachChild(node, visit);
  };
  visit(body);
  return calls;
}

function stateName(call: ts.CallExpression): string | null {
  const declaration = call.parent;
  if (!ts.isVariableDeclaration(declaration) || !ts.isArrayBindingPattern(declaration.name)) return null;
  const first = declaration.name.elements[0];
  return first && ts.isBindingElement(first) && ts.isIdentifier(first.name) ? first.name.text : null;
}

/** Scans one file's hooks: more than one actor started, or a typed value kept in React state. */
export function scanHooks(file: string): HookFinding[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return hooksOf(source).flatMap(({ name, body }) => {
    const calls = ownCalls(body);
    // useActorRef(machine) and useMachine(machine) start an actor; Context.useActorRef() reads
    // the one a provider started, which is how a screen hears the app's feeds.
    const actors = calls.filter(
      (call) => ts.isIdentifier(call.expression) && /^use(ActorRef|Machine)$/.test(call.expression.text),
    );
    const findings: HookFinding[] = [];
    if (actors.length > 1)
      findings.push({ file, hook: name, kind: 'second actor', detail: `${actors.length} actors started` });
    for (const call of calls) {
      const callee = calleeName(call);
      if (callee !== 'useState' && callee !== 'useReducer') continue;
      const state = stateName(call);
      if (state !== null && DRAFT_NAMES.test(state))
        findings.push({ file, hook: name, kind: 'draft in React state', detail: `${callee} '${state}'` });
    }
    return findings;
  });
}
