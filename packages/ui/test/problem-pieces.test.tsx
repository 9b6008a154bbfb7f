import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AC_RATE_FULL_COLOR, AcRateBar, CodeBlock, DifficultyTag, Markdown, acRateColor, acRatePercent, formatPercent } from '../src/index.ts';
import { renderWithI18n } from './render.tsx';

describe('AC-rate bar (spec 01 §9: colours change at 20, 40, 60, 80 and 100 percent)', () => {
  it('picks one colour per band, with exact boundaries', () => {
    const bands = [0, 19.99, 20, 39.99, 40, 59.99, 60, 79.99, 80, 99.99, 100].map(acRateColor);
    expect(bands).toEqual(['#ed4014', '#ed4014', '#ff9900', '#ff9900', '#f0c000', '#f0c000', '#2d8cf0', '#2d8cf0', '#19be6b', '#19be6b', AC_RATE_FULL_COLOR]);
    expect(new Set(bands).size).toBe(6);
  });

  it('computes the share safely and shows two decimals', () => {
    expect(acRatePercent(0, 0)).toBe(0);
    expect(acRatePercent(1, 3)).toBeCloseTo(33.333);
    expect(acRatePercent(5, 3)).toBe(100);
    expect(formatPercent(100 / 3)).toBe('33.33');
    expect(formatPercent(2 / 3)).toBe('0.67');
  });

  it('renders the percentage in its band colour', () => {
    renderWithI18n(<AcRateBar accepted={1} total={4} />);
    const bar = screen.getByTestId('ac-rate');
    expect(bar.getAttribute('data-color')).toBe('#ff9900');
    expect(bar.textContent).toContain('25.00%');
  });
});

describe('DifficultyTag', () => {
  it('translates the three default levels and keeps renamed ones as named', () => {
    const levels = [
      { id: 0, name: 'Easy', color: '#52c41a' },
      { id: 2, name: 'Nightmare', color: '#000000' },
    ];
    renderWithI18n(
      <>
        <DifficultyTag difficulty={0} levels={levels} />
        <DifficultyTag difficulty={1} levels={levels} />
        <DifficultyTag difficulty={2} levels={levels} />
      </>,
      'zh-CN',
    );
    expect(screen.getAllByTestId('difficulty-tag').map((tag) => tag.textContent)).toEqual(['简单', '中等', 'Nightmare']);
  });
});

describe('Markdown (marked + KaTeX + highlight.js, sanitised)', () => {
  it('renders an admin-written statement: formulas with KaTeX, code highlighted, and strips scripts', async () => {
    const text =
      'Sum $a_1 + b^2$ here.\n\n$$\\sum_{i=1}^{n} i$$\n\n```cpp\nint main() { return 0; }\n```\n\n<script>window.hacked = 1</script><img src=x onerror="alert(1)">';
    renderWithI18n(<Markdown text={text} trust="admin" data-testid="md" />);
    const box = screen.getByTestId('md');
    await waitFor(() => {
      expect(box.querySelector('.katex')).not.toBeNull();
    });
    // Underscores inside the formula are math, not emphasis.
    expect(box.querySelector('em')).toBeNull();
    expect(box.querySelector('.katex-display')).not.toBeNull();
    expect(box.querySelector('code.language-cpp .hljs-type')?.textContent).toBe('int');
    expect(box.querySelector('code.language-cpp .hljs-keyword')?.textContent).toBe('return');
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('leaves money alone and shows a placeholder for an empty text', async () => {
    renderWithI18n(
      <>
        <Markdown text="It costs $5 and $6 dollars." data-testid="money" />
        <Markdown text="" placeholder="Not set yet" data-testid="empty" />
      </>,
    );
    await waitFor(() => {
      expect(screen.getByTestId('money').querySelector('p')?.textContent).toBe('It costs $5 and $6 dollars.');
    });
    expect(screen.getByTestId('money').querySelector('.katex')).toBeNull();
    expect(screen.getByTestId('empty').textContent).toBe('Not set yet');
  });

  it('numbers and highlights a code block', async () => {
    renderWithI18n(<CodeBlock code={'print(1)\nprint(2)\n'} language="python" data-testid="code" />);
    await waitFor(() => {
      expect(screen.getByTestId('code').querySelector('.hljs-built_in')?.textContent).toBe('print');
    });
    expect(screen.getByTestId('code').querySelector('pre')?.textContent).toBe('1\n2');
  });
});
