import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app.tsx';

// Monaco does not run under jsdom; the editor's own tests are the web app's and the build's.
vi.mock('@oj/ui/code-editor', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  CodeEditor: (props: { value: string; onChange: (value: string) => void; ariaLabel?: string }) => (
    <textarea
      aria-label={props.ariaLabel}
      value={props.value}
      onChange={(event) => {
        props.onChange(event.target.value);
      }}
    />
  ),
}));

const LANGUAGES = [
  { id: 1, name: 'C', description: null, contentType: 'text/x-csrc', isSpj: true, codeTemplate: null, oj: 'ME' },
  { id: 2, name: 'Python3', description: null, contentType: 'text/x-python', isSpj: false, codeTemplate: null, oj: 'ME' },
];
const TAGS = [{ id: 7, name: 'Dynamic Programming', color: null, oj: 'ME', tcid: null }];
const DIFFICULTIES = [{ id: 0, name: 'Easy', color: '#00ff00' }];

function openEditor(extra: Record<string, (request: Request) => unknown> = {}) {
  return renderApp({
    path: '/problem/create',
    user: { roleList: ['admin'] },
    answers: { languages: () => LANGUAGES, 'get-all-problem-tags': () => TAGS, 'get-difficulty-list': () => DIFFICULTIES, ...extra },
  });
}

