export { seedDemoProblems, seedDemoTestData } from './seed.ts';
export type { DemoSeedResult, DemoTestDataResult } from './seed.ts';
export { DEMO_PROBLEMS, DEMO_TAGS, DEMO_TAG_CLASSIFICATIONS } from './catalog.ts';
export { caseFileNames, caseFiles, caseVersionOf } from './test-data.ts';
export type { TestDataFile, TestDataTarget } from './test-data.ts';
export type { DemoCase, DemoProblem } from './types.ts';
import { bestValue } from './problems/knapsack.ts';
import { longestIncreasing } from './problems/lis.ts';
import { isPalindrome } from './problems/palindrome.ts';
import { rangeSums } from './problems/range-sum.ts';
import { shortestDistances } from './problems/shortest-path.ts';

/** The reference solutions that compute the demo answers, for cross-checking against brute force. */
export const demoReferenceSolutions = { bestValue, longestIncreasing, isPalindrome, rangeSums, shortestDistances } as const;
