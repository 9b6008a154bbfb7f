import { describe, expect, it } from 'vitest';
import type { ModalFuncProps } from 'antd';
import { lazyModalApi } from '../src/index.ts';

/** A stand-in for antd's Modal statics: records what was opened (the real Modal needs a browser layout). */
function fakeModals() {
  const opened: { kind: string; config: ModalFuncProps; destroyed: boolean; updates: unknown[] }[] = [];
  const open = (kind: string) => (config: ModalFuncProps) => {
    const entry = { kind, config, destroyed: false, updates: [] as unknown[] };
    opened.push(entry);
    return {
      destroy: () => {
        entry.destroyed = true;
      },
      update: (update: unknown) => {
        entry.updates.push(update);
      },
    };
  };
  const api = { info: open('info'), success: open('success'), error: open('error'), warning: open('warning'), confirm: open('confirm') };
  return { opened, load: () => Promise.resolve(api as never) };
}

describe('lazyModalApi (App.useApp().modal with Modal loaded on first use)', () => {
  it('opens the dialog once loaded, applies early updates, and resolves true on OK', async () => {
    const { opened, load } = fakeModals();
    const modal = lazyModalApi(load);
    const handle = modal.confirm({ title: 'Sure?' });
    handle.update({ title: 'Really sure?' });
    await Promise.resolve();
    await Promise.resolve();
    expect(opened).toHaveLength(1);
    expect(opened[0]?.kind).toBe('confirm');
    expect(opened[0]?.updates).toEqual([{ title: 'Really sure?' }]);
    await opened[0]?.config.onOk?.();
    expect(await handle).toBe(true);
  });

  it('resolves false on cancel, and never opens a dialog destroyed before it loaded', async () => {
    const { opened, load } = fakeModals();
    const modal = lazyModalApi(load);
    const cancelled = modal.warning({ title: 'Warn' });
    const gone = modal.info({ title: 'Gone' });
    gone.destroy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(opened.map((entry) => entry.kind)).toEqual(['warning']);
    await opened[0]?.config.onCancel?.();
    expect(await cancelled).toBe(false);
    expect(await gone).toBe(false);
  });
});
