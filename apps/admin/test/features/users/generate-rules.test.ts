import { describe, expect, it } from 'vitest';
import { checkGenerateForm, generatedUsernames } from '@/features/users/generate-rules.ts';

describe('generate form rules (spec 03 §5)', () => {
  const valid = { prefix: 'team', suffix: '', numberFrom: 1, numberTo: 30, passwordLength: 8 };

  it('accepts a valid form and lists the usernames', () => {
    expect(checkGenerateForm(valid)).toBeNull();
    const names = generatedUsernames(valid);
    expect(names).toHaveLength(30);
    expect([names[0], names[29]]).toEqual(['team1', 'team30']);
    expect(generatedUsernames({ ...valid, prefix: ' a ', suffix: 'z', numberFrom: 9, numberTo: 10 })).toEqual(['a9z', 'a10z']);
  });

  it('requires start and end, end not below start', () => {
    expect(checkGenerateForm({ ...valid, numberFrom: undefined })).toBe('numberFromRequired');
    expect(checkGenerateForm({ ...valid, numberTo: null })).toBe('numberToRequired');
    expect(checkGenerateForm({ ...valid, numberFrom: 5, numberTo: 4 })).toBe('numberOrder');
    expect(checkGenerateForm({ ...valid, numberFrom: 5, numberTo: 5 })).toBeNull();
  });

  it('bounds the password length to 6..25', () => {
    expect(checkGenerateForm({ ...valid, passwordLength: 5 })).toBe('passwordLengthRange');
    expect(checkGenerateForm({ ...valid, passwordLength: 6 })).toBeNull();
    expect(checkGenerateForm({ ...valid, passwordLength: 25 })).toBeNull();
    expect(checkGenerateForm({ ...valid, passwordLength: 26 })).toBe('passwordLengthRange');
    expect(checkGenerateForm({ ...valid, passwordLength: null })).toBe('passwordLengthRange');
  });

  it('caps the count and the username length', () => {
    expect(checkGenerateForm({ ...valid, numberFrom: 1, numberTo: 1001 })).toBe('tooMany');
    expect(checkGenerateForm({ ...valid, numberFrom: 1, numberTo: 1000 })).toBeNull();
    expect(checkGenerateForm({ ...valid, prefix: 'p'.repeat(18), numberFrom: 99, numberTo: 100 })).toBe('nameTooLong');
  });
});
