import { aPlusB } from './problems/a-plus-b.ts';
import { knapsack } from './problems/knapsack.ts';
import { longestIncreasingSubsequence } from './problems/lis.ts';
import { palindromeCheck } from './problems/palindrome.ts';
import { rangeSum } from './problems/range-sum.ts';
import { shortestPaths } from './problems/shortest-path.ts';
import type { DemoProblem } from './types.ts';

/** The demo problems, in problem-id order. */
export const DEMO_PROBLEMS: readonly DemoProblem[] = [aPlusB, palindromeCheck, rangeSum, longestIncreasingSubsequence, knapsack, shortestPaths];

/** Tag classifications of the tag browser, in rank order. */
export const DEMO_TAG_CLASSIFICATIONS: readonly string[] = ['Basics', 'Algorithms', 'Data Structures'];

/** Demo tags: name, colour and classification (null = Unclassified, which the tag browser also shows). */
export const DEMO_TAGS: readonly { name: string; color: string; classification: string | null }[] = [
  { name: 'Beginner', color: '#19be6b', classification: 'Basics' },
  { name: 'Math', color: '#2d8cf0', classification: 'Basics' },
  { name: 'String', color: '#ff9900', classification: 'Basics' },
  { name: 'Dynamic Programming', color: '#ed4014', classification: 'Algorithms' },
  { name: 'Binary Search', color: '#9a66e4', classification: 'Algorithms' },
  { name: 'Graph Theory', color: '#2db7f5', classification: 'Algorithms' },
  { name: 'Shortest Path', color: '#515a6e', classification: 'Algorithms' },
  { name: 'Prefix Sum', color: '#e46cbb', classification: 'Data Structures' },
  { name: 'Array', color: '#808695', classification: 'Data Structures' },
  { name: 'Knapsack', color: '#f0a020', classification: null },
];
