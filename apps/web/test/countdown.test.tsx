import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@oj/i18n';
import { AppProvider } from '@/app/provider.tsx';
import { createAppStore } from '@/app/store.ts';
import type { AppStore } from '@/app/store.ts';
import { secondsLeft } from '@/features/auth/auth-slice.ts';
import type { CodeCountdownKind } from '@/features/auth/auth-slice.ts';
import { SendCodeButton } from '@/features/auth/components/SendCodeButton.tsx';

function mountButton(store: AppStore, kind: CodeCountdownKind, onSend: () => Promise<boolean>) {
  return render(
    <AppProvider store={store} i18n={createI18n('en-US')}>
      <SendCodeButton kind={kind} label="Send code" onSend={onSend} />
    </AppProvider>,
  );
}

const tick = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('send-code countdowns (spec 01 §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts 60 s for register and survives the dialog closing and reopening', async () => {
    const store = createAppStore();
    const first = mountButton(store, 'register', () => Promise.resolve(true));
    await act(async () => {
      fireEvent.click(screen.getByTestId('send-code-register'));
      await Promise.resolve();
    });
    expect(screen.getByTestId('send-code-register').textContent).toBe('Resend in 60 s');
    expect(screen.getByTestId<HTMLButtonElement>('send-code-register').disabled).toBe(true);
    tick(15_000);
    expect(screen.getByTestId('send-code-register').textContent).toBe('Resend in 45 s');

    // The dialog closes (the button unmounts) and opens again 5 s later.
    first.unmount();
    vi.advanceTimersByTime(5_000);
    mountButton(store, 'register', () => Promise.resolve(true));
    expect(screen.getByTestId('send-code-register').textContent).toBe('Resend in 40 s');

    tick(40_000);
    expect(screen.getByTestId('send-code-register').textContent).toBe('Send code');
    expect(screen.getByTestId<HTMLButtonElement>('send-code-register').disabled).toBe(false);
    expect(store.getState().authUi.countdownEndsAtMs.register).toBeNull();
  });

  it('counts 90 s for reset', async () => {
    const store = createAppStore();
    mountButton(store, 'reset', () => Promise.resolve(true));
    await act(async () => {
      fireEvent.click(screen.getByTestId('send-code-reset'));
      await Promise.resolve();
    });
    expect(screen.getByTestId('send-code-reset').textContent).toBe('Resend in 90 s');
    tick(89_000);
    expect(screen.getByTestId('send-code-reset').textContent).toBe('Resend in 1 s');
    tick(1_000);
    expect(screen.getByTestId('send-code-reset').textContent).toBe('Send code');
  });

  it('does not start when sending fails', async () => {
    const store = createAppStore();
    mountButton(store, 'register', () => Promise.resolve(false));
    await act(async () => {
      fireEvent.click(screen.getByTestId('send-code-register'));
      await Promise.resolve();
    });
    expect(screen.getByTestId('send-code-register').textContent).toBe('Send code');
    expect(store.getState().authUi.countdownEndsAtMs.register).toBeNull();
  });

  it('rounds partial seconds up and never goes below zero', () => {
    expect(secondsLeft(10_500, 10_000)).toBe(1);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
  });
});
