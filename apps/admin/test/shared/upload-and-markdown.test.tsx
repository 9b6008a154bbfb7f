import { fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setRequestLanguage } from '@oj/api-client/core';
import { renderInShell, testSession } from '@oj/app-shell/testing';
import { createAdminI18n } from '@oj/i18n/admin';
import { UiProvider } from '@oj/ui';
import { createAppStore } from '@/app/store.ts';
import { MarkdownEditorPanel } from '@oj/manage/shared/markdown-editor/MarkdownEditorPanel.tsx';
import { FileUpload } from '@oj/manage/upload';
import { PreviewTrustContext } from '@oj/manage/shared/markdown-editor/trust.ts';

/** A stand-in XMLHttpRequest the test drives: it records what was sent and plays progress and answers. */
class FakeXhr {
  static last: FakeXhr | null = null;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  readonly headers = new Map<string, string>();
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}
const createXhr = () => new FakeXhr() as unknown as XMLHttpRequest;

function render(element: React.ReactElement, roleList = ['admin']) {
  const store = createAppStore({ session: testSession({ roleList }, { uid: 'a1', username: 'root', roleList }, 'admin-token') });
  return renderInShell(element, { store, i18n: createAdminI18n('en-US'), ui: UiProvider });
}

function pick(input: HTMLElement, file: File) {
  fireEvent.change(input, { target: { files: [file] } });
}

