import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app.tsx';
import { problemDetail } from './fixtures.ts';

// Spec 01 §5, client side: the checks the problem page makes before submit-problem-judge and
// submit-problem-test-judge go out. The server refuses the same (judge-dispatch submit-rules and
// test-judge tests); here the call must not even be made.

// jsdom cannot run Monaco; this stand-in keeps the editor's contract (as in problem-detail.test.tsx).
vi.mock('@oj/ui/code-editor', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  CodeEditor: (props: { value: string; revision?: number; onChange: (value: string) => void }) => (
    <textarea
      data-testid="code-editor-stub"
      key={props.revision}
      defaultValue={props.value}
      onChange={(event) => {
        props.onChange(event.target.value);
      }}
    />
  ),
}));

const LANGUAGES = [{ id: 1, name: 'C', description: null, contentType: 'text/x-csrc', isSpj: false, codeTemplate: null, oj: 'ME' }];

function problemPage(extra: Record<string, (request: Request) => unknown> = {}) {
  return renderApp({
    path: '/problem/P1000',
    user: {},
    answers: {
      'get-problem-detail': () => problemDetail(),
      languages: () => LANGUAGES,
      'get-problem-list': () => ({ total: 0, records: [] }),
      'get-difficulty-list': () => [{ id: 0, name: 'Easy', color: '#52c41a' }],
      'get-submission-list': () => ({ total: 0, records: [] }),
      ...extra,
    },
  });
}

const typeCode = async (code: string) => {
  fireEvent.change(await screen.findByTestId('code-editor-stub'), { target: { value: code } });
};

