import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import { FeedbackApp, queuedToastApis, useFeedback } from '../src/feedback.tsx';
import type { ToastApis } from '../src/feedback.tsx';

/**
 * A stand-in for antd's message and notification APIs (their holders need a mounted React tree):
 * records the calls, and lets a test close a shown message as its timer would.
 */
function fakeToasts() {
  const calls: string[] = [];
  const closers = new Map<string, () => void>();
  let count = 0;
  const show = (label: string) => {
    calls.push(label);
    count += 1;
    const id = String(count);
    let close: () => void = () => undefined;
    const closed = new Promise<boolean>((resolve) => {
      close = () => {
        resolve(true);
      };
    });
    closers.set(label, close);
    return Object.assign(
      () => {
        calls.push(`close ${label}`);
      },
      { then: closed.then.bind(closed), id },
    );
  };
  const text = (content: unknown) => (typeof content === 'object' && content !== null && 'content' in content ? String(content.content) : String(content));
  const kind = (type: string) => (content: unknown) => show(`${type} ${text(content)}`);
  const notify = (type: string) => (args: { title?: unknown }) => {
    calls.push(`notification.${type} ${String(args.title)}`);
  };
  const apis = {
    message: {
      info: kind('info'),
      success: kind('success'),
      error: kind('error'),
      warning: kind('warning'),
      loading: kind('loading'),
      open: (args: { content: unknown; type?: string }) => show(`open ${text(args)}`),
      destroy: (key?: unknown) => {
        calls.push(`destroy ${String(key)}`);
      },
    },
    notification: {
      info: notify('info'),
      success: notify('success'),
      error: notify('error'),
      warning: notify('warning'),
      open: notify('open'),
      destroy: (key?: unknown) => {
        calls.push(`notification.destroy ${String(key)}`);
      },
    },
  } as unknown as ToastApis;
  return { apis, calls, closers };
}

const settled = async (thenable: PromiseLike<boolean>): Promise<string> =>
  Promise.race([
    Promise.resolve(thenable).then((value) => `resolved ${String(value)}`),
    new Promise<string>((resolve) =>
      setTimeout(() => {
        resolve('pending');
      }, 10),
    ),
  ]);

