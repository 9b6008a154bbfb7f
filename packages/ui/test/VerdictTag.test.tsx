import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Verdict } from '@oj/contracts';
import { VerdictTag, verdictDisplay } from '../src/index.ts';
import { renderWithI18n } from './render.tsx';

describe('VerdictTag', () => {
  it('shows the translated name in the verdict colour', () => {
    renderWithI18n(<VerdictTag status={Verdict.Accepted} />);
    const tag = screen.getByText('Accepted').closest('[data-verdict]');
    expect(tag?.getAttribute('data-verdict')).toBe('0');
    expect(tag?.className).toMatch(/success/);
  });

  it('follows the interface language', () => {
    renderWithI18n(<VerdictTag status={Verdict.WrongAnswer} />, 'zh-CN');
    const tag = screen.getByText('答案错误').closest('[data-verdict]');
    expect(tag?.className).toMatch(/error/);
  });

  it('shows the short name when asked', () => {
    renderWithI18n(<VerdictTag status={Verdict.TimeLimitExceeded} short />);
    expect(screen.getByText('TLE')).toBeTruthy();
    expect(screen.queryByText('Time Limit Exceeded')).toBeNull();
  });

  it('spins for in-progress verdicts only', () => {
    const { container } = renderWithI18n(
      <>
        <VerdictTag status={Verdict.Judging} />
        <VerdictTag status={Verdict.CompileError} />
      </>,
    );
    const tags = container.querySelectorAll('[data-verdict]');
    expect(tags[0]?.querySelector('.anticon-spin')).not.toBeNull();
    expect(tags[1]?.querySelector('.anticon-spin')).toBeNull();
    expect(screen.getByText('Judging')).toBeTruthy();
    expect(screen.getByText('Compile Error')).toBeTruthy();
  });

  it('renders an unknown code as its number in a neutral tag', () => {
    renderWithI18n(<VerdictTag status={42} />);
    expect(screen.getByText('42')).toBeTruthy();
    expect(verdictDisplay(42)).toEqual({ color: 'default', nameKey: null, short: '42', inProgress: false });
  });

  it('has a distinct colour for accepted, wrong answer and partial accepted', () => {
    const colours = [Verdict.Accepted, Verdict.WrongAnswer, Verdict.PartialAccepted].map((code) => verdictDisplay(code).color);
    expect(new Set(colours).size).toBe(3);
  });
});
