import { VARIABLES } from './variables';
import type { VariableKey } from './variables';

export type BinaryOp = '+' | '-' | '*' | '/' | '^';

/** A formula's expression tree: rendered as text and evaluated from the same definition. */
export type Expr =
  | { kind: 'var'; key: VariableKey }
  | { kind: 'const'; value: number; label?: string }
  | { kind: 'op'; op: BinaryOp; left: Expr; right: Expr }
  | { kind: 'call'; fn: 'min' | 'max'; args: Expr[] };

type Operand = Expr | number;
const lift = (x: Operand): Expr => (typeof x === 'number' ? { kind: 'const', value: x } : x);
const chain = (op: BinaryOp, xs: Operand[]): Expr =>
  xs.map(lift).reduce((left, right) => ({ kind: 'op', op, left, right }));

export const v = (key: VariableKey): Expr => ({ kind: 'var', key });
/** A fixed number; with a label it renders as "Label (0.20)". */
export const c = (value: number, label?: string): Expr =>
  label === undefined ? { kind: 'const', value } : { kind: 'const', value, label };
export const add = (first: Operand, ...rest: Operand[]): Expr => chain('+', [first, ...rest]);
export const sub = (left: Operand, right: Operand): Expr => chain('-', [left, right]);
export const mul = (first: Operand, ...rest: Operand[]): Expr => chain('*', [first, ...rest]);
export const div = (left: Operand, right: Operand): Expr => chain('/', [left, right]);
export const pow = (base: Operand, exponent: Operand): Expr => chain('^', [base, exponent]);
export const min = (...args: Operand[]): Expr => ({
  kind: 'call',
  fn: 'min',
  args: args.map(lift),
});
export const max = (...args: Operand[]): Expr => ({
  kind: 'call',
  fn: 'max',
  args: args.map(lift),
});

const SYMBOL: Record<BinaryOp, string> = { '+': '+', '-': '−', '*': '×', '/': '÷', '^': '^' };
const PRECEDENCE: Record<BinaryOp, number> = { '+': 1, '-': 1, '*': 2, '/': 2, '^': 3 };
const precedenceOf = (e: Expr): number => (e.kind === 'op' ? PRECEDENCE[e.op] : 4);

/** Renders an expression; `leaf` decides how variables and constants read. */
export function renderExpr(
  e: Expr,
  leaf: (e: Extract<Expr, { kind: 'var' | 'const' }>) => string,
): string {
  switch (e.kind) {
    case 'var':
    case 'const':
      return leaf(e);
    case 'call':
      return `${e.fn}(${e.args.map((a) => renderExpr(a, leaf)).join(', ')})`;
    case 'op': {
      const p = PRECEDENCE[e.op];
      const wrap = (child: Expr, isRight: boolean): string => {
        const text = renderExpr(child, leaf);
        const cp = precedenceOf(child);
        const needs =
          cp < p ||
          (cp === p && isRight && (e.op === '-' || e.op === '/')) ||
          (e.op === '^' && cp <= p && !isRight);
        return needs ? `(${text})` : text;
      };
      return `${wrap(e.left, false)} ${SYMBOL[e.op]} ${wrap(e.right, true)}`;
    }
  }
}

export function evaluateExpr(e: Expr, read: (key: VariableKey) => number): number {
  switch (e.kind) {
    case 'var':
      return read(e.key);
    case 'const':
      return e.value;
    case 'call': {
      const values = e.args.map((a) => evaluateExpr(a, read));
      return e.fn === 'min' ? Math.min(...values) : Math.max(...values);
    }
    case 'op': {
      const l = evaluateExpr(e.left, read);
      const r = evaluateExpr(e.right, read);
      switch (e.op) {
        case '+':
          return l + r;
        case '-':
          return l - r;
        case '*':
          return l * r;
        case '/':
          return l / r;
        case '^':
          return l ** r;
      }
    }
  }
}

/** Variable keys in order of first appearance. */
export function variableKeys(e: Expr, into: VariableKey[] = []): VariableKey[] {
  if (e.kind === 'var' && !into.includes(e.key)) into.push(e.key);
  if (e.kind === 'op') {
    variableKeys(e.left, into);
    variableKeys(e.right, into);
  }
  if (e.kind === 'call') for (const a of e.args) variableKeys(a, into);
  return into;
}

export const labelOf = (key: VariableKey): string => VARIABLES[key].label;