describe('queuedToastApis (message and notification before their code has loaded)', () => {
  it('queues calls and replays them in order on attach, then calls antd directly', () => {
    const { apis, calls } = fakeToasts();
    let queued = 0;
    const toasts = queuedToastApis(() => {
      queued += 1;
    });
    void toasts.message.error('first');
    toasts.notification.error({ title: 'second' });
    void toasts.message.success({ content: 'third', key: 'k' }, 3);
    void toasts.message.open({ content: 'fourth', type: 'info' });
    expect(calls).toEqual([]);
    expect(queued).toBe(4);

    toasts.attach(apis);
    expect(calls).toEqual(['error first', 'notification.error second', 'success third', 'open fourth']);

    void toasts.message.warning('fifth');
    toasts.notification.info({ title: 'sixth' });
    expect(calls.slice(4)).toEqual(['warning fifth', 'notification.info sixth']);
    expect(queued).toBe(4);
  });

  it('passes every argument through unchanged', () => {
    const received: unknown[][] = [];
    const { apis } = fakeToasts();
    const onClose = () => undefined;
    apis.message.loading = ((...args: unknown[]) => {
      received.push(args);
      return Object.assign(() => undefined, { then: Promise.resolve(true).then.bind(Promise.resolve(true)) });
    }) as ToastApis['message']['loading'];
    const toasts = queuedToastApis();
    void toasts.message.loading('saving', 0, onClose);
    toasts.attach(apis);
    expect(received).toEqual([['saving', 0, onClose]]);
  });

  it('drops a message closed before the code loaded, and resolves its promise', async () => {
    const { apis, calls } = fakeToasts();
    const toasts = queuedToastApis();
    const dropped = toasts.message.loading('Saving');
    const kept = toasts.message.success('Saved');
    dropped();
    expect(await settled(dropped)).toBe('resolved true');
    toasts.attach(apis);
    expect(calls).toEqual(['success Saved']);
    expect(await settled(kept)).toBe('pending');
  });

  it('closes a replayed message through antd, and resolves when antd reports it closed', async () => {
    const { apis, calls, closers } = fakeToasts();
    const toasts = queuedToastApis();
    const handle = toasts.message.info('Hello');
    toasts.attach(apis);
    handle();
    expect(calls).toEqual(['info Hello', 'close info Hello']);
    expect(await settled(handle)).toBe('pending');
    closers.get('info Hello')?.();
    expect(await handle).toBe(true);
  });

  it('destroy before the code loaded drops the queued calls it names', async () => {
    const { apis, calls } = fakeToasts();
    const toasts = queuedToastApis();
    const keyed = toasts.message.error({ content: 'keyed', key: 'login-failed' });
    void toasts.message.error('plain');
    toasts.message.destroy('login-failed');
    toasts.notification.info({ title: 'note', key: 'n' });
    toasts.notification.info({ title: 'other' });
    toasts.notification.destroy('n');
    void toasts.message.warning({ content: 'after', key: 'login-failed' });
    expect(await settled(keyed)).toBe('resolved true');
    toasts.attach(apis);
    expect(calls).toEqual(['error plain', 'notification.info other', 'warning after']);

    const again = queuedToastApis();
    void again.message.info('a');
    again.notification.info({ title: 'b' });
    again.message.destroy();
    again.attach(apis);
    expect(calls.slice(3)).toEqual(['notification.info b']);
  });

  it('queues again once the APIs are taken back (holders unmounted)', () => {
    const { apis, calls } = fakeToasts();
    const toasts = queuedToastApis();
    toasts.attach(apis);
    toasts.attach(null);
    void toasts.message.info('later');
    expect(calls).toEqual([]);
    toasts.attach(apis);
    expect(calls).toEqual(['info later']);
  });
});

/** Calls message and notification in its first effect: before FeedbackApp's toast code has arrived. */
function EarlyToasts() {
  const { message, notification } = useFeedback();
  useEffect(() => {
    void message.error('Early one');
    void message.success('Early two');
    notification.info({ title: 'Early notice', duration: 0 });
  }, [message, notification]);
  return <p>page</p>;
}

describe('FeedbackApp', () => {
  it('shows messages asked for before its toast code loaded, in order, inside the ConfigProvider', async () => {
    render(
      <ConfigProvider prefixCls="probe">
        <FeedbackApp>
          <EarlyToasts />
        </FeedbackApp>
      </ConfigProvider>,
    );
    expect(screen.getByText('page')).toBeTruthy();
    const two = await screen.findByText('Early two');
    const one = screen.getByText('Early one');
    // Rendered by the holders under the ConfigProvider: its prefix reaches them.
    expect(one.closest('.probe-message')).toBeTruthy();
    expect(one.compareDocumentPosition(two) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const notice = await screen.findByText('Early notice');
    expect(notice.closest('.probe-notification')).toBeTruthy();
  });

  it('keeps the same message API object across the load, and shows later calls directly', async () => {
    const seen = new Set<unknown>();
    function Probe() {
      const { message } = useFeedback();
      seen.add(message);
      useEffect(() => {
        void message.info('Queued');
      }, [message]);
      return (
        <button type="button" onClick={() => void message.warning('Clicked')}>
          go
        </button>
      );
    }
    render(
      <FeedbackApp>
        <Probe />
      </FeedbackApp>,
    );
    expect(await screen.findByText('Queued')).toBeTruthy();
    act(() => {
      screen.getByText('go').click();
    });
    expect(await screen.findByText('Clicked')).toBeTruthy();
    expect(seen.size).toBe(1);
  });
});
