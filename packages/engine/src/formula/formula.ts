import type { Calculation } from '@strata/contracts';
import { evaluateExpr, labelOf, renderExpr, variableKeys } from './expr';
import type { Expr } from './expr';
import { formatDecimal, formatUsd, formatValue } from './format';
import { VARIABLES } from './variables';
import type { VariableKey } from './variables';

export class FormulaError extends Error {
  constructor(
    message: string,
    readonly formulaType: string,
    readonly variable?: VariableKey,
  ) {
    super(message);
    this.name = 'FormulaError';
  }
}

export type FormulaInputs = Readonly<Partial<Record<VariableKey, unknown>>>;

/** One formula: the text shown to the advisor and the number computed come from one definition. */
export interface Formula {
  /** The figure it computes, e.g. 'Estate Tax Savings'. */
  readonly type: string;
  readonly expr: Expr;
  /** Variable keys in order of appearance. */
  readonly keys: readonly VariableKey[];
  /** Variable labels as shown, in the same order. */
  readonly variables: readonly string[];
  /** "Type = expression" with variable names. */
  render(): string;
  /** The value for the given variables; throws FormulaError naming a missing or non-finite variable. */
  evaluate(inputs: FormulaInputs): number;
  /** "Type = $10,000,000 × 0.40 = $4,000,000": the expression with these numbers and the result. */
  substitute(inputs: FormulaInputs): string;
  /** The wire shape {type, formula, variables}. */
  toCalculation(): Calculation;
}

export function defineFormula(type: string, expr: Expr): Formula {
  const keys = variableKeys(expr);
  const read =
    (inputs: FormulaInputs) =>
    (key: VariableKey): number => {
      const value = inputs[key];
      const name = `"${key}" (${labelOf(key)})`;
      if (value === undefined) {
        throw new FormulaError(`Formula "${type}": variable ${name} is missing`, type, key);
      }
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        throw new FormulaError(
          `Formula "${type}": variable ${name} must be a finite number, got ${typeof value === 'string' ? JSON.stringify(value) : String(value)}`,
          type,
          key,
        );
      }
      return value;
    };
  const evaluate = (inputs: FormulaInputs): number => {
    const result = evaluateExpr(expr, read(inputs));
    if (!Number.isFinite(result)) {
      throw new FormulaError(`Formula "${type}" evaluated to ${result}`, type);
    }
    return result;
  };
  const render = () =>
    `${type} = ${renderExpr(expr, (leaf) =>
      leaf.kind === 'var'
        ? labelOf(leaf.key)
        : leaf.label === undefined
          ? String(leaf.value)
          : `${leaf.label} (${formatDecimal(leaf.value)})`,
    )}`;
  return {
    type,
    expr,
    keys,
    variables: keys.map(labelOf),
    render,
    evaluate,
    substitute(inputs) {
      const value = evaluate(inputs);
      const reader = read(inputs);
      const text = renderExpr(expr, (leaf) =>
        leaf.kind === 'var'
          ? formatValue(reader(leaf.key), VARIABLES[leaf.key].unit)
          : leaf.label === undefined
            ? String(leaf.value)
            : formatDecimal(leaf.value),
      );
      return `${type} = ${text} = ${formatUsd(value)}`;
    },
    toCalculation: () => ({ type, formula: render(), variables: keys.map(labelOf) }),
  };
}
