/** Editor modes (CodeMirror MIME types, as the language table stores them) mapped to Monaco languages. */
const MIME_MODES: Readonly<Record<string, string>> = {
  'text/x-csrc': 'c',
  'text/x-c++src': 'cpp',
  'text/x-java': 'java',
  'text/x-python': 'python',
  'text/x-go': 'go',
  'text/x-csharp': 'csharp',
  'text/javascript': 'javascript',
  'text/x-php': 'php',
  'text/x-ruby': 'ruby',
  'text/x-rustsrc': 'rust',
  'text/x-kotlin': 'kotlin',
  'text/x-pascal': 'pascal',
};

/** Monaco's language for a submission language: by its MIME mode, else guessed from its name. */
export function monacoLanguageOf(contentType: string | null | undefined, name: string): string {
  const byMime = contentType ? MIME_MODES[contentType.trim().toLowerCase()] : undefined;
  if (byMime) return byMime;
  const lower = name.toLowerCase();
  if (lower.startsWith('c++') || lower.includes('cpp') || lower.includes('g++')) return 'cpp';
  if (lower === 'c' || lower.startsWith('c ') || lower.includes('gcc')) return 'c';
  if (lower.includes('python') || lower.includes('pypy')) return 'python';
  if (lower.includes('java') && !lower.includes('javascript')) return 'java';
  if (lower.includes('javascript') || lower.includes('node')) return 'javascript';
  if (lower.includes('go')) return 'go';
  if (lower.includes('c#')) return 'csharp';
  if (lower.includes('rust')) return 'rust';
  if (lower.includes('ruby')) return 'ruby';
  if (lower.includes('php')) return 'php';
  return 'plaintext';
}
