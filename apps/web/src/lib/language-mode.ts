// The mapping lives with the shared editor (@oj/ui/code-editor), which the back office uses too.
export { monacoLanguageOf } from '@oj/ui/code-editor';