describe('shared upload with progress', () => {
  afterEach(() => {
    setRequestLanguage(null);
  });

  it('sends the file with the token and language headers, shows the progress, then the data', async () => {
    const received: unknown[] = [];
    setRequestLanguage('zh-CN');
    render(
      <FileUpload<{ fileListDir: string }>
        label="Upload test data (zip)"
        request={(file) => ({ path: 'file/upload-testcase-zip', field: 'file', file, query: { gid: 4 } })}
        onUploaded={(data) => {
          received.push(data);
        }}
        failureText="Upload Testcase Failed"
        createXhr={createXhr}
        testId="up"
      />,
    );
    pick(screen.getByTestId('up-input'), new File(['PK...'], 'cases.zip', { type: 'application/zip' }));
    const xhr = FakeXhr.last;
    if (!xhr) throw new Error('no request');
    expect(xhr.url).toBe('/api/file/upload-testcase-zip?gid=4');
    expect(xhr.headers.get('authorization')).toBe('admin-token');
    expect(xhr.headers.get('url-type')).toBe('general');
    expect(xhr.headers.get('accept-language')).toBe('zh-CN');
    expect((xhr.body?.get('file') as File).name).toBe('cases.zip');

    act(() => {
      xhr.progress(40, 100);
    });
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress of cases.zip' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    act(() => {
      xhr.progress(100, 100);
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    act(() => {
      xhr.answer(200, { status: 200, msg: 'Upload Testcase Successfully', data: { fileListDir: 'abc12345' } });
    });
    await waitFor(() => {
      expect(received).toEqual([{ fileListDir: 'abc12345' }]);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows the server's msg when the upload is refused, and the fallback when it gives none", async () => {
    render(
      <FileUpload
        label="Upload"
        request={(file) => ({ path: 'file/upload-testcase-zip', field: 'file', file })}
        onUploaded={() => undefined}
        failureText="Upload Testcase Failed"
        createXhr={createXhr}
        testId="up"
      />,
    );
    pick(screen.getByTestId('up-input'), new File(['x'], 'bad.zip'));
    act(() => {
      FakeXhr.last?.answer(400, { status: 400, msg: '1.in has no matching output file (1.out or 1.ans)', data: null });
    });
    expect((await screen.findByTestId('up-error')).textContent).toContain('1.in has no matching output file (1.out or 1.ans)');
    pick(screen.getByTestId('up-input'), new File(['x'], 'bad.zip'));
    act(() => {
      FakeXhr.last?.answer(500, 'not json');
    });
    await waitFor(() => {
      expect(screen.getByTestId('up-error').textContent).toContain('Upload Testcase Failed');
    });
  });

  it('cancels an upload in progress', async () => {
    render(
      <FileUpload
        label="Upload"
        request={(file) => ({ path: 'file/upload-testcase-zip', field: 'file', file })}
        onUploaded={() => undefined}
        failureText="Upload Testcase Failed"
        createXhr={createXhr}
        testId="up"
      />,
    );
    pick(screen.getByTestId('up-input'), new File(['x'], 'big.zip'));
    act(() => {
      FakeXhr.last?.progress(10, 100);
    });
    fireEvent.click(await screen.findByRole('button', { name: /Cancel Upload/ }));
    expect(FakeXhr.last?.aborted).toBe(true);
    await waitFor(() => {
      expect(screen.queryByRole('progressbar')).toBeNull();
    });
    expect(screen.queryByTestId('up-error')).toBeNull();
  });
});

describe('shared markdown editor', () => {
  it('previews formulas with KaTeX and code with highlight.js, as the user app renders them', async () => {
    render(<MarkdownEditorPanel id="description" label="Description" value={'Sum $a_i^2$\n\n```cpp\nint main() {}\n```'} onChange={() => undefined} />);
    const preview = await screen.findByTestId('md-preview-description');
    await waitFor(() => {
      expect(preview.querySelector('.katex')).not.toBeNull();
    });
    expect(preview.querySelector('code.hljs.language-cpp .hljs-type, code.hljs.language-cpp .hljs-keyword')).not.toBeNull();
    expect(screen.getByLabelText('Description')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Preview of Description' })).toBeTruthy();
  });

  it('uploads an image into the text at the caret for admin roles, and refuses a wrong type before sending', async () => {
    let text = 'before after';
    const view = render(
      <MarkdownEditorPanel
        id="hint"
        label="Hint"
        value={text}
        onChange={(next) => {
          text = next;
        }}
        createXhr={createXhr}
      />,
    );
    const area = screen.getByLabelText<HTMLTextAreaElement>('Hint');
    area.setSelectionRange(7, 7);
    FakeXhr.last = null;
    pick(screen.getByLabelText('Upload Image'), new File(['x'], 'notes.exe'));
    expect(await screen.findByText('file type not supported')).toBeTruthy();
    expect(FakeXhr.last).toBeNull();
    pick(screen.getByLabelText('Upload Image'), new File(['png'], 'graph.png', { type: 'image/png' }));
    expect((FakeXhr.last as FakeXhr | null)?.url).toBe('/api/file/upload-md-img');
    act(() => {
      FakeXhr.last?.answer(200, { status: 200, msg: 'Upload successfully', data: { link: '/api/public/md-img/x.png', fileId: 9 } });
    });
    await waitFor(() => {
      expect(text).toBe('before ![graph.png](/api/public/md-img/x.png)after');
    });
    view.unmount();
    render(<MarkdownEditorPanel label="Plain" value="" onChange={() => undefined} />, ['user']);
    expect(screen.queryByRole('button', { name: /Upload Image/ })).toBeNull();
  });

  it('draws a group admin’s text strictly where ManageScope hosts the editor (no forms or inline styles), an admin’s as before', async () => {
    const text = '<form><input name="pin"></form><span style="color:red">styled</span>';
    const view = render(<MarkdownEditorPanel id="strict" label="Strict" value={text} onChange={() => undefined} />);
    const adminPreview = await screen.findByTestId('md-preview-strict');
    await waitFor(() => {
      expect(adminPreview.querySelector('form')).not.toBeNull();
    });
    view.unmount();
    render(
      <PreviewTrustContext value="user">
        <MarkdownEditorPanel id="strict" label="Strict" value={text} onChange={() => undefined} />
      </PreviewTrustContext>,
    );
    const userPreview = await screen.findByTestId('md-preview-strict');
    await waitFor(() => {
      expect(userPreview.textContent).toContain('styled');
    });
    expect(userPreview.querySelector('form, input, [style]')).toBeNull();
  });
});
