/**
 * PromQL read with Prometheus's own grammar (@prometheus-io/lezer-promql, the parser of Prometheus's and
 * Grafana's query editors): syntax errors, and the metric names an expression selects.
 */
import { parser } from '@prometheus-io/lezer-promql';

/** The metric names an expression selects; throws at a syntax error, naming where. */
export function promqlMetricNames(expression: string): string[] {
  const tree = parser.parse(expression);
  const names: string[] = [];
  const cursor = tree.cursor();
  do {
    if (cursor.type.isError) throw new Error(`PromQL syntax error at ${cursor.from}: ${JSON.stringify(expression.slice(cursor.from, cursor.from + 30))}`);
    if (cursor.name === 'Identifier' && cursor.node.parent?.name === 'VectorSelector') names.push(expression.slice(cursor.from, cursor.to));
  } while (cursor.next());
  return names;
}
