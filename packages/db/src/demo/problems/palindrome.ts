import { JudgeCaseMode } from '@oj/contracts';
import { SeededRandom } from '../random.ts';
import type { DemoCase, DemoProblem } from '../types.ts';
import { acmCase } from '../types.ts';

/** Reference answer: is the word the same read backwards? */
export function isPalindrome(word: string): boolean {
  for (let i = 0, j = word.length - 1; i < j; i += 1, j -= 1) if (word[i] !== word[j]) return false;
  return true;
}

function mirrored(half: string, odd: boolean, middle: string): string {
  let back = '';
  for (let i = half.length - 1; i >= 0; i -= 1) back += half[i] ?? '';
  return odd ? `${half}${middle}${back}` : `${half}${back}`;
}

function cases(): DemoCase[] {
  const random = new SeededRandom(1001);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const groups: string[][] = [['a', 'ab', 'aba', 'abca'], ['racecar', 'level', 'palindrome', 'noon', 'abcdba'], [], [], [], [], []];
  // Near-palindromes (one letter changed) are the words a careless check gets wrong.
  for (let g = 2; g < groups.length; g += 1) {
    const words = groups[g] ?? [];
    const length = g === groups.length - 1 ? 100_000 : random.int(1, 2000);
    for (let k = 0; k < 6; k += 1) {
      const half = random.text(Math.max(1, Math.floor(length / 2)), letters.slice(0, random.int(1, 26)));
      let word = mirrored(half, k % 2 === 0, random.text(1, letters));
      if (k >= 3) {
        const at = random.int(0, word.length - 1);
        word = `${word.slice(0, at)}${word[at] === 'z' ? 'y' : 'z'}${word.slice(at + 1)}`;
      }
      words.push(word);
    }
  }
  return groups.map((words) => {
    const input = `${words.length}\n${words.join('\n')}\n`;
    const output = words.map((word) => (isPalindrome(word) ? 'Yes' : 'No')).join('\n');
    return acmCase(input, `${output}\n`);
  });
}

/** Easy string problem: answer, for each word, whether it is a palindrome. */
export const palindromeCheck: DemoProblem = {
  problemId: 'P1001',
  title: 'Palindrome Check',
  type: 0,
  difficulty: 0,
  judgeCaseMode: JudgeCaseMode.Default,
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  description: `A word is a **palindrome** when it reads the same from left to right and from right to left, such as \`level\` or \`racecar\`.

Formally, a word $s = s_1 s_2 \\ldots s_n$ is a palindrome when $s_i = s_{n+1-i}$ for every $1 \\le i \\le n$.

For each of $T$ words, decide whether it is a palindrome.`,
  input: `The first line holds the number of words $T$ ($1 \\le T \\le 10$).

Each of the next $T$ lines holds one word of lowercase English letters, of length $1 \\le |s| \\le 10^5$.`,
  output: 'For each word, print `Yes` if it is a palindrome and `No` otherwise, one answer per line.',
  examples: [{ input: '3\nlevel\nab\na\n', output: 'Yes\nNo\nYes\n' }],
  hint: 'Compare the first letter with the last, the second with the second to last, and so on: $\\lfloor n/2 \\rfloor$ comparisons are enough.',
  tags: ['String', 'Beginner'],
  cases,
};