describe('problem page: spec 01 §5 submit and test-judge rules', () => {
  it('refuses code longer than 65535 characters and sends exactly 65535', async () => {
    const lengths: number[] = [];
    problemPage({
      'submit-problem-judge': async (request) => {
        lengths.push(((await request.json()) as { code: string }).code.length);
        return { submitId: 5 };
      },
      'check-submissions-status': () => ({}),
    });
    await typeCode('x'.repeat(65_536));
    fireEvent.click(screen.getByTestId('submit-code'));
    expect(await screen.findByText('Code Length can not exceed 65535')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lengths).toEqual([]);

    await typeCode('x'.repeat(65_535));
    fireEvent.click(screen.getByTestId('submit-code'));
    await waitFor(() => {
      expect(lengths).toEqual([65_535]);
    });
  });

  it('answers "too fast" with a captcha: a wrong answer brings a new image, the right one submits', async () => {
    const refusal = (status: number, msg: string) =>
      new Response(JSON.stringify({ status, msg, data: null, code: 'CAPTCHA_REQUIRED' }), { status, headers: { 'content-type': 'application/json' } });
    const bodies: Record<string, unknown>[] = [];
    let captchas = 0;
    problemPage({
      'submit-problem-judge': async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (body.captcha === undefined) return refusal(429, 'Speed too fast, may be a machine, verify again');
        if (body.captcha !== 'k7mx') return refusal(400, 'The captcha is incorrect or has expired');
        return { submitId: 12 };
      },
      captcha: () => {
        captchas += 1;
        return { img: `data:image/svg+xml;base64,${btoa(`<svg id="c${captchas}"/>`)}`, captchaKey: `key-${captchas}` };
      },
      'check-submissions-status': () => ({}),
    });
    await typeCode('int main() { return 0; }');
    fireEvent.click(screen.getByTestId('submit-code'));
    const box = await screen.findByTestId('submit-captcha');
    expect(box.textContent).toContain('Speed too fast, may be a machine, verify again');
    await waitFor(() => {
      expect(screen.getByAltText('Captcha image: click for another one').getAttribute('src')).toContain(btoa('<svg id="c1"/>'));
    });

    // Nothing is sent without an answer.
    fireEvent.click(screen.getByTestId('submit-captcha-send'));
    expect(await screen.findByText('Enter the characters in the image')).toBeTruthy();
    expect(bodies).toHaveLength(1);

    fireEvent.change(screen.getByTestId('submit-captcha-answer'), { target: { value: 'ABCD' } });
    fireEvent.click(screen.getByTestId('submit-captcha-send'));
    await waitFor(() => {
      expect(bodies).toHaveLength(2);
    });
    expect(bodies[1]).toMatchObject({ code: 'int main() { return 0; }', captcha: 'ABCD', captchaKey: 'key-1' });
    // A new image and an empty field after the wrong answer.
    await waitFor(() => {
      expect(screen.getByAltText('Captcha image: click for another one').getAttribute('src')).toContain(btoa('<svg id="c2"/>'));
    });
    expect(screen.getByTestId<HTMLInputElement>('submit-captcha-answer').value).toBe('');
    // The box says why it asks again: the server's reason stays in view after its toast is gone.
    expect(screen.getByTestId('submit-captcha-reason').textContent).toBe('The captcha is incorrect or has expired');

    fireEvent.change(screen.getByTestId('submit-captcha-answer'), { target: { value: 'k7mx' } });
    fireEvent.click(screen.getByTestId('submit-captcha-send'));
    await waitFor(() => {
      expect(screen.queryByTestId('submit-captcha')).toBeNull();
    });
    expect(bodies[2]).toMatchObject({ captcha: 'k7mx', captchaKey: 'key-2' });
    expect(await screen.findByText('Submit code successfully')).toBeTruthy();
  });

  it('shows the captcha in Chinese when the page is in Chinese', async () => {
    renderApp({
      path: '/problem/P1000',
      user: {},
      language: 'zh-CN',
      answers: {
        'get-problem-detail': () => problemDetail(),
        languages: () => LANGUAGES,
        'get-problem-list': () => ({ total: 0, records: [] }),
        'get-difficulty-list': () => [{ id: 0, name: 'Easy', color: '#52c41a' }],
        'get-submission-list': () => ({ total: 0, records: [] }),
        'submit-problem-judge': () =>
          new Response(JSON.stringify({ status: 429, msg: '提交速度过快，疑似机器操作，请重新验证', data: null, code: 'CAPTCHA_REQUIRED' }), {
            status: 429,
            headers: { 'content-type': 'application/json' },
          }),
        captcha: () => ({ img: 'data:image/svg+xml;base64,PHN2Zy8+', captchaKey: 'key-1' }),
      },
    });
    await typeCode('int main() { return 0; }');
    fireEvent.click(screen.getByTestId('submit-code'));
    const box = await screen.findByTestId('submit-captcha');
    expect(box.textContent).toContain('提交速度过快，疑似机器操作，请重新验证');
    expect(box.textContent).toContain('验证并提交');
  });

  it('does not open the online test for blank or too long code', async () => {
    const { calls } = problemPage();
    await typeCode(' \n\t ');
    fireEvent.click(screen.getByTestId('open-test-judge'));
    expect(await screen.findByText('Code can not be empty')).toBeTruthy();
    await typeCode('x'.repeat(65_536));
    fireEvent.click(screen.getByTestId('open-test-judge'));
    expect(await screen.findByText('Code Length can not exceed 65535')).toBeTruthy();
    expect(screen.queryByTestId('test-judge-drawer')).toBeNull();
    expect(calls).not.toContain('POST submit-problem-test-judge');
  });

  it('limits the test input to 1000 characters', async () => {
    problemPage();
    await typeCode('int main(){}');
    fireEvent.click(screen.getByTestId('open-test-judge'));
    const input = await screen.findByTestId<HTMLTextAreaElement>('test-input');
    // The browser stops typing and pasting at maxlength; the counter shows the limit.
    expect(input.maxLength).toBe(1000);
    expect(screen.getByTestId('test-judge-drawer').textContent).toMatch(/\/\s*1000/);
  });
});
