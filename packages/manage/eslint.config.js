import { react } from '@oj/eslint-config/react';

export default react(import.meta.dirname);
