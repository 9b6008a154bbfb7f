import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, yamlDocuments } from '../src/files.ts';
import { exportedMetricNames } from '../src/metric-names.ts';
import { promqlMetricNames } from '../src/promql.ts';

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: { severity?: string };
  annotations?: { summary?: string; description?: string };
}

interface Panel {
  type: string;
  title: string;
  id: number;
  gridPos: { x: number; y: number; w: number; h: number };
  targets?: { expr: string; refId: string }[];
}

const RULES_FILE = 'infra/observability/alerts.yml';
const DASHBOARD_FILE = 'infra/observability/grafana-dashboard.json';
const exported = exportedMetricNames();
const groups = (yamlDocuments(RULES_FILE)[0] as { groups: { name: string; rules: Rule[] }[] }).groups;
const rules = groups.flatMap((group) => group.rules);
const dashboard = JSON.parse(readFileSync(join(REPO_ROOT, DASHBOARD_FILE), 'utf8')) as { uid: string; panels: Panel[] };
const queryPanels = dashboard.panels.filter((panel) => panel.type !== 'row');

// Issue 23: the dashboard and the alert rules read metrics the platform really exports, in PromQL that parses.
describe('alert rules', () => {
  it('alert on a stuck queue, no judge nodes and a growing error rate, each with a severity and a summary', () => {
    expect(rules.map((rule) => rule.alert)).toEqual(expect.arrayContaining(['OjJudgeQueueStuck', 'OjNoJudgeNodes', 'OjHttpErrorRateGrowing']));
    expect(new Set(rules.map((rule) => rule.alert)).size).toBe(rules.length);
    for (const rule of rules) {
      expect(['critical', 'warning'], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
    }
  });

  it.each(rules.map((rule) => [rule.alert, rule.expr]))('%s parses and reads exported metrics', (_alert, expr) => {
    const names = promqlMetricNames(expr);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !exported.has(name))).toEqual([]);
  });

  it('are the same in the PrometheusRule of infra/k8s', () => {
    const [rule] = yamlDocuments('infra/k8s/base/prometheus-rule.yaml') as { spec: unknown }[];
    expect(rule?.spec).toEqual({ groups });
  });

  it('refuses a misspelt metric or a broken expression (the checks themselves)', () => {
    expect(promqlMetricNames('sum(rate(oj_judge_jobs_totl[5m]))').filter((name) => !exported.has(name))).toEqual(['oj_judge_jobs_totl']);
    expect(() => promqlMetricNames('sum(rate(oj_judge_jobs_total[5m])')).toThrow(/syntax error/);
  });
});

describe('Grafana dashboard', () => {
  it('has a panel for queue depth, verdict latency, judge-node slots, HTTP rates, HTTP errors and event lag', () => {
    const titles = queryPanels.map((panel) => panel.title);
    for (const wanted of ['Queue depth', 'Verdict latency', 'Judge-node slots', 'Requests per second', '5xx share', 'Event lag'])
      expect(titles).toContain(wanted);
    expect(new Set(dashboard.panels.map((panel) => panel.id)).size).toBe(dashboard.panels.length);
  });

  it.each(queryPanels.map((panel) => [panel.title, panel]))('%s queries exported metrics in PromQL that parses', (_title, panel) => {
    expect(panel.targets?.length).toBeGreaterThan(0);
    for (const target of panel.targets ?? []) expect(promqlMetricNames(target.expr).filter((name) => !exported.has(name))).toEqual([]);
  });

  it('lays its panels out without overlaps on the 24-column grid', () => {
    const cells = new Set<string>();
    for (const panel of dashboard.panels) {
      const { x, y, w, h } = panel.gridPos;
      expect(x + w, panel.title).toBeLessThanOrEqual(24);
      for (let row = y; row < y + h; row++) {
        for (let column = x; column < x + w; column++) {
          const cell = `${row}:${column}`;
          expect(cells.has(cell), `${panel.title} overlaps at ${cell}`).toBe(false);
          cells.add(cell);
        }
      }
    }
  });
});
