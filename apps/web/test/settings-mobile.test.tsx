import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app.tsx';

describe('settings: change mobile (spec 01 §5: required, well-formed, different from the old one)', () => {
  it('checks the number on the client and sends nothing until it is valid', async () => {
    const { calls } = renderApp({ path: '/setting', user: { mobile: '13812345678' } });
    const form = await screen.findByTestId('mobile-form');
    expect(within(form).getByLabelText<HTMLInputElement>('Current Mobile').value).toBe('13812345678');
    const field = within(form).getByLabelText('New Mobile');

    fireEvent.click(screen.getByTestId('change-mobile'));
    expect(await within(form).findByText('The mobile number is required')).toBeTruthy();
    expect(within(form).getByText('Password is required')).toBeTruthy();

    for (const bad of ['12345678901', '1381234567', '+0123', 'phone']) {
      fireEvent.change(field, { target: { value: bad } });
      expect(await within(form).findByText('The mobile number format is incorrect')).toBeTruthy();
    }
    fireEvent.change(field, { target: { value: '13812345678' } });
    expect(await within(form).findByText('The new value must differ from the old one')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByTestId('change-mobile'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).not.toContain('POST change-mobile');
  });

  it('sends a valid number with the password and shows the new one as current', async () => {
    const bodies: unknown[] = [];
    renderApp({
      path: '/setting',
      user: { uid: 'u1', username: 'alice', mobile: null },
      answers: {
        'change-mobile': async (request) => {
          bodies.push(await request.json());
          return { uid: 'u1', username: 'alice', roleList: ['user'], mobile: '+442071234567', email: 'a@example.org' };
        },
      },
    });
    const form = await screen.findByTestId('mobile-form');
    expect(within(form).getByLabelText<HTMLInputElement>('Current Mobile').value).toBe('Not set yet');
    fireEvent.change(within(form).getByLabelText('New Mobile'), { target: { value: ' +442071234567 ' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByTestId('change-mobile'));
    expect(await screen.findByText('Update Successfully')).toBeTruthy();
    expect(bodies).toEqual([{ newMobile: '+442071234567', password: 'secret1' }]);
    await waitFor(() => {
      expect(within(form).getByLabelText<HTMLInputElement>('Current Mobile').value).toBe('+442071234567');
    });
  });

  it('speaks Chinese in zh-CN', async () => {
    renderApp({ path: '/setting', user: {}, language: 'zh-CN' });
    const form = await screen.findByTestId('mobile-form');
    fireEvent.change(within(form).getByLabelText('新手机号'), { target: { value: '123' } });
    expect(await within(form).findByText('手机号格式不正确')).toBeTruthy();
  });
});
