import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_WEBSITE_CONFIG } from '@oj/contracts';
import { Footer, LanguageSwitch, NotFound } from '../src/index.ts';
import { renderWithI18n } from './render.tsx';

describe('LanguageSwitch', () => {
  it('switches the language and saves the choice', async () => {
    const { i18n } = renderWithI18n(<LanguageSwitch />, 'zh-CN');
    fireEvent.click(screen.getByRole('button', { name: /切换语言/ }));
    fireEvent.click(await screen.findByText('English'));
    await waitFor(() => {
      expect(i18n.language).toBe('en-US');
    });
    expect(localStorage.getItem('language')).toBe('en-US');
    expect(screen.getByRole('button', { name: /Switch language/ }).textContent).toContain('English');
  });
});

describe('NotFound', () => {
  it('offers Go Home', () => {
    const onGoHome = vi.fn();
    renderWithI18n(<NotFound onGoHome={onGoHome} />);
    expect(screen.getByText('Sorry, the page you visited does not exist.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(onGoHome).toHaveBeenCalledOnce();
  });
});

describe('Footer', () => {
  it('shows name, description, record link and project link', () => {
    const config = {
      ...DEFAULT_WEBSITE_CONFIG,
      name: 'Campus OJ',
      description: 'Practise here',
      recordName: 'ICP 12345',
      recordUrl: 'https://beian.example/',
      projectName: 'oj-project',
      projectUrl: 'https://example.org/oj',
    };
    renderWithI18n(<Footer config={config} extra={<span>EXTRA</span>} />);
    expect(screen.getByText('Campus OJ')).toBeTruthy();
    expect(screen.getByText('Practise here')).toBeTruthy();
    expect(screen.getByText('ICP 12345').closest('a')?.getAttribute('href')).toBe('https://beian.example/');
    expect(screen.getByText('oj-project').closest('a')?.getAttribute('href')).toBe('https://example.org/oj');
    expect(screen.getByText('EXTRA')).toBeTruthy();
  });

  it('leaves out an empty record and falls back to the short name', () => {
    renderWithI18n(<Footer config={{ ...DEFAULT_WEBSITE_CONFIG, name: '', shortName: '', recordName: '', description: '' }} />);
    expect(screen.getByText('OJ', { selector: 'h5' })).toBeTruthy();
    expect(screen.getByTestId('site-footer').querySelectorAll('a')).toHaveLength(0);
  });
});
