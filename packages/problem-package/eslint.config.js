import { base } from '@oj/eslint-config';

export default base(import.meta.dirname);