describe('problem editor (spec 03 §3, §5)', { timeout: 60_000 }, () => {
  it('starts with the default limits and lists every §5 refusal of an empty form on save', async () => {
    openEditor();
    expect(await screen.findByLabelText('Time Limit (ms)')).toHaveProperty('value', '1000');
    expect(screen.getByLabelText('Memory Limit (MB)')).toHaveProperty('value', '256');
    expect(screen.getByLabelText('Stack Limit (MB)')).toHaveProperty('value', '128');
    fireEvent.click(screen.getByTestId('save-problem'));
    const issues = await screen.findByTestId('problem-issues');
    for (const text of [
      'Problem Display ID is required',
      'Title is required',
      'Input Description is required',
      'Output Description is required',
      'Judge Samples is required',
    ]) {
      expect(within(issues).getByText(text)).toBeTruthy();
    }
  });

  it('shows the required message of the title when it is left empty', async () => {
    openEditor();
    const title = await screen.findByLabelText('Title');
    fireEvent.blur(title);
    expect(await screen.findByText('Title is required')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'A+B' } });
    await waitFor(() => {
      expect(screen.queryByText('Title is required')).toBeNull();
    });
  });

  it('asks for OI scores and the special judge compile, in the words of the spec', async () => {
    openEditor();
    fireEvent.click(await screen.findByLabelText('OI'));
    fireEvent.click(screen.getByLabelText('Enter the cases by hand'));
    const scoreInput = await screen.findByLabelText('Case 1 score');
    expect(scoreInput).toHaveProperty('value', '100');
    fireEvent.change(scoreInput, { target: { value: '-3' } });
    fireEvent.click(screen.getByLabelText('Special Judge'));
    expect(screen.getByTestId('judge-mode-notice').textContent).toContain('special judge program');
    fireEvent.click(screen.getByTestId('save-problem'));
    const issues = await screen.findByTestId('problem-issues');
    expect(within(issues).getByText('Problem Sample1 needs an input or an output')).toBeTruthy();
    expect(within(issues).getByText('Problem Sample1 Score must be greater than or equal to 0')).toBeTruthy();
    expect(within(issues).getByText('Spj or interactive language is required')).toBeTruthy();
  });

  it('refuses a tag already added with "Tag already added"', async () => {
    openEditor();
    const input = await screen.findByLabelText('Tags');
    const add = screen.getByRole('button', { name: /Add Tag/ });
    fireEvent.change(input, { target: { value: 'greedy' } });
    fireEvent.click(add);
    await waitFor(() => {
      expect(within(screen.getByTestId('problem-tags')).getByText('greedy')).toBeTruthy();
    });
    fireEvent.change(input, { target: { value: 'Greedy' } });
    fireEvent.click(add);
    expect(await screen.findByText('Tag already added')).toBeTruthy();
    expect(within(screen.getByTestId('problem-tags')).getAllByText(/greedy/i)).toHaveLength(1);
  });

  it('shows the compiler message in the Compile Error dialog, then accepts a compiled checker', async () => {
    let attempt = 0;
    openEditor({
      'admin/problem/compile-spj': () => {
        attempt += 1;
        if (attempt === 1)
          return new Response(JSON.stringify({ status: 400, msg: "checker.c:1: error: expected ';'", data: null }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          });
        return null;
      },
    });
    fireEvent.click(await screen.findByLabelText('Special Judge'));
    fireEvent.mouseDown(screen.getByLabelText('Language'));
    fireEvent.click(await screen.findByTitle('C'));
    fireEvent.change(screen.getByLabelText('Special judge or interactor code'), { target: { value: 'int main(){return 0}' } });
    fireEvent.click(screen.getByTestId('compile-checker'));
    expect((await screen.findByTestId('compile-error')).textContent).toContain("expected ';'");
    expect(screen.getByText('Compile Error')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByTestId('compile-checker'));
    expect((await screen.findAllByText('Compiled Successfully')).length).toBeGreaterThan(0);
  });

  it('saves a complete problem and goes back to the list', async () => {
    const bodies: unknown[] = [];
    const { router } = openEditor({
      'admin/problem': async (request) => {
        bodies.push(await request.json());
        return { id: 12, problemId: 'P1000', caseVersion: '1' };
      },
      'admin/problem/get-problem-list': () => ({ records: [], total: 0 }),
    });
    fireEvent.change(await screen.findByLabelText('Problem Display ID'), { target: { value: 'P1000' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'A+B' } });
    fireEvent.change(screen.getByLabelText('Input Description'), { target: { value: 'Two integers' } });
    fireEvent.change(screen.getByLabelText('Output Description'), { target: { value: 'Their sum' } });
    fireEvent.click(screen.getByLabelText('Enter the cases by hand'));
    fireEvent.change(await screen.findByLabelText('Case 1 input'), { target: { value: '1 2' } });
    fireEvent.change(screen.getByLabelText('Case 1 output'), { target: { value: '3' } });
    await waitFor(() => {
      expect(screen.getByLabelText('Python3')).toHaveProperty('checked', true);
    });
    fireEvent.click(screen.getByTestId('save-problem'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/problems');
    });
    expect(bodies[0]).toMatchObject({
      problem: { problemId: 'P1000', title: 'A+B', timeLimit: 1000, memoryLimit: 256, stackLimit: 128, judgeMode: 'default' },
      languages: [1, 2],
      isUploadTestCase: false,
      samples: [{ input: '1 2', output: '3' }],
      changeTestCase: true,
    });
  });

  it('offers the built-in checker in the default mode only, checks its tolerances and saves it', async () => {
    const bodies: unknown[] = [];
    openEditor({
      'admin/problem': async (request) => {
        bodies.push(await request.json());
        return { id: 13, problemId: 'P1001', caseVersion: '1' };
      },
      'admin/problem/get-problem-list': () => ({ records: [], total: 0 }),
    });
    fireEvent.change(await screen.findByLabelText('Problem Display ID'), { target: { value: 'P1001' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Circle' } });
    fireEvent.change(screen.getByLabelText('Input Description'), { target: { value: 'r' } });
    fireEvent.change(screen.getByLabelText('Output Description'), { target: { value: 'Its area' } });
    fireEvent.click(screen.getByLabelText('Enter the cases by hand'));
    fireEvent.change(await screen.findByLabelText('Case 1 input'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Case 1 output'), { target: { value: '3.14159265' } });
    expect(screen.queryByLabelText('Absolute tolerance')).toBeNull();
    fireEvent.mouseDown(screen.getByLabelText('Checker'));
    fireEvent.click(await screen.findByTitle('Floating-point numbers'));
    expect(await screen.findByLabelText('Absolute tolerance')).toHaveProperty('value', '1e-6');
    fireEvent.change(screen.getByLabelText('Absolute tolerance'), { target: { value: '-1' } });
    fireEvent.change(screen.getByLabelText('Relative tolerance'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('save-problem'));
    expect(
      within(await screen.findByTestId('problem-issues')).getByText('A checker tolerance must be a finite number greater than or equal to 0'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Absolute tolerance'), { target: { value: '1e-4' } });
    fireEvent.click(screen.getByLabelText('Special Judge'));
    expect(screen.queryByLabelText('Checker')).toBeNull();
    fireEvent.click(screen.getByLabelText('Default'));
    expect(screen.getByLabelText('Absolute tolerance')).toHaveProperty('value', '1e-4');
    await waitFor(() => {
      expect(screen.getByLabelText('Python3')).toHaveProperty('checked', true);
    });
    fireEvent.click(screen.getByTestId('save-problem'));
    await waitFor(() => {
      expect(bodies).toHaveLength(1);
    });
    expect(bodies[0]).toMatchObject({
      problem: { judgeMode: 'default', builtinChecker: { kind: 'float', caseSensitive: true, absTolerance: 1e-4, relTolerance: null } },
    });
  });

  it('shows the protocol of a special judge, and refuses an interactor of a protocol without an interactive form', async () => {
    openEditor();
    fireEvent.click(await screen.findByLabelText('Special Judge'));
    expect(screen.getByText(/Exit 0 is accepted, 1 wrong answer, 2 presentation error/)).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('Checker protocol'));
    fireEvent.click(await screen.findByTitle('HUSTOJ special judge'));
    expect(await screen.findByText(/Called as "spj input answer output"/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Interactive'));
    fireEvent.click(screen.getByTestId('save-problem'));
    const issues = await screen.findByTestId('problem-issues');
    expect(within(issues).getByText('An interactor cannot follow the hustoj protocol: interactive problems take testlib or Kattis interactors')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Default'));
    expect(screen.queryByLabelText('Checker protocol')).toBeNull();
  });

  it('edits the flags of a Kattis validator only, and refuses them too long', async () => {
    openEditor();
    fireEvent.click(await screen.findByLabelText('Special Judge'));
    expect(screen.queryByLabelText('Validator flags')).toBeNull();
    fireEvent.mouseDown(screen.getByLabelText('Checker protocol'));
    fireEvent.click(await screen.findByTitle('Kattis / ICPC output validator'));
    expect(await screen.findByText(/feedback_dir\/score\.txt is the points the case earns/)).toBeTruthy();
    const flags = await screen.findByLabelText('Validator flags');
    expect(screen.getByText(/one line, at most 500 characters/)).toBeTruthy();
    fireEvent.change(flags, { target: { value: 'x'.repeat(501) } });
    fireEvent.click(screen.getByTestId('save-problem'));
    const issues = await screen.findByTestId('problem-issues');
    expect(within(issues).getByText('The validator flags can be at most 500 characters long')).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('Checker protocol'));
    fireEvent.click(await screen.findByTitle('testlib (Codeforces, Polygon)'));
    await waitFor(() => {
      expect(screen.queryByLabelText('Validator flags')).toBeNull();
    });
  });

  it('edits a stored problem: fields loaded, the special judge kept without a compile, the stored cases kept', async () => {
    const problem = {
      id: 5,
      problemId: 'P1005',
      title: 'Checker',
      author: 'root',
      modifiedUser: null,
      description: 'desc',
      input: 'in',
      output: 'out',
      examples: '<input>1</input><output>2</output>',
      hint: null,
      source: 'school',
      timeLimit: 2000,
      memoryLimit: 512,
      stackLimit: 128,
      difficulty: 0,
      auth: 2,
      type: 1,
      ioScore: 100,
      codeShare: false,
      judgeMode: 'spj',
      judgeCaseMode: 'default',
      spjLanguage: 'C',
      spjCode: 'int main(){return 0;}',
      checkerProtocol: 'kattis',
      validatorFlags: 'float_tolerance 1e-6',
      isRemoveEndBlank: true,
      openCaseResult: false,
      isUploadCase: true,
      caseVersion: '3',
      isRemote: false,
      isGroup: false,
      gid: null,
      isFileIO: false,
      ioReadFileName: null,
      ioWriteFileName: null,
      userExtraFile: null,
      judgeExtraFile: { 'testlib.h': '// header' },
      applyPublicProgress: null,
      gmtCreate: '2026-01-01T00:00:00Z',
      gmtModified: '2026-01-01T00:00:00Z',
    };
    const samples = [
      { id: 31, pid: 5, index: 1, input: '1.in', output: '1.out', score: 40, groupNum: 1 },
      { id: 32, pid: 5, index: 2, input: '2.in', output: '2.out', score: 60, groupNum: 2 },
    ];
    const bodies: unknown[] = [];
    const { router } = renderApp({
      path: '/problem/edit/5',
      user: { roleList: ['admin'] },
      answers: {
        languages: () => LANGUAGES,
        'get-all-problem-tags': () => TAGS,
        'get-difficulty-list': () => DIFFICULTIES,
        'admin/problem': async (request) => {
          if (request.method === 'GET') return { problem, tags: [TAGS[0]], languages: [1], codeTemplates: [], samples };
          bodies.push(await request.json());
          return { id: 5, problemId: 'P1005', caseVersion: '3' };
        },
        'admin/problem/get-problem-list': () => ({ records: [], total: 0 }),
      },
    });
    expect(await screen.findByDisplayValue('Checker')).toBeTruthy();
    expect(screen.getByText(/Exit 42 is accepted, 43 wrong answer/)).toBeTruthy();
    expect(screen.getByLabelText('Validator flags')).toHaveProperty('value', 'float_tolerance 1e-6');
    fireEvent.change(screen.getByLabelText('Validator flags'), { target: { value: ' float_tolerance 1e-4 ' } });
    expect(screen.getByLabelText('Time Limit (ms)')).toHaveProperty('value', '2000');
    expect(screen.getByText('The current test data (2 cases) is kept until you upload a new archive.')).toBeTruthy();
    expect(screen.getByLabelText('Case 2 score')).toHaveProperty('value', '60');
    fireEvent.change(screen.getByLabelText('Case 2 score'), { target: { value: '55' } });
    fireEvent.click(screen.getByTestId('save-problem'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/problems');
    });
    expect(bodies[0]).toMatchObject({
      problem: {
        id: 5,
        judgeMode: 'spj',
        spjLanguage: 'C',
        checkerProtocol: 'kattis',
        validatorFlags: 'float_tolerance 1e-4',
        type: 1,
        auth: 2,
        codeShare: false,
        examples: '<input>1</input><output>2</output>',
        judgeExtraFile: { 'testlib.h': '// header' },
      },
      tags: [{ id: 7, name: 'Dynamic Programming' }],
      isUploadTestCase: true,
      uploadTestcaseDir: null,
      changeTestCase: false,
      samples: [
        { id: 31, score: 40 },
        { id: 32, score: 55 },
      ],
    });
  });
});
