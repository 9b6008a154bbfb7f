import { describe, expect, it } from 'vitest';
import { formPayload, initialValues } from '@oj/manage/trainings/components/TrainingForm.tsx';

// The training form's body (spec 03 §2.10): a public training's save has no password field (antd
// leaves out the unmounted field), a private one sends the typed password only.

describe('the training form body', () => {
  it('saves a public training without a password field', () => {
    const { pwd: _pwd, ...values } = { ...initialValues(null), title: '  Loops ', categoryId: 3 };
    expect(formPayload(values)).toEqual({ rank: 1000, title: 'Loops', description: '', auth: 'Public', visible: true, categoryId: 3 });
  });

  it('sends a typed password of a private training, and none when it is left empty (the stored one stays)', () => {
    const base = { ...initialValues(null), title: 'Locked', categoryId: 3, auth: 'Private' as const };
    expect(formPayload({ ...base, pwd: ' secret ' }).pwd).toBe('secret');
    expect('pwd' in formPayload({ ...base, pwd: '' })).toBe(false);
  });
});
