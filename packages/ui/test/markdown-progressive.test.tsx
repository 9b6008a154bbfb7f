import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../src/index.ts';

// A streamed answer grows a piece at a time: the progressive Markdown keeps its last rendering on
// screen while the longer text renders, instead of falling back to raw text at every piece.

describe('Markdown, progressive', () => {
  it('keeps the last rendering while a newer text renders, then shows the newer one', async () => {
    const view = render(<Markdown text="# Title" progressive data-testid="md" />);
    await waitFor(() => {
      expect(screen.getByTestId('md').querySelector('h1')?.textContent).toBe('Title');
    });
    view.rerender(<Markdown text={'# Title\n\nSome **bold**'} progressive data-testid="md" />);
    // Right after the change: still the rendered heading (marked busy), never the raw "# Title".
    expect(screen.getByTestId('md').querySelector('h1')?.textContent).toBe('Title');
    expect(screen.getByTestId('md').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('md').textContent).not.toContain('#');
    await waitFor(() => {
      expect(screen.getByTestId('md').querySelector('strong')?.textContent).toBe('bold');
    });
    expect(screen.getByTestId('md').getAttribute('aria-busy')).toBeNull();
  });

  it('without progressive, shows the raw text until the newer text renders', async () => {
    const view = render(<Markdown text="# Title" data-testid="md" />);
    await waitFor(() => {
      expect(screen.getByTestId('md').querySelector('h1')).not.toBeNull();
    });
    view.rerender(<Markdown text={'# Title\n\nmore'} data-testid="md" />);
    expect(screen.getByTestId('md').textContent).toContain('# Title');
    await waitFor(() => {
      expect(screen.getByTestId('md').querySelector('h1')?.textContent).toBe('Title');
    });
  });
});
